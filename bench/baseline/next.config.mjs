/** @type {import('next').NextConfig} */
const nextConfig = {
  // Same flags as the storefront, so the comparison is about page weight, not configuration.
  cacheComponents: true,
  reactStrictMode: true,
  poweredByHeader: false,
}

export default nextConfig

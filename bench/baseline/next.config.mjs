/** @type {import('next').NextConfig} */
const nextConfig = {
  // The storefront's framework flags, so the difference from this page is the storefront's own weight,
  // not a different rendering mode.
  cacheComponents: true,
  partialPrefetching: false,
  reactStrictMode: true,
  poweredByHeader: false,
}

export default nextConfig

/** @type {import('next').NextConfig} */
const nextConfig = {
  // bench/pages.ts builds both apps into NEXT_DIST_DIR when it is set, so parallel runs keep apart.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The storefront's framework flags, so the difference from this page is the storefront's own weight,
  // not a different rendering mode.
  cacheComponents: true,
  partialPrefetching: false,
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: { turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off' },
}

export default nextConfig

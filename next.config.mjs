/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets parallel builds (several developers or helpers on one checkout) use separate output folders.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  cacheComponents: true,
  // Off so a path not built ahead (an unknown product) renders fully before the response starts:
  // notFound() then answers a real 404 instead of a streamed 200 shell.
  partialPrefetching: false,
  reactStrictMode: true,
  poweredByHeader: false,
  // The embedded content dataset is read from disk at run time; trace it into the server output.
  outputFileTracingIncludes: { '/**': ['./studio/seed/dataset.ndjson'] },
  // Sanity's CDN does the resizing; bundled SVG artwork needs none.
  images: { loader: 'custom', loaderFile: './lib/content/image-loader.ts' },
}

export default nextConfig

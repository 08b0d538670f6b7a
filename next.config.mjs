/** @type {import('next').NextConfig} */
const nextConfig = {
  cacheComponents: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // The embedded content dataset is read from disk at run time; trace it into the server output.
  outputFileTracingIncludes: { '/**': ['./studio/seed/dataset.ndjson'] },
  // Sanity's CDN does the resizing; bundled SVG artwork needs none.
  images: { loader: 'custom', loaderFile: './lib/content/image-loader.ts' },
}

export default nextConfig

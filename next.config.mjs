import { fileURLToPath } from 'node:url'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { refusedPageRewrites } from './lib/security/refused-pages.mjs'
import { API_BUT_PRIVATE_FILES } from './lib/security/private-file-routes.mjs'

/** Sent with every response: nothing the site serves is to be run or shown as another type than it says. */
const noSniffing = [{ key: 'X-Content-Type-Options', value: 'nosniff' }]

/**
 * Sent with every response but the build's scripts, styles and fonts (/_next/static/), which are no
 * documents: on those they would only add 0.4 KiB to each of a page's dozen files. Static pages stay
 * static: these are fixed headers added by the server, not rendered per request. A page's
 * Content-Security-Policy is the proxy's (lib/security/csp.ts); X-Frame-Options keeps every page out
 * of other sites' frames in browsers older than CSP's frame-ancestors, where a click on a checkout or
 * account button could be hijacked; only this site's own pages may frame them (the Studio's preview
 * at /studio/presentation). HSTS only in production builds: a browser keeps it for two years, which
 * would break plain-HTTP development.
 */
const documentHeaders = [
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(self)' },
  ...(process.env.NODE_ENV === 'production' ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
]

const here = (/** @type {string} */ file) => fileURLToPath(new URL(file, import.meta.url))

/**
 * The caches, per process by default: Next's own 'use cache' memory and its page cache on disk,
 * whose prerendered pages carry their inline scripts' hashes for the CSP. With REDIS_URL, when the
 * built site runs (a build makes its pages alone), both live in that Redis, which every instance
 * shares: a page or a content read one instance made is served by all, and a publish that reaches
 * one instance reaches all (lib/cache/, docs/decisions/0009-a-shared-cache-on-redis.md).
 * @param {string} phase
 */
function caches(phase) {
  if (!process.env.REDIS_URL || phase === PHASE_PRODUCTION_BUILD) return { cacheHandler: here('./lib/security/csp-hashes.mjs') }
  const useCache = here('./lib/cache/use-cache-handler.mts')
  return { cacheHandler: here('./lib/cache/page-cache-handler.mts'), cacheHandlers: { default: useCache, remote: useCache } }
}

/** @param {string} phase @returns {import('next').NextConfig} */
const nextConfig = (phase) => ({
  // Lets parallel builds (several developers or helpers on one checkout) use separate output folders.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  cacheComponents: true,
  // Off so a path not built ahead (an unknown product) renders fully before the response starts:
  // notFound() then answers a real 404 instead of a streamed 200 shell.
  partialPrefetching: false,
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run verify` has checked the types (tsc, the whole project) before it builds: not twice.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_BY_VERIFY === '1' },
  // A wizard's submission carries its logo (at most 5 MB, lib/uploads/logo) beside the roster, and a
  // mockup staff send is at most 10 MB (lib/uploads/mockup); every other action's schema caps its
  // own fields far below this.
  // The proxy buffers a body it sees up to its own limit (10 MB by default) and cuts the rest, which
  // turned an action's 10-11 MB body on a session page (a mockup) into a 500: the same limit for both.
  // inlineCss: the stylesheet comes with the HTML, so a slow phone connection paints without a round
  // trip of its own for it first (bench:pages, docs/performance.md).
  experimental: {
    serverActions: { bodySizeLimit: '11mb' },
    proxyClientMaxBodySize: '11mb',
    inlineCss: true,
    // A build's cache, which makes the next build faster, unless none will follow (scripts/verify.sh).
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
  },
  headers: async () => [
    { source: '/:path*', headers: noSniffing },
    { source: '/:path((?!_next/static/).*)', headers: documentHeaders },
    // Data and redirects: nothing in them may run, load or be framed. A private file's own sandboxing
    // policy says as much, and a policy set here would replace it.
    { source: API_BUT_PRIVATE_FILES, headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }] },
  ],
  // The 404 of the back office for anyone but staff, and of the developer pages while they are off, as decided by the proxy.
  rewrites: async () => ({ beforeFiles: refusedPageRewrites }),
  ...caches(phase),
  // One per deployment, the same on every instance: a browser holding an earlier deployment's page
  // is sent a full reload instead of scripts this one does not have.
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  // The embedded content dataset is read from disk at run time; trace it into the server output.
  outputFileTracingIncludes: { '/**': ['./studio/seed/dataset.ndjson'] },
  // Sanity's CDN does the resizing; bundled SVG artwork needs none.
  images: { loader: 'custom', loaderFile: './lib/content/image-loader.ts' },
})

export default nextConfig

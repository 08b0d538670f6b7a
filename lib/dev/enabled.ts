import 'server-only'

/**
 * The developer pages (/image-test, /admin/dev-tools and its docs route) exist in `next dev`, and in
 * a production build only when the server is started with ENABLE_DEV_PAGES=1.
 *
 * Read per request, by proxy.ts (which answers the pages with the site's 404 while they are off)
 * and by the docs route: the pages themselves are prerendered in every build, so one build serves
 * with them switched on or off.
 */
export function devPagesEnabled(): boolean {
  return process.env.NODE_ENV !== 'production' || process.env.ENABLE_DEV_PAGES === '1'
}

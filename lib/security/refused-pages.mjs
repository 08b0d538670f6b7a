// Plain JavaScript: next.config.mjs reads it as well as proxy.ts.

/**
 * Set by proxy.ts on a request the site answers with its 404 page: the back office for anyone but
 * staff, a signed-in page naming an entry that is not there for its visitor, and the developer pages
 * while they are switched off (removed from any other request), so
 * that next.config's rewrites answer it. A rewrite from the proxy itself would name the page by an
 * absolute URL, and Next turns 127.0.0.1 into localhost there: with the server started on 127.0.0.1
 * (npm run serve, the journeys) the URL no longer matched the server's own, and the 404 page was
 * fetched over HTTP from itself (a reset connection now and then).
 */
export const PAGE_REFUSED = 'x-page-refused'

/**
 * The pages the proxy may refuse: the back office (with the developer tools under it), the image
 * test, and the account's pages that name an entry (lib/commerce/page-entries.ts).
 */
const REFUSABLE = ['/admin/:path*', '/image-test/:path*', '/account/:path*']

/** next.config's rewrites of a refused request: a page that does not exist, so Next answers its 404 page with that status. */
export const refusedPageRewrites = REFUSABLE.map((source) => ({ source, has: [{ type: 'header', key: PAGE_REFUSED }], destination: '/missing' }))

// Plain JavaScript: next.config.mjs reads it as well as proxy.ts.

/**
 * Set by proxy.ts on a request for the back office from anyone but staff (and removed from any
 * other), so that next.config's rewrite answers it with the site's 404 page. A rewrite from the proxy
 * itself would name the page by an absolute URL, and Next turns 127.0.0.1 into localhost there:
 * with the server started on 127.0.0.1 (npm run serve, the journeys) the URL no longer matched
 * the server's own, and the 404 page was fetched over HTTP from itself (a reset connection now and then).
 */
export const BACK_OFFICE_REFUSED = 'x-back-office-refused'

/** next.config's rewrite of a refused request: a page that does not exist, so Next answers its 404 page with that status. */
export const backOfficeRefusalRewrite = { source: '/admin/:path*', has: [{ type: 'header', key: BACK_OFFICE_REFUSED }], destination: '/missing' }

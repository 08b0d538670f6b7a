// Plain JavaScript: next.config.mjs reads it as well as proxy.ts.

/**
 * The routes that serve private files (lib/http/file-response.ts): logos, rosters, mockups, a store's players. Each
 * answers with its own sandboxing policy, which must reach the browser as it is. Next keeps a
 * header that the proxy or next.config's `headers` set before a route handler ran over the one the
 * handler returns, so neither writes a policy for these paths.
 */
export const PRIVATE_FILE_ROUTES = ['/admin/order/logo', '/admin/order/roster.csv', '/account/mockup', '/account/store/players.csv', '/api/reorder/logo']

const privateApiFiles = PRIVATE_FILE_ROUTES.filter((route) => route.startsWith('/api/')).map((route) => route.slice('/api/'.length).replaceAll('.', '\\.'))

/** next.config's `source` (a path-to-regexp pattern) for every API path but the private files among them. */
export const API_BUT_PRIVATE_FILES = `/api/:path((?!(?:${privateApiFiles.join('|')})$).*)`

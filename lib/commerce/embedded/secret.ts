/**
 * The embedded backend's secret (service role) key. Kept apart from the public defaults so only the
 * backend launcher and the server-only admin client import it; the bundle test checks that it never
 * reaches the browser.
 */
export const EMBEDDED_SECRET_KEY = 'sb_secret_embedded_local_only_00000000000000000'

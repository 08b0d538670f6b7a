/**
 * Runs once when a server starts, in the Node.js runtime of a running server (not during a build):
 * the outbox's timer, the team stores' (closing and refunds), and the compressed copies of prerendered pages.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ startMailTimer }, { startTeamStoreTimer }, { installPrecompressedPages }] = await Promise.all([
    import('./lib/commerce/mail-delivery'),
    import('./lib/team-stores/jobs.server'),
    import('./lib/http/precompressed-pages'),
  ])
  startMailTimer()
  startTeamStoreTimer()
  installPrecompressedPages()
}

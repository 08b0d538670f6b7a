/** Runs once when a server starts: the outbox's timer, in the Node.js runtime of a running server (not during a build). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startMailTimer } = await import('./lib/mail/outbox.server')
  startMailTimer()
}

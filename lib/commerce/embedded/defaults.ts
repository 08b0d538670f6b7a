/**
 * Where the embedded backend listens, and its default data folder. It binds to loopback only: it
 * holds local data for one machine. Its keys are not here: see ./keys.
 */
export const EMBEDDED_BACKEND = {
  host: '127.0.0.1',
  port: 54321,
  dataDir: '.data/supabase',
} as const

/** Where a running embedded backend is, given the port it was started on. */
export function embeddedBackendUrl(port: number = EMBEDDED_BACKEND.port): string {
  return `http://${EMBEDDED_BACKEND.host}:${port}`
}

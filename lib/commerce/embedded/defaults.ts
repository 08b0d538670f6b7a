/**
 * The embedded backend's address and public key. They are fixed so a build made on embedded
 * defaults can talk to any run of the embedded backend, like the demo keys of Supabase's own local
 * stack; they only ever reach a loopback server holding local data.
 */
export const EMBEDDED_BACKEND = {
  host: '127.0.0.1',
  port: 54321,
  publishableKey: 'sb_publishable_embedded_local_only_0000000000',
  dataDir: '.data/supabase',
} as const

/** Where a running embedded backend is, given the port it was started on. */
export function embeddedBackendUrl(port: number = EMBEDDED_BACKEND.port): string {
  return `http://${EMBEDDED_BACKEND.host}:${port}`
}

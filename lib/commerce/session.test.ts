import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SERVICE_UNAVAILABLE } from '@/lib/errors/catalogue'
import { forgeAccessToken } from '@/tests/support/forged-token'
import { ensureEmbeddedKeys } from './embedded/keys'

let jar: { name: string; value: string }[] = []
vi.mock('next/headers', () => ({ cookies: async () => ({ getAll: () => jar, set: () => {} }) }))

const { getCurrentUser } = await import('./session')

/** A session cookie as @supabase/ssr writes it, for a token that expires in `seconds`. */
function sessionCookie(seconds: number) {
  const userId = '4f6c2f0e-8a63-4a4e-9d4b-2d5f0c7a9b11'
  const expiresAt = Math.floor(Date.now() / 1000) + seconds
  const session = {
    access_token: forgeAccessToken(userId, 'any', { exp: expiresAt }),
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: seconds,
    expires_at: expiresAt,
    user: { id: userId },
  }
  return { name: 'sb-127-auth-token', value: `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}` }
}

/** getCurrentUser is cached per request by React; outside a render each call is its own request. */
describe('getCurrentUser when the auth server cannot be reached', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'session-'))
  ensureEmbeddedKeys(path.join(folder, 'keys.json'))

  beforeEach(() => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', '')
    vi.stubEnv('SUPABASE_LITE_KEYS_FILE', path.join(folder, 'keys.json'))
    // Nothing listens on port 9 (discard) here: every call fails to connect.
    vi.stubEnv('SUPABASE_LITE_PORT', '9')
  })
  afterAll(() => {
    vi.unstubAllEnvs()
    rmSync(folder, { recursive: true, force: true })
  })

  it('is an outage, not a signed-out visitor, for a signed-in visitor', async () => {
    jar = [sessionCookie(3600)]
    await expect(getCurrentUser()).rejects.toMatchObject({ name: 'BackendError', message: SERVICE_UNAVAILABLE })
  })

  it('is simply nobody for a visitor without a session, with no call made', async () => {
    jar = []
    await expect(getCurrentUser()).resolves.toBeNull()
  })
})

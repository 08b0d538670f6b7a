import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { commerceConfig, commerceSecretKey, sessionCookie, sessionCookieOptions } from './config'
import { ensureEmbeddedKeys } from './embedded/keys'

describe('commerceConfig', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'commerce-config-'))
  const keysFile = path.join(folder, 'keys.json')
  const keys = ensureEmbeddedKeys(keysFile)

  afterEach(() => vi.unstubAllEnvs())
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  const embedded = (env: Record<string, string>) => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', '')
    vi.stubEnv('SUPABASE_LITE_KEYS_FILE', keysFile)
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  }

  it('a production server without a hosted project refuses the embedded backend', () => {
    embedded({ NODE_ENV: 'production', ALLOW_EMBEDDED_COMMERCE: '' })
    expect(() => commerceConfig()).toThrow(/No commerce backend is configured: set NEXT_PUBLIC_SUPABASE_URL/)
  })

  it('uses the embedded backend, with the keys it made, when told it runs for local use', () => {
    embedded({ NODE_ENV: 'production', ALLOW_EMBEDDED_COMMERCE: '1', SUPABASE_LITE_PORT: '54999' })
    const config = commerceConfig()
    expect(config).toEqual({ url: 'http://127.0.0.1:54999', publishableKey: keys.publishableKey, embedded: true })
    expect(commerceSecretKey(config)).toBe(keys.secretKey)
  })

  it('uses the embedded backend in development without being told', () => {
    embedded({ NODE_ENV: 'development' })
    expect(commerceConfig().embedded).toBe(true)
  })

  it('says how to start the embedded backend when its keys are missing', () => {
    embedded({ NODE_ENV: 'development', SUPABASE_LITE_KEYS_FILE: path.join(folder, 'none.json') })
    expect(() => commerceConfig()).toThrow(/keys are missing .*npm run serve/)
  })

  it('a hosted project needs its keys from the environment', () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'https://project.supabase.co')
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_hosted')
    vi.stubEnv('SUPABASE_SECRET_KEY', '')
    const config = commerceConfig()
    expect(config.embedded).toBe(false)
    expect(() => commerceSecretKey(config)).toThrow(/SUPABASE_SECRET_KEY must be set/)
  })

  it('session cookies are HttpOnly, Lax, a week long, and Secure except on the local backend', () => {
    const hosted = sessionCookieOptions({ url: 'https://project.supabase.co', publishableKey: 'k', embedded: false })
    expect(hosted).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', maxAge: 604800 })
    expect(sessionCookieOptions({ url: 'http://127.0.0.1:54321', publishableKey: 'k', embedded: true }).secure).toBe(false)
  })

  it('writes session cookies for a week, where @supabase/ssr asks for 400 days, and keeps removals removals', () => {
    const config = { url: 'https://project.supabase.co', publishableKey: 'k', embedded: false }
    expect(sessionCookie({ path: '/', maxAge: 400 * 86400, httpOnly: false }, config)).toMatchObject({ maxAge: 604800, httpOnly: true, secure: true })
    expect(sessionCookie({ path: '/', maxAge: 0 }, config)).toEqual({ path: '/', maxAge: 0 })
  })
})

import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUESSES } from '@/lib/commerce/embedded/auth-guard.mts'
import { startEmbeddedBackend, type EmbeddedBackend } from '@/lib/commerce/embedded/backend.mts'
import { forgeAccessToken, OLD_PUBLIC_JWT_SECRET } from '@/tests/support/forged-token'

/**
 * The embedded backend as an attacker meets it: keys nobody else has, nothing served but the two
 * APIs the shop calls, no answer to web pages, and one process per data folder.
 */
describe('the embedded commerce backend', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'embedded-backend-'))
  const dataDir = path.join(folder, 'data')
  const keysFile = path.join(folder, 'keys.json')
  let backend: EmbeddedBackend
  const quiet = () => {}

  beforeAll(async () => {
    backend = await startEmbeddedBackend({ port: 0, dataDir, keysFile, fresh: true, log: quiet })
  }, 120_000)

  afterAll(async () => {
    await backend?.stop()
    rmSync(folder, { recursive: true, force: true })
  }, 60_000)

  const client = (key: string) => createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false } })

  it('makes its own random keys, readable by this user only', () => {
    expect(backend.keys.jwtSecret).not.toBe(OLD_PUBLIC_JWT_SECRET)
    expect(backend.keys.jwtSecret.length).toBeGreaterThanOrEqual(32)
    expect(backend.keys.publishableKey).toMatch(/^sb_publishable_[\w-]{24,}$/)
    expect(backend.keys.secretKey).toMatch(/^sb_secret_[\w-]{32,}$/)
    expect(statSync(keysFile).mode & 0o777).toBe(0o600)
  })

  it('refuses a session token signed with the old public secret', async () => {
    const { data: signedUp, error } = await client(backend.keys.publishableKey).auth.signUp({
      email: `victim-${Date.now()}@example.com`,
      password: 'correct horse battery',
    })
    expect(error).toBeNull()
    const victim = signedUp.user?.id ?? ''
    const forged = forgeAccessToken(victim, OLD_PUBLIC_JWT_SECRET)
    const { data, error: refused } = await client(backend.keys.publishableKey).auth.getUser(forged)
    expect(data.user).toBeNull()
    expect(refused?.status).toBe(403)
    // Signed with the real secret, a made-up session is refused for another reason: the refusal
    // above is the secret's doing, not the token's shape.
    const withRealSecret = await client(backend.keys.publishableKey).auth.getUser(forgeAccessToken(victim, backend.keys.jwtSecret))
    expect(withRealSecret.error?.name).toBe('AuthSessionMissingError')
  })

  it('asks every new address to confirm itself: no session from the sign-up, none from the password, one from the e-mailed link', async () => {
    const email = `new-${Date.now()}@example.com`
    const visitor = client(backend.keys.publishableKey)
    const { data: signedUp, error } = await visitor.auth.signUp({ email, password: 'correct horse battery' })
    expect(error).toBeNull()
    expect(signedUp.user?.email).toBe(email)
    expect(signedUp.session).toBeNull()
    const early = await visitor.auth.signInWithPassword({ email, password: 'correct horse battery' })
    expect(early.error?.code).toBe('email_not_confirmed')
    // Only the right password hears that the address is waiting for its confirmation, as on hosted Supabase Auth.
    const guessed = await visitor.auth.signInWithPassword({ email, password: 'a wrong guess' })
    expect(guessed.error?.code).toBe('invalid_credentials')

    const token = backend.linkTokenSentTo(email.toUpperCase())
    expect(token).toMatch(/^[\w-]+$/)
    const confirmed = await visitor.auth.verifyOtp({ token_hash: token!, type: 'signup' })
    expect(confirmed.data.session?.user.email).toBe(email)
    const again = await client(backend.keys.publishableKey).auth.verifyOtp({ token_hash: token!, type: 'signup' })
    expect(again.data.session).toBeNull()
    const later = await client(backend.keys.publishableKey).auth.signInWithPassword({ email, password: 'correct horse battery' })
    expect(later.error).toBeNull()
  })

  it('limits failed password sign-ins to an address, whoever calls: the right password too is refused once they are used up, other addresses are not', async () => {
    const email = `guessed-${Date.now()}@example.com`
    const owner = client(backend.keys.publishableKey)
    expect((await owner.auth.signUp({ email, password: 'correct horse battery' })).error).toBeNull()
    expect((await owner.auth.verifyOtp({ token_hash: backend.linkTokenSentTo(email)!, type: 'signup' })).error).toBeNull()
    const guesser = client(backend.keys.publishableKey)
    for (let attempt = 0; attempt < GUESSES.limit; attempt++) {
      expect((await guesser.auth.signInWithPassword({ email, password: `guess number ${attempt}` })).error?.code).toBe('invalid_credentials')
    }
    const refused = await guesser.auth.signInWithPassword({ email, password: 'correct horse battery' })
    expect(refused.error?.status).toBe(429)
    expect(refused.data.session).toBeNull()
    const { error } = await client(backend.keys.publishableKey).auth.signInWithPassword({ email: `nobody-${Date.now()}@example.com`, password: 'a guess' })
    expect(error?.code).toBe('invalid_credentials')
  })

  it('limits wrong six-digit codes to an address, and refuses sign-in by e-mailed code, which would make a confirmed account for anyone', async () => {
    const email = `coded-${Date.now()}@example.com`
    const visitor = client(backend.keys.publishableKey)
    expect((await visitor.auth.signUp({ email, password: 'correct horse battery' })).error).toBeNull()
    for (let attempt = 0; attempt < GUESSES.limit; attempt++) {
      expect((await visitor.auth.verifyOtp({ email, token: String(100000 + attempt), type: 'signup' })).error?.status).toBe(403)
    }
    expect((await visitor.auth.verifyOtp({ email, token: '999999', type: 'signup' })).error?.status).toBe(429)
    expect((await visitor.auth.signInWithOtp({ email: `otp-${Date.now()}@example.com` })).error?.code).toBe('otp_disabled')
  })

  it('reads the path as lite’s router does: an escaped letter reaches no route past the guard', async () => {
    const email = `escaped-${Date.now()}@example.com`
    const user = client(backend.keys.publishableKey)
    expect((await user.auth.signUp({ email, password: 'correct horse battery' })).error).toBeNull()
    const { data } = await user.auth.verifyOtp({ token_hash: backend.linkTokenSentTo(email)!, type: 'signup' })
    const headers = { apikey: backend.keys.publishableKey, authorization: `Bearer ${data.session!.access_token}`, 'content-type': 'application/json' }
    const changed = await fetch(`${backend.url}/auth/v1/%75ser`, { method: 'PUT', headers, body: JSON.stringify({ email: `victim-${Date.now()}@example.com` }) })
    expect(changed.status).toBe(422)
    expect((await user.auth.getUser()).data.user?.email).toBe(email)
  })

  it('changes no login address: lite would ask only the old address to confirm it', async () => {
    const email = `changer-${Date.now()}@example.com`
    const user = client(backend.keys.publishableKey)
    expect((await user.auth.signUp({ email, password: 'correct horse battery' })).error).toBeNull()
    expect((await user.auth.verifyOtp({ token_hash: backend.linkTokenSentTo(email)!, type: 'signup' })).error).toBeNull()
    const { error } = await user.auth.updateUser({ email: `victim-${Date.now()}@example.com` })
    expect(error?.code).toBe('email_change_disabled')
    expect((await user.auth.getUser()).data.user?.email).toBe(email)
    // The rest of the profile can still be changed.
    expect((await user.auth.updateUser({ data: { first_name: 'Jo' } })).error).toBeNull()
  })

  it('serves only the auth and REST APIs: no dashboard, no system routes', async () => {
    for (const route of ['/', '/_system/info', '/_system/config', '/_system/introspect', '/studio']) {
      const response = await fetch(`${backend.url}${route}`)
      expect(response.status, route).toBe(404)
    }
  })

  it('answers no web page: a request with an Origin is refused and nothing allows other origins', async () => {
    const headers = { apikey: backend.keys.publishableKey }
    const fromPage = await fetch(`${backend.url}/auth/v1/settings`, { headers: { ...headers, origin: 'https://evil.example' } })
    expect(fromPage.status).toBe(403)
    expect(fromPage.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await fetch(`${backend.url}/rest/v1/cart_items`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const fromServer = await fetch(`${backend.url}/auth/v1/settings`, { headers })
    expect(fromServer.ok).toBe(true)
    expect(fromServer.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('keeps a second backend off the same data folder before it opens anything', async () => {
    const before = statSync(dataDir).mtimeMs
    await expect(startEmbeddedBackend({ port: 0, dataDir, keysFile, log: quiet })).rejects.toThrow(/is in use by process \d+/)
    expect(statSync(dataDir).mtimeMs).toBe(before)
  })

  it('starts where not even the folder above its data exists yet (a fresh clone has no .data)', async () => {
    const nested = path.join(folder, 'not-yet', 'data')
    const started = await startEmbeddedBackend({ port: 0, dataDir: nested, keysFile: path.join(folder, 'not-yet-keys', 'keys.json'), fresh: true, log: quiet })
    await started.stop()
  }, 120_000)

  it('a fresh start makes new keys: tokens of the old database open nothing', async () => {
    const other = path.join(folder, 'other')
    const first = await startEmbeddedBackend({ port: 0, dataDir: other, keysFile: `${other}.keys.json`, fresh: true, log: quiet })
    await first.stop()
    const second = await startEmbeddedBackend({ port: 0, dataDir: other, keysFile: `${other}.keys.json`, fresh: true, log: quiet })
    await second.stop()
    expect(second.keys.jwtSecret).not.toBe(first.keys.jwtSecret)
    expect(second.keys.secretKey).not.toBe(first.keys.secretKey)
  }, 120_000)
})

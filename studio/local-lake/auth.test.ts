import { mkdtempSync, rmSync } from 'node:fs'
import { request as https } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startContentLake } from './server'
import { SIGN_IN_LIMITS } from './sign-in-limits'

// The lake's staff sign-in as a guesser meets it (issue 27): the real server, over TLS, from
// several loopback addresses (Linux answers all of 127.0.0.0/8), each a connection of its own.
const SITE = 'http://127.0.0.1:3000'

let dir = ''
let lake: Awaited<ReturnType<typeof startContentLake>>

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lake-auth-'))
  lake = await startContentLake({ port: 0, dir: path.join(dir, 'lake'), keysFile: path.join(dir, 'keys.json'), siteOrigins: [SITE], webhookUrl: `${SITE}/api/revalidate`, fresh: true })
})
afterEach(async () => {
  await lake.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** Posts the sign-in form from `address` with `password`, as the login page does; its status and Retry-After. */
function signIn(address: string, password: string, headers: Record<string, string> = {}): Promise<{ status: number; retryAfter: string | undefined }> {
  const body = new URLSearchParams({ origin: `${SITE}/studio`, email: lake.staff.email, password }).toString()
  return new Promise((resolve, reject) => {
    const sent = https(
      `${lake.url}/auth/login`,
      { method: 'POST', localAddress: address, ca: lake.certificate, agent: false, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] }))
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

const guesses = async (address: string, count: number) => {
  for (let guess = 0; guess < count; guess++) expect((await signIn(address, `guess-${guess}`)).status).toBe(401)
}

describe('the lake’s staff sign-in, under a guesser', () => {
  it('makes the guessing address wait, whatever X-Forwarded-For says, and lets the owner in from another', async () => {
    await guesses('127.0.0.1', SIGN_IN_LIMITS.address.failures)
    expect((await signIn('127.0.0.2', lake.staff.password)).status).toBe(303)
    const limited = await signIn('127.0.0.1', 'one more guess', { 'x-forwarded-for': '203.0.113.9' })
    expect(limited.status).toBe(429)
    expect(Number(limited.retryAfter)).toBeGreaterThan(0)
    // Not even the right password is tried from there until the wait is over.
    expect((await signIn('127.0.0.1', lake.staff.password, { 'x-forwarded-for': '127.0.0.2' })).status).toBe(429)
  })

  it('refuses a sign-in another site’s page posts, before it counts: a guesser in the staff’s own browser shares their address', async () => {
    for (let guess = 0; guess < SIGN_IN_LIMITS.address.failures; guess++) {
      expect((await signIn('127.0.0.1', `guess-${guess}`, { origin: 'https://evil.example' })).status).toBe(403)
    }
    expect((await signIn('127.0.0.1', lake.staff.password, { origin: lake.url })).status).toBe(303)
  })

  it('once the account has had too many failures, every address that guessed waits and one that did not still signs in', async () => {
    // Guessers that each stay under their own limit, until together they reach the account's.
    const guessers: string[] = []
    for (let left = SIGN_IN_LIMITS.account.failures; left > 0; ) {
      const address = `127.0.0.${10 + guessers.length}`
      const count = Math.min(left, SIGN_IN_LIMITS.address.failures - 1)
      await guesses(address, count)
      guessers.push(address)
      left -= count
    }
    expect((await signIn('127.0.0.3', lake.staff.password)).status).toBe(303)
    for (const address of guessers) expect((await signIn(address, lake.staff.password)).status, address).toBe(429)
  })
})

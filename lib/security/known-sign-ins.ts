import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import { cookies, headers } from 'next/headers'
import { commerceConfig, sessionCookieOptions } from '@/lib/commerce/config'
import { isKnownSignIn, rememberSignIn } from '@/lib/commerce/known-sign-ins'
import { RateLimitedError } from '@/lib/errors/backend'
import { clientIp } from './client-ip'
import { checkLimit } from './rate-limit'

/**
 * Ten wrong passwords from changing addresses must not lock an account's owner out (a lockout
 * anyone could cause): once the account's failed sign-ins from anywhere are used up, a browser or
 * an address that has signed in to it before still may try, each held by its own limits.
 */

/** A browser's own random token, kept a year: which browser signed in before, wherever it is. */
const BROWSER_COOKIE = 'known-browser'
const BROWSER_TOKEN = /^[\w-]{43}$/
const YEAR_SECONDS = 365 * 24 * 60 * 60

/** The key a place that signed in to the account is remembered under, hashed: no address or e-mail is kept. */
const knownKey = (account: string, place: string) => createHash('sha256').update(`known-sign-in|account:${account.trim().toLowerCase()}|${place}`).digest('hex')

/** This request's places: its client address, and its browser when it has a token. */
async function placesOf(account: string, browser: string | undefined): Promise<string[]> {
  const keys = [knownKey(account, `ip:${clientIp(await headers())}`)]
  if (browser && BROWSER_TOKEN.test(browser)) keys.push(knownKey(account, `browser:${browser}`))
  return keys
}

/**
 * Throws RateLimitedError once the account's failed sign-ins from anywhere are used up, unless this
 * browser or this address has signed in to it before.
 */
export async function checkAccountLimitUnlessKnown(account: string): Promise<void> {
  try {
    await checkLimit('signInFailuresByAccount', { account })
  } catch (refusal) {
    if (!(refusal instanceof RateLimitedError)) throw refusal
    if (!(await isKnownSignIn(await placesOf(account, (await cookies()).get(BROWSER_COOKIE)?.value)))) throw refusal
  }
}

/** After a successful sign-in: remembers this address and this browser (giving it a token if it has none) for the account. */
export async function rememberThisSignIn(account: string): Promise<void> {
  const jar = await cookies()
  let browser = jar.get(BROWSER_COOKIE)?.value
  if (!browser || !BROWSER_TOKEN.test(browser)) {
    browser = randomBytes(32).toString('base64url')
    jar.set(BROWSER_COOKIE, browser, { ...sessionCookieOptions(commerceConfig()), maxAge: YEAR_SECONDS })
  }
  await rememberSignIn(await placesOf(account, browser))
}

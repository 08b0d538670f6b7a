import { createHash } from 'node:crypto'

/**
 * What the embedded backend's front door adds to lite's auth API, for anyone who calls it directly
 * (the site's server is its only intended client, but the API answers whoever holds the
 * publishable key, as a hosted project's does):
 * - limits on guessing, which lite lacks (hosted Supabase Auth limits each client address): failed
 *   password sign-ins, and failed six-digit codes, per e-mail address;
 * - no change of login address: lite asks only the old address to confirm one, so an account could
 *   take a victim's address as its own (hosted Supabase asks both with "Secure email change"), and
 *   the shop offers no such change;
 * - no sign-in by e-mailed code or magic link, which the shop does not use and which lite answers
 *   by making a confirmed account for any address.
 */

/** Failures per e-mail address, from any caller: above the site's own per-account limits, so the site never meets them. */
export const GUESSES = { limit: 20, windowMs: 15 * 60_000 } as const
/** How many addresses' failures are kept: past that, only windows that have ended are dropped, and guesses are refused meanwhile. */
const KEPT_ADDRESSES = 10_000

const refusal = (status: number, errorCode: string, message: string, headers?: Record<string, string>) =>
  Response.json({ code: status, error_code: errorCode, msg: message }, { status, headers })

/** The JSON body of an auth request (lite reads only JSON) or answer, or null. */
async function bodyOf(message: Request | Response): Promise<Record<string, unknown> | null> {
  const body: unknown = await message
    .clone()
    .json()
    .catch(() => null)
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : null
}

/** The route lite serves a path as: its router decodes percent-escapes, so `/auth/v1/%75ser` is `/auth/v1/user`. */
function routeOf(url: URL): string | null {
  try {
    return decodeURIComponent(url.pathname)
  } catch {
    return null
  }
}

/** A guess's outcome from lite's answer: wrong credentials or a wrong or expired code. */
async function failed(response: Response): Promise<boolean> {
  if (response.status < 400 || response.status >= 500) return false
  const answer = await bodyOf(response)
  return answer?.error_code === 'invalid_credentials' || answer?.error_code === 'otp_expired'
}

export function authGuard(now: () => number = Date.now) {
  const failures = new Map<string, { count: number; since: number }>()

  const live = (key: string) => {
    const entry = failures.get(key)
    if (entry && now() - entry.since >= GUESSES.windowMs) failures.delete(key)
    return failures.get(key)
  }

  /** Whether the table is full of live windows once ended ones are dropped: a new address's guess is then refused, never counted over another's. */
  const full = () => {
    if (failures.size < KEPT_ADDRESSES) return false
    for (const key of failures.keys()) live(key)
    return failures.size >= KEPT_ADDRESSES
  }

  /** A guess at one address's password or code: refused once its failures are used up, counted when it fails. */
  async function guess(request: Request, email: string, serve: (request: Request) => Promise<Response>): Promise<Response> {
    const key = createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
    const entry = live(key)
    if (entry ? entry.count >= GUESSES.limit : full()) {
      const wait = entry ? Math.ceil((entry.since + GUESSES.windowMs - now()) / 1000) : 60
      return refusal(429, 'over_request_rate_limit', 'Too many failed attempts for this address. Please try again later.', { 'retry-after': String(wait) })
    }
    const response = await serve(request)
    if (await failed(response)) {
      const counted = live(key)
      if (counted) counted.count += 1
      else failures.set(key, { count: 1, since: now() })
    }
    return response
  }

  /** Serves an auth call through `serve`, or refuses it. */
  return async function guarded(request: Request, url: URL, serve: (request: Request) => Promise<Response>): Promise<Response> {
    if (!url.pathname.startsWith('/auth/v1/')) return serve(request)
    const route = routeOf(url)
    if (route === null) return refusal(400, 'validation_failed', 'The path cannot be read')
    if (request.method === 'POST' && (route === '/auth/v1/otp' || route === '/auth/v1/magiclink')) {
      return refusal(422, 'otp_disabled', 'Signing in by e-mailed code is not offered here')
    }
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await bodyOf(request)
    if (route === '/auth/v1/user' && body && 'email' in body) {
      return refusal(422, 'email_change_disabled', 'The login address of an account cannot be changed here')
    }
    const email = typeof body?.email === 'string' ? body.email : null
    if (email && request.method === 'POST') {
      if (route === '/auth/v1/token' && url.searchParams.get('grant_type') === 'password') return guess(request, email, serve)
      if (route === '/auth/v1/verify' && 'token' in body!) return guess(request, email, serve)
    }
    return serve(request)
  }
}

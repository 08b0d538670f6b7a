/**
 * What the embedded backend's front door adds to lite's auth API, for anyone who calls it directly
 * (the site's server is its only intended client, but the API answers whoever holds the
 * publishable key, as a hosted project's does):
 * - a limit on failed password sign-ins per address, which lite lacks (hosted Supabase Auth limits
 *   sign-ins per client address);
 * - no change of login address: lite asks only the old address to confirm one, so an account could
 *   take a victim's address as its own (hosted Supabase asks both with "Secure email change"), and
 *   the shop offers no such change.
 */

/** Failed password sign-ins to one address, from any caller: above the site's own per-account limit, so the site never meets it. */
export const PASSWORD_FAILURES = { limit: 20, windowMs: 15 * 60_000 } as const
/** How many addresses' failures are kept (the oldest are forgotten). */
const KEPT_ADDRESSES = 10_000

const refusal = (status: number, errorCode: string, message: string, headers?: Record<string, string>) =>
  Response.json({ code: status, error_code: errorCode, msg: message }, { status, headers })

/** The e-mail of an auth request's JSON body, lowercased, or null. */
async function emailOf(request: Request): Promise<{ email: string | null; hasEmail: boolean }> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null)
  if (!body || typeof body !== 'object' || !('email' in body)) return { email: null, hasEmail: false }
  return { email: typeof body.email === 'string' ? body.email.trim().toLowerCase() : null, hasEmail: true }
}

export function authGuard(now: () => number = Date.now) {
  const failures = new Map<string, { count: number; since: number }>()

  const current = (email: string) => {
    const entry = failures.get(email)
    if (entry && now() - entry.since >= PASSWORD_FAILURES.windowMs) failures.delete(email)
    return failures.get(email)
  }

  const countFailure = (email: string) => {
    const entry = current(email)
    if (entry) entry.count += 1
    else failures.set(email, { count: 1, since: now() })
    if (failures.size > KEPT_ADDRESSES) failures.delete(failures.keys().next().value!)
  }

  /** Serves an auth call through `serve`, or refuses it. */
  return async function guarded(request: Request, url: URL, serve: (request: Request) => Promise<Response>): Promise<Response> {
    if (request.method === 'PUT' && url.pathname === '/auth/v1/user' && (await emailOf(request)).hasEmail) {
      return refusal(422, 'email_change_disabled', 'The login address of an account cannot be changed here')
    }
    if (request.method !== 'POST' || url.pathname !== '/auth/v1/token' || url.searchParams.get('grant_type') !== 'password') return serve(request)
    const { email } = await emailOf(request)
    if (!email) return serve(request)
    const entry = current(email)
    if (entry && entry.count >= PASSWORD_FAILURES.limit) {
      const wait = Math.ceil((entry.since + PASSWORD_FAILURES.windowMs - now()) / 1000)
      return refusal(429, 'over_request_rate_limit', 'Too many failed sign-ins to this address. Please try again later.', { 'retry-after': String(wait) })
    }
    const response = await serve(request)
    if (response.status === 400) {
      const answer: unknown = await response
        .clone()
        .json()
        .catch(() => null)
      if (answer && typeof answer === 'object' && 'error_code' in answer && answer.error_code === 'invalid_credentials') countFailure(email)
    }
    return response
  }
}

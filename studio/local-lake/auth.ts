import { createHmac, randomBytes } from 'node:crypto'
import { readLimitedText } from '../../lib/http/limited-body'
import { sameSecret } from '../../lib/local-services/secrets'
import type { LakeUser } from './service'
import { signInLimits } from './sign-in-limits'

/**
 * The local lake's staff sign-in, shaped like a Sanity login provider so the Studio's own login
 * screen offers it: the provider's page takes the staff password, sends the browser back to the
 * Studio with a one-time `sid`, and the Studio exchanges that at `/auth/fetch` for a token it
 * sends as `Authorization: Bearer`. Tokens are signed with the lake's secret and expire.
 */
export type LakeAuthOptions = {
  /** The staff account's e-mail and password (made at random on the lake's first start). */
  staff: { email: string; password: string }
  /** Signs session tokens. */
  secret: string
  /** Where a sign-in may send the browser back to: the site's origins. */
  allowedOrigins: readonly string[]
  /** Milliseconds; tests move time on. */
  now?: () => number
}

const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000
const SID_LIFETIME_MS = 60 * 1000
const MAX_FORM_BYTES = 4096

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

function loginPage(returnTo: string, message: string | null, { status = message ? 401 : 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {}): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Staff sign-in · local content</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#f1f5f9;color:#0f172a;display:grid;place-items:center;min-height:100vh;margin:0}
form{background:#fff;padding:2rem;border-radius:12px;box-shadow:0 1px 3px #0002;width:min(22rem,90vw)}label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #94a3b8;border-radius:6px;font:inherit}button{margin-top:1.5rem;width:100%;padding:.7rem;border:0;border-radius:6px;background:#0c2340;color:#fff;font-weight:700;font:inherit;cursor:pointer}
p[role=alert]{color:#b91c1c}</style></head>
<body><form method="post" action="/auth/login">
<h1>Staff sign-in</h1><p>Sign in to edit the shop's content on this machine. <code>npm run serve</code> printed the staff login when it started.</p>
${message ? `<p role="alert">${escape(message)}</p>` : ''}
<input type="hidden" name="origin" value="${escape(returnTo)}">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form></body></html>`
  return new Response(html, {
    status,
    headers: {
      ...headers,
      'content-type': 'text/html; charset=utf-8',
      // form-action covers the redirect after the post too: back to the Studio's origin.
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(returnTo).origin}; frame-ancestors 'none'`,
      'cache-control': 'no-store',
    },
  })
}

export function lakeAuth({ staff, secret, allowedOrigins, now = Date.now }: LakeAuthOptions) {
  const user: LakeUser = { id: 'local-staff', name: 'Shop staff', email: staff.email }
  const sids = new Map<string, number>()
  const limits = signInLimits(now)

  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url')

  function issueToken(): string {
    const payload = Buffer.from(JSON.stringify({ sub: user.id, exp: now() + TOKEN_LIFETIME_MS })).toString('base64url')
    return `lake.${payload}.${sign(payload)}`
  }

  /** Only a page of the site may be sent back to: anything else would hand a session to another site. */
  function allowedReturn(value: string | null): string | null {
    if (!value) return null
    try {
      const url = new URL(value)
      return allowedOrigins.includes(url.origin) ? url.href : null
    } catch {
      return null
    }
  }

  function identify(request: Request): LakeUser | null {
    const match = /^Bearer (lake\.([\w-]+)\.([\w-]+))$/.exec(request.headers.get('authorization') ?? '')
    if (!match) return null
    const [, , payload = '', signature = ''] = match
    if (!sameSecret(signature, sign(payload))) return null
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: string; exp?: number }
      return claims.sub === user.id && typeof claims.exp === 'number' && claims.exp > now() ? user : null
    } catch {
      return null
    }
  }

  /** `client` is the address the request came from, as the connection says (the lake is its own server: no proxy header is believed). */
  async function handle(request: Request, path: string, client: string): Promise<Response | null> {
    const url = new URL(request.url)
    if (path === '/auth/providers') {
      return Response.json({ thirdPartyLogin: false, sso: {}, providers: [{ name: 'local', title: 'Staff sign-in (this machine)', url: `${url.origin}/auth/login` }] })
    }
    if (path === '/auth/login' && request.method === 'GET') {
      const returnTo = allowedReturn(url.searchParams.get('origin'))
      if (!returnTo) return new Response('Sign in from the Studio: this page needs to know which Studio to return to.', { status: 400 })
      return loginPage(returnTo, null)
    }
    if (path === '/auth/login' && request.method === 'POST') {
      // The form is the lake's own page. One another site posts (a guesser in the staff's own browser,
      // from their own address) is refused before it counts against them; tools that send no Origin are not browsers.
      const from = request.headers.get('origin')
      if (from !== null && from !== url.origin) return new Response('Sign in on the local content lake’s own sign-in page.', { status: 403 })
      const form = new URLSearchParams((await readLimitedText(request, MAX_FORM_BYTES)) ?? '')
      const returnTo = allowedReturn(form.get('origin'))
      if (!returnTo) return new Response('Sign in from the Studio.', { status: 400 })
      const wait = limits.waitFor(client)
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60_000)
        const message = `Too many failed sign-ins from here: wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`
        return loginPage(returnTo, message, { status: 429, headers: { 'retry-after': String(Math.ceil(wait / 1000)) } })
      }
      if (!sameSecret(form.get('email')?.trim().toLowerCase() ?? '', staff.email) || !sameSecret(form.get('password') ?? '', staff.password)) {
        limits.failed(client)
        return loginPage(returnTo, 'That e-mail and password do not match the staff login.')
      }
      const sid = randomBytes(24).toString('base64url')
      sids.set(sid, now() + SID_LIFETIME_MS)
      const back = new URL(returnTo)
      back.hash = `sid=${sid}`
      return new Response(null, { status: 303, headers: { location: back.href, 'cache-control': 'no-store' } })
    }
    if (path === '/auth/fetch') {
      const sid = url.searchParams.get('sid') ?? ''
      const expires = sids.get(sid)
      sids.delete(sid)
      if (!expires || expires < now()) return Response.json({ error: 'This sign-in has expired: sign in again.' }, { status: 401 })
      return Response.json({ token: issueToken() })
    }
    if (path === '/auth/logout') return new Response(null, { status: 204 })
    return null
  }

  return { identify, handle, user }
}

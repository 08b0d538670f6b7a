import type { CookieOptions } from '@supabase/ssr'
import { EMBEDDED_BACKEND, embeddedBackendUrl } from './embedded/defaults'
import { readEmbeddedKeys } from './embedded/keys'

export type CommerceConfig = { url: string; publishableKey: string; embedded: boolean }

/** The setting that lets a production build use the embedded backend: local use only (`npm run serve`, the tests). */
const ALLOW_EMBEDDED = 'ALLOW_EMBEDDED_COMMERCE'

/**
 * Where the commerce backend is: the hosted Supabase project when NEXT_PUBLIC_SUPABASE_URL is set,
 * otherwise the embedded backend that `npm run serve` starts (its port from SUPABASE_LITE_PORT).
 * A production server without a hosted project refuses to fall back to the embedded one unless
 * ALLOW_EMBEDDED_COMMERCE=1 says it runs on one machine for local use: a deployment that lost its
 * configuration must fail, not keep customers' accounts in a folder on one server.
 */
export function commerceConfig(): CommerceConfig {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL
  if (url) {
    const publishableKey = process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY
    if (!publishableKey) throw new Error('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY must be set with NEXT_PUBLIC_SUPABASE_URL')
    return { url, publishableKey, embedded: false }
  }
  if (process.env.NODE_ENV === 'production' && process.env[ALLOW_EMBEDDED] !== '1') {
    throw new Error(
      `No commerce backend is configured: set NEXT_PUBLIC_SUPABASE_URL (see .env.example), or ${ALLOW_EMBEDDED}=1 to use the embedded backend on this machine (local use only).`,
    )
  }
  const port = Number(process.env.SUPABASE_LITE_PORT ?? EMBEDDED_BACKEND.port)
  return { url: embeddedBackendUrl(port), publishableKey: readEmbeddedKeys().publishableKey, embedded: true }
}

/** The service-role key: the hosted project's from SUPABASE_SECRET_KEY, or the embedded backend's own. */
export function commerceSecretKey(config: CommerceConfig): string {
  if (config.embedded) return readEmbeddedKeys().secretKey
  const secretKey = process.env.SUPABASE_SECRET_KEY
  if (!secretKey) throw new Error('SUPABASE_SECRET_KEY must be set with NEXT_PUBLIC_SUPABASE_URL')
  return secretKey
}

/**
 * The session cookies: the browser never reads the token (every Supabase call is made by the
 * server), so scripts cannot either; sent over HTTPS only unless the backend is the embedded,
 * local one; a week's lifetime, renewed by the proxy while the customer keeps coming back.
 */
export function sessionCookieOptions(config: CommerceConfig): CookieOptions {
  return { httpOnly: true, secure: !config.embedded, sameSite: 'lax', path: '/', maxAge: 7 * 24 * 60 * 60 }
}

/**
 * The options to write one session cookie with. @supabase/ssr writes every session cookie for 400
 * days whatever its cookieOptions say, so the lifetime is set again here; a removal (maxAge 0) stays one.
 */
export function sessionCookie(options: CookieOptions, config: CommerceConfig): CookieOptions {
  return options.maxAge === 0 ? options : { ...options, ...sessionCookieOptions(config) }
}

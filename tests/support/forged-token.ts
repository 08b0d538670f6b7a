import { createHmac, randomUUID } from 'node:crypto'

/** The JWT secret the embedded backend once had, fixed and published in supabase/config.toml. */
export const OLD_PUBLIC_JWT_SECRET = 'embedded-local-only-jwt-secret-not-for-production-0001'

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** An HS256 access token for `userId`, signed with `secret`: what an attacker who knows the secret can mint. */
export function forgeAccessToken(userId: string, secret: string, claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000)
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
    sub: userId,
    aud: 'authenticated',
    role: 'authenticated',
    session_id: randomUUID(),
    iat: now,
    exp: now + 3600,
    ...claims,
  })}`
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`
}

/**
 * What a session token must say before the shop treats its bearer as a signed-in customer, on top
 * of the auth server's signature check: a customer's role and a session the auth server issued
 * (which it can end), for the user the server confirmed. A token minted any other way (a service
 * role, an anonymous role, no session) is refused even when its signature holds.
 */
export function isCustomerSession(claims: Record<string, unknown> | null, userId: string): boolean {
  if (!claims) return false
  return claims.role === 'authenticated' && claims.sub === userId && typeof claims.session_id === 'string' && claims.session_id.length > 0
}

/** The payload of a JWT, unverified: read only after the auth server has accepted the token. */
export function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null
  } catch {
    return null
  }
}

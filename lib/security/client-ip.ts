/**
 * The client's IP address, for per-address limits. Next.js 16 gives route handlers and server
 * actions no socket address; `next start` puts it in x-forwarded-for unless the client sent one.
 * Behind a proxy that sets a header of its own (x-real-ip, cf-connecting-ip,
 * x-vercel-forwarded-for), TRUSTED_IP_HEADER names it and nothing the client sends is believed.
 * Without it the address can be forged by a client talking to the site directly, which is why every
 * account also has limits of its own that no address can get round.
 */
export function clientIp(headers: Headers, trustedHeader: string | undefined = process.env.TRUSTED_IP_HEADER): string {
  const value = headers.get(trustedHeader || 'x-forwarded-for') ?? ''
  // x-forwarded-for lists the client first, then each proxy.
  return value.split(',')[0]?.trim().toLowerCase() || 'unknown'
}

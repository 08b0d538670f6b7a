import { browserCopyFrom } from '@/lib/browser-storage'
import { readCart } from '@/lib/commerce/cart-service'
import { withIpLimit } from '@/lib/security/rate-limit'

/**
 * The shopper's cart, priced. POST because a signed-out browser sends the cart from its storage.
 * Never cached: it depends on the session and on what the browser holds.
 */
export const POST = withIpLimit('shopReadsByIp', async (request) => {
  const body = await browserCopyFrom(request, 'browserCart')
  if (!body.ok) return body.response
  return Response.json(await readCart(body.copy), { headers: { 'Cache-Control': 'no-store' } })
})

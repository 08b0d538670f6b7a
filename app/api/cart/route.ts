import { browserCopyFrom } from '@/lib/browser-storage'
import { readCart } from '@/lib/commerce/cart-service'
import { withIpLimit } from '@/lib/security/rate-limit'

/**
 * The shopper's cart, priced. POST because a signed-out browser sends the cart from its storage.
 * Never cached: it depends on the session and on what the browser holds.
 */
export const POST = withIpLimit('shopReadsByIp', async (request) => {
  const cart = await readCart(await browserCopyFrom(request, 'browserCart'))
  return Response.json(cart, { headers: { 'Cache-Control': 'no-store' } })
})

import { browserCopyFrom } from '@/lib/browser-storage'
import { readCart } from '@/lib/commerce/cart-service'

/**
 * The shopper's cart, priced. POST because a signed-out browser sends the cart from its storage.
 * Never cached: it depends on the session and on what the browser holds.
 */
export async function POST(request: Request) {
  const cart = await readCart(await browserCopyFrom(request, 'browserCart'))
  return Response.json(cart, { headers: { 'Cache-Control': 'no-store' } })
}

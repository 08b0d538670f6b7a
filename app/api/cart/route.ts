import { readCart } from '@/lib/commerce/cart-service'

/**
 * The shopper's cart, priced. POST because a signed-out browser sends the cart from its storage.
 * Never cached: it depends on the session and on what the browser holds.
 */
export async function POST(request: Request) {
  const body: unknown = await request.json().catch(() => ({}))
  const browserCart = typeof body === 'object' && body !== null && 'browserCart' in body && typeof body.browserCart === 'string' ? body.browserCart : null
  return Response.json(await readCart(browserCart), { headers: { 'Cache-Control': 'no-store' } })
}

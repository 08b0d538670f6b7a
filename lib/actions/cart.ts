'use server'

import type { CartSnapshot } from '@/lib/cart/cart'
import { changeCart as change, readCart } from '@/lib/commerce/cart-service'
import { limitRefusal } from '@/lib/security/rate-limit'

/** Every cart change from the browser: limited per address, checked, priced and stored on the server. */
export async function changeCart(cartChange: unknown, browserCart: string | null): Promise<CartSnapshot> {
  const stored = typeof browserCart === 'string' ? browserCart : null
  const refused = await limitRefusal('shopChangesByIp', { ip: true })
  if (refused) return { ...(await readCart(stored)), error: refused }
  return change(cartChange, stored)
}

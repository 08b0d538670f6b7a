'use server'

import type { CartSnapshot } from '@/lib/cart/cart'
import { changeCart as change } from '@/lib/commerce/cart-service'

/** Every cart change from the browser: checked, priced and stored on the server. */
export async function changeCart(cartChange: unknown, browserCart: string | null): Promise<CartSnapshot> {
  return change(cartChange, typeof browserCart === 'string' ? browserCart : null)
}

'use server'

import { redirect } from 'next/navigation'
import { parseCheckoutForm } from '@/lib/checkout/address.schema'
import { placeOrder } from '@/lib/commerce/orders'
import { routes } from '@/lib/routes'
import { validatedAction } from './validated-action'

/** Places the order: the form checked again here, the cart priced on the server, one transaction. */
export const placeOrderAction = validatedAction(parseCheckoutForm, async ({ idempotencyKey, shipping, billing, shippingMethod }) => {
  const orderId = await placeOrder({ idempotencyKey, shipping, billing, shippingMethod })
  redirect(routes.accountOrder(orderId, true))
})

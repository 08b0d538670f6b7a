'use server'

import { redirect } from 'next/navigation'
import { parseCheckoutForm } from '@/lib/checkout/address.schema'
import { deliverMailSoon } from '@/lib/commerce/mail-delivery'
import { placeOrder } from '@/lib/commerce/orders'
import { getCurrentUser } from '@/lib/commerce/session'
import { routes } from '@/lib/routes'
import { enforceLimit } from '@/lib/security/rate-limit'
import { validatedAction } from './validated-action'

/**
 * Places the order: the form checked again here, limited per account, the cart priced on the
 * server, one transaction. Signed out, placeOrder says that checkout needs an account.
 */
export const placeOrderAction = validatedAction(parseCheckoutForm, async ({ idempotencyKey, shipping, billing, shippingMethod }) => {
  const user = await getCurrentUser()
  if (user) await enforceLimit('checkoutsByAccount', { account: user.id })
  const orderId = await placeOrder({ idempotencyKey, shipping, billing, shippingMethod })
  deliverMailSoon()
  redirect(routes.accountOrder(orderId, true))
})

'use server'

import { redirect } from 'next/navigation'
import { z } from 'zod'
import type { CheckoutState } from '@/components/checkout/types'
import { parseCheckoutForm } from '@/lib/checkout/address'
import { placeOrder } from '@/lib/commerce/orders'
import { routes } from '@/lib/routes'

const idempotencyKeySchema = z.uuid()

/** Places the order: the form checked again here, the cart priced on the server, one transaction. */
export async function placeOrderAction(_previous: CheckoutState, form: FormData): Promise<CheckoutState> {
  const parsed = parseCheckoutForm(form)
  if (!parsed.ok) return { status: 'invalid', message: 'Please check the highlighted fields.', errors: parsed.errors, values: parsed.values }
  const key = idempotencyKeySchema.safeParse(form.get('idempotencyKey'))
  if (!key.success) return { status: 'invalid', message: 'This checkout form is out of date. Please reload the page.', errors: {}, values: {} }

  const result = await placeOrder({
    idempotencyKey: key.data,
    shipping: parsed.data.shipping,
    billing: parsed.data.billing,
    shippingMethod: parsed.data.shippingMethod,
  })
  if (!result.ok) {
    const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    return { status: 'invalid', message: result.message, errors: {}, values }
  }
  redirect(routes.accountOrder(result.orderId, true))
}

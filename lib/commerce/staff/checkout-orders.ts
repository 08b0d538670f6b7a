import 'server-only'
import { BACK_OFFICE_MESSAGES } from '@/lib/errors/catalogue'
import { HISTORY_COLUMNS, historyEntries, type HistoryEntry } from '@/lib/orders/history'
import { SHIPMENT_COLUMNS, shipmentOf, type Shipment } from '@/lib/orders/shipping'
import { orderReference } from '@/lib/orders/reference'
import type { Customization } from '@/lib/teams/customization'
import { customizationSchema } from '@/lib/teams/customization.schema'
import { backendFailure } from '@/lib/commerce/errors'
import { ADDRESS_COLUMNS, addressOf, orderItemFields, type OrderSummary } from '@/lib/commerce/orders'
import { createSessionClient } from '@/lib/commerce/session'
import { namesOf } from './people'
import { byMoment } from '@/lib/format/dates'

type OrderAddress = NonNullable<OrderSummary['shipping']>

/** A checkout order (the cart's) as staff work it. */
export type CheckoutOrderDetail = {
  id: string
  reference: string
  status: string
  createdAt: string
  /** The account that placed it (null only if its profile could not be read). */
  customer: { name: string; email: string; organization: string } | null
  items: {
    productName: string
    optionName: string | null
    size: string | null
    variantName: string | null
    quantity: number
    priceCents: number
    lineTotalCents: number
    /** The team kit chosen on the product page: null when what was stored no longer reads as one. */
    customization: Customization | null
  }[]
  amounts: { subtotalCents: number; shippingCents: number; totalCents: number }
  shippingMethod: string | null
  shipping: OrderAddress | null
  /** How it was sent, once shipped. */
  shipment: Shipment | null
  billing: OrderAddress | null
  payments: { method: string; status: string; amountCents: number; createdAt: string }[]
  history: HistoryEntry[]
}

/**
 * A checkout order with its items, addresses, payments and history, and the profile of the account
 * that placed it, read with the staff member's own session; null when there is none with this id.
 * Callers check the role first: the database would also show a customer their own.
 */
export async function getCheckoutOrderForStaff(id: string): Promise<CheckoutOrderDetail | null> {
  const supabase = await createSessionClient()
  const { data, error } = await supabase
    .from('orders')
    .select(
      `id, user_id, status, created_at, subtotal_cents, shipping_cents, total_amount_cents,
      order_items(product_name, option_name, size, variant_name, quantity, price_cents, line_total_cents, customizations, position),
      shipping_address(${ADDRESS_COLUMNS}), billing_address(${ADDRESS_COLUMNS}), order_details(shipping_method),
      payments(payment_method, payment_status, amount_cents, created_at), order_history(${HISTORY_COLUMNS}), shipments(${SHIPMENT_COLUMNS})`,
    )
    .eq('id', id)
    .maybeSingle()
  if (error) throw backendFailure(error, BACK_OFFICE_MESSAGES.orderLoad)
  if (!data) return null
  const [{ data: profile, error: profileError }, names] = await Promise.all([
    supabase.from('profiles').select('email, first_name, last_name, organization_name').eq('id', data.user_id).maybeSingle(),
    namesOf(supabase, data.order_history.map((row) => row.created_by), BACK_OFFICE_MESSAGES.orderLoad),
  ])
  if (profileError) throw backendFailure(profileError, BACK_OFFICE_MESSAGES.orderLoad)
  return {
    id: data.id,
    reference: orderReference(data.id),
    status: data.status,
    createdAt: data.created_at,
    customer: profile && { name: `${profile.first_name} ${profile.last_name}`.trim(), email: profile.email, organization: profile.organization_name },
    items: [...data.order_items]
      .sort((a, b) => a.position - b.position)
      .map((item) => {
        const customization = customizationSchema.safeParse(item.customizations)
        return { ...orderItemFields(item), customization: customization.success ? customization.data : null }
      }),
    amounts: { subtotalCents: data.subtotal_cents, shippingCents: data.shipping_cents, totalCents: data.total_amount_cents },
    shippingMethod: data.order_details?.shipping_method ?? null,
    shipping: addressOf(data.shipping_address),
    shipment: shipmentOf(data.shipments),
    billing: addressOf(data.billing_address),
    payments: data.payments
      .map((payment) => ({ method: payment.payment_method, status: payment.payment_status, amountCents: payment.amount_cents, createdAt: payment.created_at }))
      .sort((a, b) => byMoment(a.createdAt, b.createdAt)),
    history: historyEntries(data.order_history, names),
  }
}

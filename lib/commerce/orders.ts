import 'server-only'
import type { QueryData } from '@supabase/supabase-js'
import type { Address } from '@/lib/checkout/address.schema'
import { checkoutBlocker } from '@/lib/checkout/preconditions'
import { linesFromCatalogue } from '@/lib/cart/catalogue'
import { BackendError } from '@/lib/errors/backend'
import { ERROR_MESSAGES, SERVICE_UNAVAILABLE } from '@/lib/errors/catalogue'
import { priceOrder } from '@/lib/pricing/pricing'
import { createAdminClient } from './admin'
import { loadAccountCart } from './cart'
import type { Json } from './database.types'
import { backendFailure } from './errors'
import { loadCatalogue } from './prices'
import { createSessionClient, getCurrentUser, type SessionClient } from './session'
import { SHIPMENT_COLUMNS, shipmentOf, type Shipment } from '@/lib/orders/shipping'
import { byMoment } from '@/lib/format/dates'

/**
 * Checkout: the signed-in user's stored cart, priced again from the published content (the
 * browser's prices are never used), written by one database function in one transaction.
 * The same idempotency key always gives the same order, so a double submit orders once.
 */
export async function placeOrder(input: {
  idempotencyKey: string
  shipping: Address
  billing: Address
  shippingMethod: 'standard'
}): Promise<string> {
  const user = await getCurrentUser()
  const lines = user ? await loadAccountCart() : []
  const admin = createAdminClient()
  if (user) {
    // A submit repeated after the first one succeeded finds its order, even though the cart is now empty.
    const { data: existing } = await admin
      .from('orders')
      .select('id')
      .eq('user_id', user.id)
      .eq('idempotency_key', input.idempotencyKey)
      .maybeSingle()
    if (existing) return existing.id
  }
  const blocker = checkoutBlocker({ signedIn: !!user, itemCount: lines.length })
  if (blocker || !user) throw new BackendError(blocker ?? ERROR_MESSAGES.checkout)

  // Every line checked again against the content as published now: names, colours, stock and
  // sizes from the catalogue, never from the stored cart, which the browser filled.
  const catalogue = await loadCatalogue({ fresh: true })
  if (catalogue.size === 0) throw new BackendError(SERVICE_UNAVAILABLE)
  const checked = linesFromCatalogue(lines, catalogue)
  if (!checked.ok) throw new BackendError(`${checked.error} Please review your cart.`)
  const priced = priceOrder(checked.lines, catalogue)
  if (!priced.ok) throw new BackendError(priced.error)

  const { data, error, status } = await admin.rpc('place_order', {
    p_user_id: user.id,
    p_idempotency_key: input.idempotencyKey,
    p_items: priced.lines.map((line) => ({
      // The cart line it came from: place_order removes only the lines it ordered.
      lineKey: line.id,
      productSlug: line.productSlug,
      productName: line.name,
      optionKey: line.optionKey,
      optionName: line.optionName,
      size: line.size,
      variantKey: line.variantKey,
      variantName: line.variantName,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      customization: line.customization,
    })),
    p_shipping: input.shipping,
    p_billing: input.billing,
    p_shipping_method: input.shippingMethod,
    p_payment_method: 'invoice',
  })
  // An outage (no answer, or a gateway's) is said as one, and the form is kept for another try; the
  // idempotency key makes that try find the order if this one was placed after all.
  if (error) throw backendFailure(Object.assign(error, { status }), ERROR_MESSAGES.checkout)
  return data
}

/** A stored address as written at checkout; the database holds any two-letter country code. */
type OrderAddress = Omit<Address, 'country'> & { country: string }

/** The columns of an order's address, for a select that embeds shipping_address or billing_address. */
export const ADDRESS_COLUMNS = 'full_name, line1, line2, city, region, postal_code, country, phone'

type AddressRow = { full_name: string; line1: string; line2: string; city: string; region: string; postal_code: string; country: string; phone: string }

/** A stored address as the pages show it (for the customer's order and for staff alike). */
export const addressOf = (row: AddressRow | null): OrderAddress | null =>
  row && { fullName: row.full_name, line1: row.line1, line2: row.line2, city: row.city, region: row.region, postalCode: row.postal_code, country: row.country, phone: row.phone }

type ItemRow = { product_name: string; option_name: string | null; size: string | null; variant_name: string | null; quantity: number; price_cents: number; line_total_cents: number }

/** What every reader of an order line shows: the product, its option, size and colour, and the money. */
export const orderItemFields = (item: ItemRow) => ({
  productName: item.product_name,
  optionName: item.option_name,
  size: item.size,
  variantName: item.variant_name,
  quantity: item.quantity,
  priceCents: item.price_cents,
  lineTotalCents: item.line_total_cents,
})

export type OrderSummary = {
  id: string
  status: string
  createdAt: string
  totalCents: number
  items: { productName: string; optionName: string | null; size: string | null; variantName: string | null; quantity: number; priceCents: number; lineTotalCents: number; teamName: string }[]
  /** Its moves and the shop's notes to the customer (internal ones are never read here: the database keeps them from customers). */
  history: { status: string; notes: string; createdAt: string; isNote: boolean }[]
  payment: { status: string; method: string; amountCents: number } | null
  shippingMethod: string | null
  shipping: OrderAddress | null
  /** How it was sent, once shipped. */
  shipment: Shipment | null
}

const selectOrders = (supabase: SessionClient) =>
  supabase.from('orders').select(`id, status, created_at, total_amount_cents,
    order_items(product_name, option_name, size, variant_name, quantity, price_cents, line_total_cents, customizations, position),
    order_history(event, status, notes, created_at),
    shipments(${SHIPMENT_COLUMNS}),
    payments(payment_status, payment_method, amount_cents),
    order_details(shipping_method),
    shipping_address(${ADDRESS_COLUMNS})`)

/** An order as that select returns it, typed from the schema by supabase-js. */
type OrderRow = QueryData<ReturnType<typeof selectOrders>>[number]

/** The team named in a line's customization, which the database keeps as it was sent. */
const teamNameOf = (customizations: Json) =>
  typeof customizations === 'object' && customizations !== null && !Array.isArray(customizations) && typeof customizations.teamName === 'string'
    ? customizations.teamName
    : ''

function toSummary(row: OrderRow): OrderSummary {
  const shipping = row.shipping_address
  const payment = row.payments[0]
  return {
    id: row.id,
    status: row.status,
    createdAt: row.created_at,
    totalCents: row.total_amount_cents,
    items: [...row.order_items]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({ ...orderItemFields(item), teamName: teamNameOf(item.customizations) })),
    history: [...row.order_history]
      .sort((a, b) => byMoment(a.created_at, b.created_at))
      .map((entry) => ({ status: entry.status, notes: entry.notes, createdAt: entry.created_at, isNote: entry.event === 'note' })),
    payment: payment ? { status: payment.payment_status, method: payment.payment_method, amountCents: payment.amount_cents } : null,
    shippingMethod: row.order_details?.shipping_method ?? null,
    shipping: addressOf(shipping),
    shipment: shipmentOf(row.shipments),
  }
}

/**
 * The signed-in user's orders, newest first, with items, payment, shipping and history. Row Level
 * Security already limits them to the user; the filter says so again, in case a policy is ever loosened.
 */
export async function listOrders(): Promise<OrderSummary[]> {
  const user = await getCurrentUser()
  if (!user) return []
  const { data, error } = await selectOrders(await createSessionClient()).eq('user_id', user.id).order('created_at', { ascending: false })
  if (error) throw new BackendError(ERROR_MESSAGES.orderHistory, error)
  return data.map(toSummary)
}

/** One of the signed-in user's orders, or null: someone else's is never found (their id and RLS both say so). */
export async function getOrder(id: string): Promise<OrderSummary | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const user = await getCurrentUser()
  if (!user) return null
  const { data, error } = await selectOrders(await createSessionClient()).eq('id', id).eq('user_id', user.id).maybeSingle()
  if (error) throw new BackendError(ERROR_MESSAGES.orderHistory, error)
  return data ? toSummary(data) : null
}

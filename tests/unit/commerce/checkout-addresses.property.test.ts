import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { parseCheckoutForm } from '@/lib/checkout/address.schema'
import { describeOnEachTarget, serviceRows, withDatabaseWords } from '@/tests/support/commerce-backend'
import { oddly } from '@/tests/support/odd-text'

/**
 * The checkout form's schema and the database each check an address, and must agree: whatever the
 * server accepts, place_order stores (a refusal there reaches the customer as "could not place your
 * order", which no retry fixes). Each text is a near-valid answer typed oddly, lengths around its cap.
 */
const VALID = { fullName: 'Jo Keeper', line1: '1 Rink Road', line2: 'Unit 4', city: 'Winnipeg', region: 'MB', postalCode: 'R3C 0A1', country: 'CA', phone: '+1 204 555 0101' }
const CAPS = { fullName: 120, line1: 200, line2: 200, city: 100, region: 100, postalCode: 20, country: 2, phone: 30 }

const FIELDS = (['shipping', 'billing'] as const).flatMap((prefix) => Object.keys(VALID).map((key) => [prefix, key as keyof typeof VALID] as const))

/** The checkout form with one to three of its fields typed oddly, each built around its own valid answer. */
const form = fc
  .array(
    fc.constantFrom(...FIELDS).chain(([prefix, key]) => oddly(VALID[key], CAPS[key]).map((text) => [`${prefix}.${key}`, text] as const)),
    { minLength: 1, maxLength: 3 },
  )
  .map((odd) => ({
    ...Object.fromEntries(FIELDS.map(([prefix, key]) => [`${prefix}.${key}`, VALID[key]])),
    ...Object.fromEntries(odd),
    shippingMethod: 'standard',
    idempotencyKey: randomUUID(),
  }))

/** One line as the server prices it for place_order. */
const socks = { lineKey: 'hockey-socks', productSlug: 'hockey-socks', productName: 'Hockey socks', quantity: 3, unitPriceCents: 800 }

describeOnEachTarget('What the checkout’s server accepts, the database stores', (backend) => {
  it('places an order with every pair of addresses the server accepts, as the server read them', async () => {
    const customer = await backend().signUp()
    let stored = 0
    await fc.assert(
      fc.asyncProperty(form, async (sent) => {
        const parsed = parseCheckoutForm(sent)
        if (!parsed.ok) return
        const { shipping, billing, shippingMethod, idempotencyKey } = parsed.data
        // As lib/commerce/orders.ts calls it, with the addresses as the server read them.
        const { data: orderId, error } = await backend().service.rpc('place_order', {
          p_user_id: customer.id,
          p_idempotency_key: idempotencyKey,
          p_items: [socks],
          p_shipping: shipping,
          p_billing: billing,
          p_shipping_method: shippingMethod,
          p_payment_method: 'invoice',
        })
        if (error) withDatabaseWords(Object.assign(new Error('place_order refused the addresses'), { cause: error }))
        const [order] = await serviceRows(backend(), 'orders', 'id', String(orderId))
        expect(order).toBeDefined()
        stored += 1
      }),
      { numRuns: 80 },
    )
    expect(stored).toBeGreaterThan(10)
  }, 120_000)
})

import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Database, Json } from '@/lib/commerce/database.types'
import {
  describeOnEachTarget,
  expectFailed,
  expectRefused,
  serviceRows,
  untyped,
  type CommerceBackend,
  type Row,
  type TableName,
  type TestUser,
} from '@/tests/support/commerce-backend'

/**
 * The database's functions: place_order (the whole checkout in one transaction, secret key only),
 * replace_cart (the signed-in cart, saved in one statement) and the profile made at sign-up. On
 * PostgreSQL these also prove that JSON arrives as sent through lite's driver, which the repo
 * patches (it encoded JSON parameters twice).
 */

const customization = { teamName: 'Flyers', players: [{ name: 'Émile', number: '31' }, { name: 'Zoë', number: '' }], logo: null }

/** Cart lines as the browser sends them. */
const jerseyLine = {
  id: 'pro-jersey|sublimated|L|home|a1', productSlug: 'pro-jersey', name: 'Pro jersey', optionKey: 'sublimated', optionName: 'Sublimated',
  size: 'L', variantKey: 'home', variantName: 'Home', colorCode: '#003360', unitPriceCents: 7500, quantity: 12,
  image: 'https://cdn.example.com/jersey.png', customization,
}
const socksLine = { id: 'hockey-socks', productSlug: 'hockey-socks', name: 'Hockey socks', unitPriceCents: 800, quantity: 3 }

/** Order lines as the server prices them for place_order. */
const jerseyItem = {
  lineKey: jerseyLine.id, productSlug: 'pro-jersey', productName: 'Pro jersey', optionKey: 'sublimated', optionName: 'Sublimated', size: 'L',
  variantKey: 'home', variantName: 'Home', quantity: 2, unitPriceCents: 1250, customization,
}
const socksItem = { lineKey: socksLine.id, productSlug: 'hockey-socks', productName: 'Hockey socks', quantity: 3, unitPriceCents: 800 }
const shipping = {
  fullName: 'Jo Keeper', line1: '1 Rink Road', line2: 'Unit 4', city: 'Winnipeg', region: 'MB', postalCode: 'R3C 0A1', country: 'CA', phone: '+1 204 555 0101',
}
const billing = { ...shipping, fullName: 'Winnipeg Minor Hockey', line2: '', phone: '' }

type OrderArgs = Database['public']['Functions']['place_order']['Args']

function orderArgs(user: TestUser, overrides: Partial<OrderArgs> = {}): OrderArgs {
  return {
    p_user_id: user.id, p_idempotency_key: randomUUID(), p_items: [jerseyItem, socksItem], p_shipping: shipping, p_billing: billing,
    p_shipping_method: 'standard', p_payment_method: 'invoice', ...overrides,
  }
}

async function placeOrder(backend: CommerceBackend, args: OrderArgs): Promise<string> {
  const { data, error } = await backend.service.rpc('place_order', args)
  if (error || typeof data !== 'string') throw new Error(`place_order failed: ${error?.message ?? 'no id'}`)
  return data
}

const replaceCart = (user: TestUser, lines: Json) => user.client.rpc('replace_cart', { p_lines: lines })

/** A cart as the browser left it, the jersey's price tampered down to a cent. */
async function fillCart(user: TestUser): Promise<void> {
  const { error } = await replaceCart(user, [{ ...jerseyLine, quantity: 2, unitPriceCents: 1 }, socksLine])
  if (error) throw new Error(`filling the cart failed: ${error.message}`)
}

/** The cart as the customer reads it back, in the order the lines were given. */
async function cartOf(user: TestUser) {
  const { data, error } = await user.client.from('cart_items')
    .select('line_key, product_slug, name, option_key, option_name, size, variant_key, variant_name, color_code, price_cents, quantity, image, customization, position')
    .order('position')
  if (error) throw new Error(`reading the cart failed: ${error.message}`)
  return data
}

const ORDER_TABLES = [
  'orders', 'order_items', 'shipping_address', 'billing_address', 'order_details', 'payments', 'order_history',
] as const satisfies readonly TableName[]
const noOrderRows = Object.fromEntries(ORDER_TABLES.map((table) => [table, []]))

async function orderRowsOf(backend: CommerceBackend, user: TestUser): Promise<Record<string, Row[]>> {
  const entries = await Promise.all(ORDER_TABLES.map(async (table) => [table, await serviceRows(backend, table, 'user_id', user.id)] as const))
  return Object.fromEntries(entries)
}

describeOnEachTarget('Database functions', (backend) => {
  describe('place_order', () => {
    it('may be called with the secret key only', async () => {
      const { anon, a } = backend()
      await fillCart(a)
      const cart = await cartOf(a)
      expectRefused(await anon.rpc('place_order', orderArgs(a)))
      expectRefused(await a.client.rpc('place_order', orderArgs(a)))
      expect(await orderRowsOf(backend(), a)).toEqual(noOrderRows)
      expect(await cartOf(a)).toEqual(cart)
    })

    it('writes the whole order at the prices it is given, and empties only that customer’s cart', async () => {
      const { a, b } = backend()
      await fillCart(a)
      await fillCart(b)
      const othersCart = await cartOf(b)
      const args = orderArgs(a)
      const orderId = await placeOrder(backend(), args)

      const rows = await orderRowsOf(backend(), a)
      const total = 2 * 1250 + 3 * 800
      expect(rows.orders).toEqual([
        expect.objectContaining({
          id: orderId, status: 'pending', subtotal_cents: total, shipping_cents: 0, total_amount_cents: total, currency: 'USD',
          idempotency_key: args.p_idempotency_key,
        }),
      ])
      expect(rows.order_items?.sort((x, y) => Number(x.position) - Number(y.position))).toEqual([
        expect.objectContaining({
          order_id: orderId, product_slug: 'pro-jersey', product_name: 'Pro jersey', option_key: 'sublimated', option_name: 'Sublimated',
          size: 'L', variant_key: 'home', variant_name: 'Home', quantity: 2, price_cents: 1250, line_total_cents: 2500, customizations: customization,
        }),
        expect.objectContaining({
          order_id: orderId, product_slug: 'hockey-socks', option_key: null, size: null, quantity: 3, price_cents: 800, line_total_cents: 2400,
          customizations: {},
        }),
      ])
      const addressRow = (address: typeof shipping) => ({
        order_id: orderId, full_name: address.fullName, line1: address.line1, line2: address.line2, city: address.city,
        region: address.region, postal_code: address.postalCode, country: address.country, phone: address.phone,
      })
      expect(rows.shipping_address).toEqual([expect.objectContaining(addressRow(shipping))])
      expect(rows.billing_address).toEqual([expect.objectContaining(addressRow(billing))])
      expect(rows.order_details).toEqual([expect.objectContaining({ order_id: orderId, shipping_method: 'standard' })])
      expect(rows.payments).toEqual([
        expect.objectContaining({ order_id: orderId, amount_cents: total, payment_method: 'invoice', payment_status: 'pending' }),
      ])
      expect(rows.order_history).toEqual([
        expect.objectContaining({ order_id: orderId, status: 'pending', notes: 'Order placed', created_by: a.id }),
      ])

      expect(await cartOf(a)).toEqual([])
      expect(await cartOf(b)).toEqual(othersCart)
      expect((await a.client.from('orders').select('id').eq('id', orderId)).data).toEqual([{ id: orderId }])
      expect((await b.client.from('orders').select('id').eq('id', orderId)).data).toEqual([])
    })

    it('empties only the lines it ordered: a line added meanwhile stays in the cart', async () => {
      const c = await backend().signUp()
      const addedMeanwhile = { ...socksLine, id: 'added-meanwhile', quantity: 1 }
      const { error } = await replaceCart(c, [jerseyLine, socksLine, addedMeanwhile])
      expect(error).toBeNull()
      await placeOrder(backend(), orderArgs(c))
      expect((await cartOf(c)).map(({ line_key }) => line_key)).toEqual(['added-meanwhile'])
    })

    it('refuses an order of more than 50 lines', async () => {
      const c = await backend().signUp()
      const answer = await backend().service.rpc('place_order', orderArgs(c, { p_items: Array.from({ length: 51 }, () => socksItem) }))
      expectFailed(answer)
      expect(await orderRowsOf(backend(), c)).toEqual(noOrderRows)
    })

    it('places one order per checkout form, however often it is submitted', async () => {
      const { b } = backend()
      const c = await backend().signUp()
      await fillCart(c)
      const args = orderArgs(c)
      const first = await placeOrder(backend(), args)
      expect(await placeOrder(backend(), { ...args, p_items: [socksItem] })).toBe(first)
      const concurrent = await Promise.all([1, 2, 3].map(() => placeOrder(backend(), args)))
      expect(concurrent).toEqual([first, first, first])
      expect((await orderRowsOf(backend(), c)).order_items).toHaveLength(2)

      const second = await placeOrder(backend(), orderArgs(c))
      expect(second).not.toBe(first)
      expect((await serviceRows(backend(), 'orders', 'user_id', c.id)).map(({ id }) => id).sort()).toEqual([first, second].sort())

      // The key belongs to one customer's form: another customer's order with it is their own.
      expect(await placeOrder(backend(), { ...args, p_user_id: b.id })).not.toBe(first)
    })

    // Each failure comes after earlier steps wrote rows: none of them may remain.
    describe('when a step fails', () => {
      let customer: TestUser
      let cart: Awaited<ReturnType<typeof cartOf>>
      beforeAll(async () => {
        customer = await backend().signUp()
        await fillCart(customer)
        cart = await cartOf(customer)
      })

      const idempotencyKey = randomUUID()
      it.each<[string, Partial<OrderArgs>]>([
        ['there are no items', { p_items: [] }],
        ['an item has no price', { p_items: [jerseyItem, { ...socksItem, unitPriceCents: undefined }] }],
        ['an item has quantity 0 (order_items)', { p_items: [jerseyItem, { ...socksItem, quantity: 0 }] }],
        ['the shipping address has no country code (shipping_address)', { p_shipping: { ...shipping, country: 'Canada' } }],
        ['the billing address has no name (billing_address)', { p_billing: { ...billing, fullName: undefined } }],
        ['the shipping method is unknown (order_details)', { p_shipping_method: 'overnight' }],
        ['the payment method is unknown (payments)', { p_payment_method: 'bitcoin' }],
      ])('rolls back completely when %s', async (_, overrides) => {
        const answer = await backend().service.rpc('place_order', orderArgs(customer, { p_idempotency_key: idempotencyKey, ...overrides }))
        expectFailed(answer)
        expect(answer.error?.code).not.toBe('42501')
        expect(await orderRowsOf(backend(), customer)).toEqual(noOrderRows)
        expect(await cartOf(customer)).toEqual(cart)
      })

      it('leaves the checkout form’s key free after a failure', async () => {
        const orderId = await placeOrder(backend(), orderArgs(customer, { p_idempotency_key: idempotencyKey }))
        expect((await orderRowsOf(backend(), customer)).orders).toEqual([expect.objectContaining({ id: orderId })])
      })
    })
  })

  describe('replace_cart', () => {
    it('stores the caller’s lines as given, in order, and touches no one else’s cart', async () => {
      const { a, b } = backend()
      await replaceCart(b, [socksLine])
      const othersCart = await cartOf(b)
      expect((await replaceCart(a, [jerseyLine, socksLine])).error).toBeNull()
      expect(await cartOf(a)).toEqual([
        {
          line_key: jerseyLine.id, product_slug: 'pro-jersey', name: 'Pro jersey', option_key: 'sublimated', option_name: 'Sublimated', size: 'L',
          variant_key: 'home', variant_name: 'Home', color_code: '#003360', price_cents: 7500, quantity: 12, image: jerseyLine.image,
          customization, position: 0,
        },
        {
          line_key: socksLine.id, product_slug: 'hockey-socks', name: 'Hockey socks', option_key: null, option_name: null, size: null,
          variant_key: null, variant_name: null, color_code: null, price_cents: 800, quantity: 3, image: null, customization: {}, position: 1,
        },
      ])
      expect(await cartOf(b)).toEqual(othersCart)
    })

    it('replaces the whole cart rather than adding to it, and empties it given no lines', async () => {
      const { a } = backend()
      await replaceCart(a, [jerseyLine, socksLine])
      expect((await replaceCart(a, [socksLine])).error).toBeNull()
      expect((await cartOf(a)).map(({ line_key }) => line_key)).toEqual([socksLine.id])
      expect((await replaceCart(a, [])).error).toBeNull()
      expect(await cartOf(a)).toEqual([])
    })

    it.each<[string, Json]>([
      ['a line has quantity 0', [jerseyLine, { ...socksLine, quantity: 0 }]],
      ['a line has quantity 1000', [{ ...socksLine, quantity: 1000 }]],
      ['a line has a negative price', [{ ...socksLine, unitPriceCents: -1 }]],
      ['a line has no name', [jerseyLine, { ...socksLine, name: undefined }]],
      ['the same line comes twice', [socksLine, socksLine]],
      ['the lines are not a list', { lines: [socksLine] }],
      ['there are 51 lines', Array.from({ length: 51 }, (_, index) => ({ ...socksLine, id: `line-${index}` }))],
      ['a customization is larger than 64 kB', [{ ...socksLine, customization: { notes: 'x'.repeat(70_000) } }]],
      ['an option name is longer than 120 characters', [{ ...jerseyLine, optionName: 'x'.repeat(121) }]],
    ])('leaves the cart as it was when %s', async (_, lines) => {
      const { a } = backend()
      await replaceCart(a, [jerseyLine])
      const before = await cartOf(a)
      const answer = await replaceCart(a, lines)
      expectFailed(answer)
      expect(answer.error?.code).not.toBe('42501')
      expect(await cartOf(a)).toEqual(before)
    })

    it('refuses a visitor', async () => {
      const { anon, a } = backend()
      await replaceCart(a, [jerseyLine])
      const before = await cartOf(a)
      expectRefused(await anon.rpc('replace_cart', { p_lines: [] }))
      expect(await cartOf(a)).toEqual(before)
    })
  })

  describe('JSON columns', () => {
    it('store objects and lists as sent', async () => {
      const { a } = backend()
      const players = [{ name: 'Émile', number: '31', notes: 'Stripes "as before"', sleeves: { left: 'C', right: '' }, deadline: null }]
      // Written by the server (the service role), read back by the customer it belongs to.
      const { data: stored, error } = await backend().service.from('team_rosters').insert({ user_id: a.id, team_name: `Flyers ${randomUUID()}`, players }).select('id').single()
      expect(error).toBeNull()
      const { data } = await a.client.from('team_rosters').select('players').eq('id', stored?.id ?? '').single()
      expect(data).toEqual({ players })
    })
  })

  describe('column names', () => {
    it('keep *_id for uuids: a column holding a slug or a key says so (PostgreSQL catalogue)', async () => {
      const { sql } = backend()
      if (!sql) return
      const misnamed = await sql`
        select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and column_name ~ '_id$' and data_type <> 'uuid'`
      expect(misnamed).toEqual([])
    })
  })

  describe('sign-up', () => {
    const profileOf = async (user: TestUser) =>
      (await user.client.from('profiles').select('email, first_name, last_name, organization_name, role').single()).data

    it('makes a customer’s profile with the names given, whatever role the sign-up asks for', async () => {
      const metadata = { first_name: 'Ada', last_name: 'Lovelace', role: 'admin', organization_name: 'Analytical Engines' }
      const user = await backend().signUp(metadata)
      expect(await profileOf(user)).toEqual({ email: user.email, first_name: 'Ada', last_name: 'Lovelace', organization_name: '', role: 'customer' })
      expect((await user.client.auth.getUser()).data.user?.user_metadata).toMatchObject(metadata)
    })

    it('keeps names to 60 characters and does without them', async () => {
      const long = await backend().signUp({ first_name: 'A'.repeat(70), last_name: 'B'.repeat(61) })
      expect(await profileOf(long)).toMatchObject({ first_name: 'A'.repeat(60), last_name: 'B'.repeat(60) })
      expect(await profileOf(backend().a)).toMatchObject({ first_name: '', last_name: '', role: 'customer' })
    })

    it('stores the sign-up metadata as a JSON object (PostgreSQL catalogue)', async () => {
      const { sql, a } = backend()
      if (!sql) return // PGlite is reachable only over HTTP.
      const [row] = await sql`select jsonb_typeof(raw_user_meta_data) as type from auth.users where id = ${a.id}`
      expect(row).toEqual({ type: 'object' })
    })

    it('keeps the accounts table out of reach of visitors and customers', async () => {
      const { anon, a, sql } = backend()
      for (const client of [anon, a.client]) expectFailed(await untyped(client).schema('auth').from('users').select('*'))
      if (!sql) return
      const granted = await sql`
        select c.relname, r.role from pg_class c cross join (values ('anon'), ('authenticated')) as r (role)
        where c.relnamespace = 'auth'::regnamespace and c.relkind in ('r', 'v', 'm')
          and has_table_privilege(r.role, c.oid, 'select, insert, update, delete')`
      expect(granted).toEqual([])
    })
  })
})

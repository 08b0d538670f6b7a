import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database, Json, Tables } from '@/lib/commerce/database.types'
import { readMailEvent } from '@/lib/commerce/mail-outbox'
import {
  type Client,
  type CommerceBackend,
  describeOnEachTarget,
  expectFailed,
  expectNoRowReached,
  expectRefused,
  moveOrder,
  serviceInsert,
  serviceRows,
  type TestUser,
  untyped,
} from '@/tests/support/commerce-backend'
import { deliveryAddress, design, expressOrder, rosterPlayer } from '@/tests/support/request-rows'

/**
 * The mail outbox (20261127000100_mail_outbox.sql), tried over HTTP on both targets: each event
 * writes exactly its e-mails in the same transaction (a quote request, an express order once paid,
 * a checkout order, every staff status change, a contact enquiry), a repeat of the same event
 * writes none, and nothing that was refused or rolled back leaves an e-mail behind. claim_mail
 * hands each due e-mail to one sender at a time under a lease, settle_mail records the outcome,
 * and nobody but the service role reads, writes or calls any of it. Last, the site's sender
 * (readMailEvent) reads back what each e-mail tells of.
 */

type OutboxRow = Tables<'mail_outbox'>
type Subject = 'quote_request_id' | 'express_order_id' | 'order_id' | 'enquiry_id'

/** What the triggers decide: which e-mail, to whom, about what. Sorted, so the order of inserts does not matter. */
const decided = (rows: OutboxRow[]) =>
  rows
    .map(({ template, recipient, quote_request_id, express_order_id, order_id, enquiry_id, history_id }) => ({
      template, recipient, quote_request_id, express_order_id, order_id, enquiry_id, history_id,
    }))
    .sort((x, y) => x.template.localeCompare(y.template))

/** An e-mail as a trigger writes it: due now, never tried. */
const fresh = { status: 'pending', attempts: 0, locked_until: null, last_error: null, sent_at: null }

const noSubject = { quote_request_id: null, express_order_id: null, order_id: null, enquiry_id: null, history_id: null }

const teamInfo = { teamName: 'Flyers', league: '', contactName: 'Jo Keeper', contactEmail: 'jo@example.com', contactPhone: '' }

/** A quote request as lib/commerce/wizard-requests.ts sends it. */
const quote = (userId: string | null, overrides: { [key: string]: Json } = {}): { [key: string]: Json } => ({
  idempotencyKey: randomUUID(), userId, product: { slug: 'pro-jersey', name: 'Pro jersey' }, teamInfo, design, players: [rosterPlayer],
  details: { estimatedQuantity: 24, targetDate: '2027-01-15', notes: '' }, logo: { path: null, notes: '' }, indicativeUnitPriceCents: 6500,
  ...overrides,
})

/** An express order as lib/commerce/wizard-requests.ts sends it: one player at $80, paid in full. */
const express = (userId: string | null, contactEmail = 'jo@example.com'): { [key: string]: Json } => ({
  idempotencyKey: randomUUID(), userId, product: { slug: 'pro-jersey', name: 'Pro jersey' }, teamInfo: { ...teamInfo, contactEmail },
  players: [rosterPlayer], logo: { path: null, notes: '' }, delivery: deliveryAddress,
  payment: { type: 'full', provider: 'test', pricePerPlayerCents: 8000, playerCount: 1, subtotalCents: 8000, depositCents: 0, amountDueCents: 8000 },
})

const EXPRESS_CONTACT = 'express-contact@example.com'
/** An express order stored directly at `status`, $80 for one player paid by card in full, `paid` of it paid. */
const storedExpress = (userId: string | null, status: string, paid: 'all' | number = 'all') =>
  expressOrder(userId, status, { contactEmail: EXPRESS_CONTACT, paymentType: 'full', paid })

type OrderArgs = Database['public']['Functions']['place_order']['Args']
const shipping = { fullName: 'Jo Keeper', line1: '1 Rink Road', line2: '', city: 'Winnipeg', region: 'MB', postalCode: 'R3C 0A1', country: 'CA', phone: '' }
const orderArgs = (user: TestUser, overrides: Partial<OrderArgs> = {}): OrderArgs => ({
  p_user_id: user.id, p_idempotency_key: randomUUID(),
  p_items: [{ lineKey: 'hockey-socks', productSlug: 'hockey-socks', productName: 'Hockey socks', quantity: 3, unitPriceCents: 800 }],
  p_shipping: shipping, p_billing: shipping, p_shipping_method: 'standard', p_payment_method: 'invoice', ...overrides,
})

const HOUR = 3600_000

describeOnEachTarget('the mail outbox', (backend: () => CommerceBackend) => {
  let staff: TestUser
  beforeAll(async () => {
    staff = await backend().signUpWithRole('staff')
  })

  const outboxOf = (column: Subject, id: string) => serviceRows(backend(), 'mail_outbox', column, id)
  const historyOf = (column: 'quote_request_id' | 'express_order_id' | 'order_id', id: string) => serviceRows(backend(), 'order_history', column, id)

  async function submitQuote(p: Json) {
    const { data, error } = await backend().service.rpc('submit_quote_request', { p }).single()
    if (error) throw new Error(`submit_quote_request failed: ${error.message}`)
    return data
  }
  async function submitExpress(p: Json) {
    const { data, error } = await backend().service.rpc('submit_express_order', { p }).single()
    if (error) throw new Error(`submit_express_order failed: ${error.message}`)
    return data
  }
  async function pay(orderId: string, reference: string, status: string, amountCents = 8000) {
    const { data, error } = await backend().service.rpc('record_request_payment', {
      p_kind: 'express', p_request_id: orderId, p_provider: 'test', p_provider_reference: reference, p_amount_cents: amountCents, p_status: status,
    }).single()
    if (error) throw new Error(`record_request_payment failed: ${error.message}`)
    return data
  }
  async function placeOrder(args: OrderArgs): Promise<string> {
    const { data, error } = await backend().service.rpc('place_order', args)
    if (error || typeof data !== 'string') throw new Error(`place_order failed: ${error?.message ?? 'no id'}`)
    return data
  }
  /** A status change by staff from an order's page, which showed it at `from`. */
  const move = (kind: 'quote' | 'express' | 'order', id: string, from: string, to: string, note = '') =>
    moveOrder(staff.client, { p_kind: kind, p_id: id, p_from: from, p_to: to, p_note: note, p_override: false })
  async function moved(kind: 'quote' | 'express' | 'order', id: string, from: string, to: string, note = '') {
    const { error } = await move(kind, id, from, to, note)
    if (error) throw new Error(`change_order_status failed: ${error.message}`)
  }
  /** The history entry of one move. */
  async function entryOf(column: 'quote_request_id' | 'express_order_id' | 'order_id', id: string, from: string | null, to: string) {
    const entries = (await historyOf(column, id)).filter((entry) => entry.from_status === from && entry.status === to)
    expect(entries).toHaveLength(1)
    return entries[0]!.id
  }

  describe('what each event writes', () => {
    it('writes a quote request’s receipt to its contact and a notice to the shop, once however often the draft is sent', async () => {
      const p = quote(backend().a.id, { teamInfo: { ...teamInfo, contactEmail: 'quote-contact@example.com' } })
      const { id } = await submitQuote(p)
      const rows = await outboxOf('quote_request_id', id)
      expect(decided(rows)).toEqual([
        { ...noSubject, template: 'request_received', recipient: 'quote-contact@example.com', quote_request_id: id },
        { ...noSubject, template: 'shop_new_request', recipient: null, quote_request_id: id },
      ])
      for (const row of rows) expect(row).toMatchObject(fresh)
      expect(new Date(rows[0]!.next_attempt_at).getTime()).toBeLessThanOrEqual(Date.now() + 5000)

      expect(await submitQuote(p)).toMatchObject({ id })
      expect(await Promise.all([1, 2].map(() => submitQuote(p)))).toEqual([expect.objectContaining({ id }), expect.objectContaining({ id })])
      expect(await outboxOf('quote_request_id', id)).toEqual(rows)
    })

    it('writes one notice to the shop for a contact enquiry, from a visitor or a customer; neither may write one through the API', async () => {
      for (const [client, userId] of [[backend().anon, null], [backend().a.client, backend().a.id]] as const) {
        const email = `enquirer-${randomUUID()}@example.com`
        const row = { name: 'Coach Sam', email, message: 'Do you make goalie cuts?', user_id: userId }
        // Only the server writes enquiries (lib/commerce/enquiries.ts), after its rate limit.
        expect((await client.from('contact_enquiries').insert(row)).error).not.toBeNull()
        const { error } = await backend().service.from('contact_enquiries').insert(row)
        expect(error).toBeNull()
        const [enquiry] = await serviceRows(backend(), 'contact_enquiries', 'email', email)
        expect(enquiry).toBeDefined()
        const rows = await outboxOf('enquiry_id', enquiry!.id)
        expect(decided(rows)).toEqual([{ ...noSubject, template: 'shop_new_enquiry', recipient: null, enquiry_id: enquiry!.id }])
        expect(rows[0]).toMatchObject(fresh)
      }
    })

    it('writes nothing for an express order awaiting payment, its receipt and the shop’s notice once it is paid, and nothing for a repeated event', async () => {
      const { id } = await submitExpress(express(backend().a.id, 'express-paid@example.com'))
      expect(await outboxOf('express_order_id', id)).toEqual([])
      const reference = `pi_${randomUUID()}`
      await pay(id, reference, 'pending')
      expect(await outboxOf('express_order_id', id)).toEqual([])

      expect(await pay(id, reference, 'succeeded')).toMatchObject({ request_status: 'received', paid_now: true })
      const historyId = await entryOf('express_order_id', id, 'awaiting_payment', 'received')
      const rows = await outboxOf('express_order_id', id)
      expect(decided(rows)).toEqual([
        { ...noSubject, template: 'request_received', recipient: 'express-paid@example.com', express_order_id: id, history_id: historyId },
        { ...noSubject, template: 'shop_new_request', recipient: null, express_order_id: id, history_id: historyId },
      ])
      for (const row of rows) expect(row).toMatchObject(fresh)

      // The same event again, at once too, and a late pending one: the order is paid already.
      expect(await pay(id, reference, 'succeeded')).toMatchObject({ paid_now: false })
      await Promise.all([pay(id, reference, 'succeeded'), pay(id, reference, 'pending')])
      expect(await outboxOf('express_order_id', id)).toEqual(rows)
    })

    it('writes nothing for a part payment, and the receipt once the payments cover what is due', async () => {
      const { id } = await submitExpress(express(null, 'express-parts@example.com'))
      await pay(id, `pi_${randomUUID()}`, 'succeeded', 5000)
      await pay(id, `pi_${randomUUID()}`, 'failed', 3000)
      expect(await outboxOf('express_order_id', id)).toEqual([])
      await pay(id, `pi_${randomUUID()}`, 'succeeded', 3000)
      expect(decided(await outboxOf('express_order_id', id)).map(({ template, recipient }) => [template, recipient])).toEqual([
        ['request_received', 'express-parts@example.com'],
        ['shop_new_request', null],
      ])
    })

    it('writes a checkout order’s receipt to its customer’s account address and a notice to the shop, once per checkout form', async () => {
      const customer = await backend().signUp()
      const args = orderArgs(customer)
      const id = await placeOrder(args)
      const historyId = await entryOf('order_id', id, null, 'pending')
      const rows = await outboxOf('order_id', id)
      expect(decided(rows)).toEqual([
        { ...noSubject, template: 'order_placed', recipient: customer.email, order_id: id, history_id: historyId },
        { ...noSubject, template: 'shop_new_request', recipient: null, order_id: id, history_id: historyId },
      ])
      for (const row of rows) expect(row).toMatchObject(fresh)

      expect(await placeOrder(args)).toBe(id)
      expect(await outboxOf('order_id', id)).toEqual(rows)
    })

    it('writes every staff status change to the customer, with its history entry; a move to shipped as its own e-mail', async () => {
      // An express order: the customer is its contact, whatever their account's address.
      const paidExpress = await serviceInsert(backend(), 'express_orders', storedExpress(backend().a.id, 'received'))
      await moved('express', paidExpress.id, 'received', 'in_design', 'Logo looks great')
      const inDesign = await entryOf('express_order_id', paidExpress.id, 'received', 'in_design')
      expect(decided(await outboxOf('express_order_id', paidExpress.id))).toEqual([
        { ...noSubject, template: 'status_changed', recipient: EXPRESS_CONTACT, express_order_id: paidExpress.id, history_id: inDesign },
      ])

      const inProduction = await serviceInsert(backend(), 'express_orders', storedExpress(null, 'in_production'))
      await moved('express', inProduction.id, 'in_production', 'shipped')
      const shipped = await entryOf('express_order_id', inProduction.id, 'in_production', 'shipped')
      expect(decided(await outboxOf('express_order_id', inProduction.id))).toEqual([
        { ...noSubject, template: 'shipped', recipient: EXPRESS_CONTACT, express_order_id: inProduction.id, history_id: shipped },
      ])

      // A quote request: its two e-mails on arrival, then one per move (pricing it e-mails the quote itself).
      const { id: quoteId } = await submitQuote(quote(null, { teamInfo: { ...teamInfo, contactEmail: 'quote-moved@example.com' } }))
      const priced = await staff.client.rpc('price_quote', {
        p_id: quoteId, p_from: 'received', p_lines: [{ description: 'Pro jersey', quantity: 18, unitPriceCents: 8500 }], p_rush_fee_cents: 0, p_deposit_cents: 46000,
      })
      expect(priced.error).toBeNull()
      await moved('quote', quoteId, 'quoted', 'cancelled', 'Team folded')
      const quoted = await entryOf('quote_request_id', quoteId, 'received', 'quoted')
      const cancelled = await entryOf('quote_request_id', quoteId, 'quoted', 'cancelled')
      const quoteMails = decided(await outboxOf('quote_request_id', quoteId)).filter(({ history_id }) => history_id !== null)
      expect(quoteMails).toEqual([
        { ...noSubject, template: 'quote_ready', recipient: 'quote-moved@example.com', quote_request_id: quoteId, history_id: quoted },
        { ...noSubject, template: 'status_changed', recipient: 'quote-moved@example.com', quote_request_id: quoteId, history_id: cancelled },
      ])
      expect(await outboxOf('quote_request_id', quoteId)).toHaveLength(4)

      // A checkout order: to its customer's account address, each move its own e-mail.
      const customer = await backend().signUp()
      const orderId = await placeOrder(orderArgs(customer))
      await moved('order', orderId, 'pending', 'processing', 'Invoice sent')
      await moved('order', orderId, 'processing', 'shipped')
      const processing = await entryOf('order_id', orderId, 'pending', 'processing')
      const orderShipped = await entryOf('order_id', orderId, 'processing', 'shipped')
      const moves = decided(await outboxOf('order_id', orderId)).filter(({ template }) => template === 'status_changed' || template === 'shipped')
      expect(moves).toEqual([
        { ...noSubject, template: 'shipped', recipient: customer.email, order_id: orderId, history_id: orderShipped },
        { ...noSubject, template: 'status_changed', recipient: customer.email, order_id: orderId, history_id: processing },
      ])
      expect(await outboxOf('order_id', orderId)).toHaveLength(4)
    })
  })

  describe('nothing refused or rolled back leaves an e-mail', () => {
    /** Every e-mail's id: a failed call names no row to look for (the tests of a file run one at a time). */
    async function allIds(): Promise<string[]> {
      const { data, error } = await backend().service.from('mail_outbox').select('id').order('id')
      if (error) throw new Error(`reading mail_outbox failed: ${error.message}`)
      return data.map(({ id }) => id)
    }

    it('writes nothing for a quote request, an express order or a checkout order that fails its checks', async () => {
      const before = await allIds()
      const refusedQuote = quote(backend().a.id, { players: [] })
      expectFailed(await backend().service.rpc('submit_quote_request', { p: refusedQuote }).single())
      expectFailed(await backend().service.rpc('submit_quote_request', { p: quote(backend().a.id, { teamInfo: { ...teamInfo, contactEmail: 'jo at example' } }) }).single())
      expectFailed(await backend().service.rpc('submit_express_order', { p: { ...express(null), players: [] } }).single())
      const customer = await backend().signUp()
      expectFailed(await backend().service.rpc('place_order', orderArgs(customer, { p_items: [] })))
      // Fails after the order row is written, before its history: the whole order goes.
      expectFailed(await backend().service.rpc('place_order', orderArgs(customer, { p_shipping: { ...shipping, fullName: null } })))
      expect(await serviceRows(backend(), 'orders', 'user_id', customer.id)).toEqual([])
      expect(await serviceRows(backend(), 'quote_requests', 'idempotency_key', refusedQuote.idempotencyKey)).toEqual([])
      expect(await allIds()).toEqual(before)
    })

    it('writes nothing for a status change that is refused, nor for a payment that pays nothing', async () => {
      const unpaid = await serviceInsert(backend(), 'express_orders', storedExpress(null, 'in_production', 0))
      expectFailed(await move('express', unpaid.id, 'in_production', 'shipped'))
      expectFailed(await move('express', unpaid.id, 'received', 'in_design'))
      expectFailed(await backend().a.client.rpc('change_order_status', { p_kind: 'express', p_id: unpaid.id, p_from: 'in_production', p_to: 'cancelled', p_note: '', p_override: false }))
      const awaiting = await submitExpress(express(null))
      await pay(awaiting.id, `pi_${randomUUID()}`, 'failed')
      await pay(awaiting.id, `pi_${randomUUID()}`, 'cancelled')
      expect(await outboxOf('express_order_id', unpaid.id)).toEqual([])
      expect(await outboxOf('express_order_id', awaiting.id)).toEqual([])
    })

    it('rolls an e-mail back with the transaction that wrote it (PostgreSQL, through a direct connection)', async ({ skip }) => {
      const sql = backend().sql
      if (!sql) return skip('PGlite has no direct connection here')
      const email = `rolled-back-${randomUUID()}@example.com`
      let enquiryId = ''
      let seenInside = -1
      await expect(
        sql.begin(async (tx) => {
          const [enquiry] = await tx<{ id: string }[]>`insert into public.contact_enquiries (name, email, message) values ('Coach Sam', ${email}, 'Hello') returning id`
          enquiryId = enquiry?.id ?? ''
          const [inside] = await tx<{ count: number }[]>`select count(*)::int as count from public.mail_outbox where enquiry_id = ${enquiryId}`
          seenInside = inside?.count ?? -1
          throw new Error('roll back')
        }),
      ).rejects.toThrow('roll back')
      expect(seenInside).toBe(1)
      expect(await serviceRows(backend(), 'contact_enquiries', 'email', email)).toEqual([])
      expect(await outboxOf('enquiry_id', enquiryId)).toEqual([])
    })
  })

  describe('claim_mail and settle_mail', () => {
    const claim = async (limit: number, leaseSeconds: number): Promise<OutboxRow[]> => {
      const { data, error } = await backend().service.rpc('claim_mail', { p_limit: limit, p_lease_seconds: leaseSeconds })
      if (error) throw new Error(`claim_mail failed: ${error.message}`)
      return data
    }
    const settle = async (args: Database['public']['Functions']['settle_mail']['Args']) => {
      const { error } = await backend().service.rpc('settle_mail', args)
      if (error) throw new Error(`settle_mail failed: ${error.message}`)
    }
    const rowOf = async (id: string) => (await serviceRows(backend(), 'mail_outbox', 'id', id))[0]!
    const update = async (id: string, change: Partial<OutboxRow>) => {
      const { error } = await backend().service.from('mail_outbox').update(change).eq('id', id)
      if (error) throw new Error(error.message)
    }

    /** Leases every e-mail the other tests left due for a day, so a claim below meets only this test's. */
    async function drain() {
      while ((await claim(100, 86_400)).length === 100);
    }

    /** `count` new e-mails to the shop, due now (one per enquiry). */
    async function newMail(count: number): Promise<string[]> {
      const ids: string[] = []
      for (let index = 0; index < count; index++) {
        const enquiry = await serviceInsert(backend(), 'contact_enquiries', { name: 'Coach Sam', email: 'sam@example.com', message: `Question ${index}` })
        const rows = await outboxOf('enquiry_id', enquiry.id)
        expect(rows).toHaveLength(1)
        ids.push(rows[0]!.id)
      }
      return ids
    }
    const sorted = (ids: string[]) => [...ids].sort()
    const idsOf = (rows: OutboxRow[]) => sorted(rows.map(({ id }) => id))

    it('claims what is due, counts the attempt, and holds it for the lease; what is not due yet stays', async () => {
      await drain()
      const [first, second, later] = await newMail(3)
      await update(later!, { next_attempt_at: new Date(Date.now() + HOUR).toISOString() })

      const before = Date.now()
      const claimed = await claim(10, 60)
      const after = Date.now()
      expect(idsOf(claimed)).toEqual(sorted([first!, second!]))
      for (const row of claimed) {
        expect(row).toMatchObject({ status: 'pending', attempts: 1, sent_at: null })
        const lockedUntil = new Date(row.locked_until ?? 0).getTime()
        expect(lockedUntil).toBeGreaterThanOrEqual(before + 55_000)
        expect(lockedUntil).toBeLessThanOrEqual(after + 65_000)
        expect(await rowOf(row.id)).toEqual(row)
      }
      expect(await rowOf(later!)).toMatchObject({ attempts: 0, locked_until: null })

      // Held: the next sender right after finds nothing.
      expect(await claim(10, 60)).toEqual([])
      expect((await rowOf(first!)).attempts).toBe(1)

      // A sender that died holding it: once the lease has lapsed, the next takes it over.
      await update(first!, { locked_until: new Date(Date.now() - 1000).toISOString() })
      expect(await claim(10, 60)).toEqual([expect.objectContaining({ id: first, attempts: 2 })])
    })

    it('claims at most the limit, the longest due first', async () => {
      await drain()
      const ids = await newMail(3)
      await update(ids[2]!, { next_attempt_at: new Date(Date.now() - HOUR).toISOString() })
      expect((await claim(1, 60)).map(({ id }) => id)).toEqual([ids[2]])
      expect(idsOf(await claim(5, 60))).toEqual(sorted([ids[0]!, ids[1]!]))
    })

    it('never hands one e-mail to two senders claiming at the same time', async () => {
      await drain()
      const ids = await newMail(10)
      const batches = await Promise.all([1, 2, 3, 4].map(() => claim(3, 60)))
      const claimed = batches.flat().map(({ id }) => id)
      for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(3)
      expect(new Set(claimed).size).toBe(claimed.length)
      for (const id of claimed) expect(ids).toContain(id)
      // Each claimed once, as its attempts tell; the rest untouched.
      for (const id of ids) expect((await rowOf(id)).attempts).toBe(claimed.includes(id) ? 1 : 0)
      expect(claimed.length).toBeGreaterThanOrEqual(3)
    })

    it('skips, without waiting, what another sender’s open transaction is claiming (PostgreSQL, two direct connections)', async ({ skip }) => {
      const { sql } = backend()
      if (!sql || !process.env.COMMERCE_TEST_POSTGRES_URL) return skip('PGlite serves one connection')
      await drain()
      const ids = await newMail(4)
      const url = new URL(process.env.COMMERCE_TEST_POSTGRES_URL)
      url.pathname = `/${sql.options.database}`
      // A claim that waited for the other's rows instead of skipping them would hang: fail it instead.
      const other = postgres(url.toString(), { max: 1, onnotice: () => {}, connection: { statement_timeout: 5000 } })
      try {
        let first: string[] = []
        let second: string[] = []
        await sql.begin(async (tx) => {
          first = (await tx<{ id: string }[]>`select id from public.claim_mail(2, 60)`).map(({ id }) => id)
          second = (await other<{ id: string }[]>`select id from public.claim_mail(10, 60)`).map(({ id }) => id)
        })
        expect(first).toHaveLength(2)
        expect(sorted([...first, ...second])).toEqual(sorted(ids))
        for (const id of ids) expect((await rowOf(id)).attempts).toBe(1)
      } finally {
        await other.end()
      }
    })

    it('records a sent e-mail as sent, never to be claimed again', async () => {
      await drain()
      const [id] = await newMail(1)
      await claim(10, 60)
      await settle({ p_id: id!, p_attempts: 1, p_sent: true })
      const row = await rowOf(id!)
      expect(row).toMatchObject({ status: 'sent', attempts: 1, locked_until: null, last_error: null })
      expect(row.sent_at).not.toBeNull()
      expect(await claim(10, 60)).toEqual([])
      // A late failure report for it (a sender whose lease lapsed) changes nothing.
      await settle({ p_id: id!, p_attempts: 1, p_sent: false, p_error: 'timeout', p_retry_at: new Date(Date.now() - 1000).toISOString() })
      expect(await rowOf(id!)).toEqual(row)
      expect(await claim(10, 60)).toEqual([])
    })

    it('keeps a failed e-mail for a retry at the time given, with its error', async () => {
      await drain()
      const [id] = await newMail(1)
      await claim(10, 60)
      const retryAt = new Date(Date.now() + 10 * 60_000)
      await settle({ p_id: id!, p_attempts: 1, p_sent: false, p_error: 'SMTP 421 try later', p_retry_at: retryAt.toISOString() })
      const row = await rowOf(id!)
      expect(row).toMatchObject({ status: 'pending', attempts: 1, locked_until: null, last_error: 'SMTP 421 try later', sent_at: null })
      expect(new Date(row.next_attempt_at).getTime()).toBe(retryAt.getTime())
      expect(await claim(10, 60)).toEqual([])

      // Once that time has come it is claimed again, and a success then clears the error.
      await settle({ p_id: id!, p_attempts: 1, p_sent: false, p_error: 'x'.repeat(5000), p_retry_at: new Date(Date.now() - 1000).toISOString() })
      expect((await rowOf(id!)).last_error).toBe('x'.repeat(1000))
      expect(await claim(10, 60)).toEqual([expect.objectContaining({ id, attempts: 2 })])
      await settle({ p_id: id!, p_attempts: 2, p_sent: true })
      expect(await rowOf(id!)).toMatchObject({ status: 'sent', last_error: null })
    })

    it('records nothing from a sender whose claim lapsed and was taken over: only the claim that holds the e-mail settles it', async () => {
      await drain()
      const [id] = await newMail(1)
      await claim(10, 60)
      await update(id!, { locked_until: new Date(Date.now() - 1000).toISOString() })
      expect(await claim(10, 60)).toEqual([expect.objectContaining({ id, attempts: 2 })])
      await settle({ p_id: id!, p_attempts: 1, p_sent: true })
      expect(await rowOf(id!)).toMatchObject({ status: 'pending', attempts: 2, sent_at: null })
      await settle({ p_id: id!, p_attempts: 2, p_sent: true })
      expect(await rowOf(id!)).toMatchObject({ status: 'sent', attempts: 2 })
    })

    it('gives a failed e-mail up when no retry is given, keeping its error', async () => {
      await drain()
      const [id] = await newMail(1)
      await claim(10, 60)
      await settle({ p_id: id!, p_attempts: 1, p_sent: false, p_error: 'mailbox does not exist' })
      expect(await rowOf(id!)).toMatchObject({ status: 'failed', attempts: 1, locked_until: null, last_error: 'mailbox does not exist', sent_at: null })
      await update(id!, { next_attempt_at: new Date(Date.now() - HOUR).toISOString() })
      expect(await claim(10, 60)).toEqual([])
    })
  })

  describe('who reaches the outbox', () => {
    it('keeps the outbox from visitors and customers (their own e-mails too), and lets staff read it only: no writing or claiming', async () => {
      const { anon, a, b } = backend()
      const { id: quoteId } = await submitQuote(quote(a.id))
      const own = await outboxOf('quote_request_id', quoteId)
      expect(own).toHaveLength(2)
      const ownId = own[0]!.id
      const before = await serviceRows(backend(), 'mail_outbox', 'quote_request_id', quoteId)

      for (const client of [anon, a.client, b.client, staff.client] as Client[]) {
        const table = () => untyped(client).from('mail_outbox')
        const read = (await table().select('id').eq('quote_request_id', quoteId)).data ?? []
        // Staff see what has not gone, to send it again (retry_mail); nobody else sees a thing.
        expect(read.map(({ id }) => id).sort()).toEqual(client === staff.client ? own.map(({ id }) => id).sort() : [])
        expectFailed(await table().insert({ template: 'shop_new_request', quote_request_id: quoteId }))
        expectFailed(await table().insert({ template: 'request_received', recipient: 'attacker@example.com', quote_request_id: quoteId }))
        expectNoRowReached(await table().update({ recipient: 'attacker@example.com' }).eq('id', ownId).select())
        expectNoRowReached(await table().update({ status: 'sent' }).eq('quote_request_id', quoteId).select())
        expectNoRowReached(await table().delete().eq('id', ownId).select())
        expectRefused(await client.rpc('claim_mail', { p_limit: 100, p_lease_seconds: 86_400 }))
        expectRefused(await client.rpc('settle_mail', { p_id: ownId, p_attempts: 0, p_sent: true }))
        expectRefused(await client.rpc('settle_mail', { p_id: ownId, p_attempts: 0, p_sent: false, p_error: 'x' }))
      }
      expect(await serviceRows(backend(), 'mail_outbox', 'quote_request_id', quoteId)).toEqual(before)
      expect(before.every((row) => row.status === 'pending' && row.attempts === 0 && row.locked_until === null)).toBe(true)
      expect(await serviceRows(backend(), 'mail_outbox', 'recipient', 'attacker@example.com')).toEqual([])
    })

    it('lets staff alone send a given-up e-mail again, from its first try, and nothing that has not been given up', async () => {
      const { anon, a, b, service } = backend()
      const { id: quoteId } = await submitQuote(quote(a.id))
      const [givenUp, pending] = (await outboxOf('quote_request_id', quoteId)).map(({ id }) => id) as [string, string]
      const failed = { status: 'failed', attempts: 20, last_error: 'connect ECONNREFUSED', next_attempt_at: '2026-01-01T00:00:00Z' }
      expect((await service.from('mail_outbox').update(failed).eq('id', givenUp)).error).toBeNull()

      for (const client of [anon, a.client, b.client] as Client[]) expectRefused(await client.rpc('retry_mail', { p_id: givenUp }))
      const { next_attempt_at: due, ...given } = failed
      expect((await serviceRows(backend(), 'mail_outbox', 'id', givenUp))[0]).toMatchObject(given)

      expect(await staff.client.rpc('retry_mail', { p_id: pending })).toMatchObject({ data: false, error: null })
      expect(await staff.client.rpc('retry_mail', { p_id: givenUp })).toMatchObject({ data: true, error: null })
      const retried = (await serviceRows(backend(), 'mail_outbox', 'id', givenUp))[0]
      expect(retried).toMatchObject({ status: 'pending', attempts: 0, locked_until: null, last_error: 'connect ECONNREFUSED' })
      expect(Date.parse(String(retried?.next_attempt_at))).toBeGreaterThan(Date.parse(due))
      // Once queued, it is no longer given up: a second press changes nothing.
      expect(await staff.client.rpc('retry_mail', { p_id: givenUp })).toMatchObject({ data: false, error: null })
    })

    it('tells only the service role whether an address has an account, and only it writes an account_exists e-mail, about nothing else', async () => {
      const { anon, a, b, service } = backend()
      const waiting = `waiting-${randomUUID()}@example.com`
      const { error: signUpError } = await anon.auth.signUp({ email: waiting, password: 'correct horse battery' })
      expect(signUpError).toBeNull()
      for (const client of [anon, a.client, b.client, staff.client] as Client[]) {
        expectRefused(await client.rpc('account_status', { p_email: a.email }))
        expectFailed(await untyped(client).from('mail_outbox').insert({ template: 'account_exists', recipient: a.email }))
      }
      const status = async (email: string) => (await service.rpc('account_status', { p_email: email })).data
      expect(await status(a.email)).toBe('confirmed')
      expect(await status(a.email.toUpperCase())).toBe('confirmed')
      expect(await status(waiting)).toBe('unconfirmed')
      expect(await status(`nobody-${randomUUID()}@example.com`)).toBe('none')

      const notice = await service.from('mail_outbox').insert({ template: 'account_exists', recipient: a.email }).select().single()
      expect(notice.error).toBeNull()
      const { id: quoteId } = await submitQuote(quote(null))
      expectFailed(await service.from('mail_outbox').insert({ template: 'account_exists', recipient: a.email, quote_request_id: quoteId }))
      expectFailed(await service.from('mail_outbox').insert({ template: 'account_exists', recipient: null }))
    })
  })
  describe('what the sender reads for each e-mail (lib/commerce/mail-outbox.ts)', () => {
    // The site's service-role client, pointed at this backend as at a hosted project.
    beforeAll(() => {
      vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', backend().url)
      vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', backend().keys.publishableKey)
      vi.stubEnv('SUPABASE_SECRET_KEY', backend().keys.secretKey)
    })
    afterAll(() => {
      vi.unstubAllEnvs()
    })

    const mailOf = async (column: Subject, id: string, template: string) => {
      const row = (await outboxOf(column, id)).find((candidate) => candidate.template === template)
      if (!row) throw new Error(`no ${template} e-mail for ${id}`)
      return row
    }

    it('reads a quote request, an express order and its status change, and an enquiry as they are stored', async () => {
      const { id: quoteId, reference } = await submitQuote(quote(backend().a.id))
      expect(await readMailEvent(await mailOf('quote_request_id', quoteId, 'request_received'))).toEqual({
        template: 'request_received',
        request: expect.objectContaining({
          kind: 'quote', id: quoteId, reference, teamName: 'Flyers', contactEmail: 'jo@example.com', playerCount: 1, inAccount: true, amounts: null,
          details: { estimatedQuantity: 24, targetDate: '2027-01-15' },
        }),
      })

      const order = await serviceInsert(backend(), 'express_orders', storedExpress(null, 'received', 4000))
      await moved('express', order.id, 'received', 'in_design', 'Logo looks great')
      expect(await readMailEvent(await mailOf('express_order_id', order.id, 'status_changed'))).toEqual({
        template: 'status_changed',
        subject: expect.objectContaining({ kind: 'express', id: order.id, inAccount: false, amounts: { totalCents: 8000, firstDueCents: 8000, paidCents: 4000 }, details: null }),
        change: { from: 'received', to: 'in_design', note: 'Logo looks great' },
        mockup: null,
      })

      const enquiry = await serviceInsert(backend(), 'contact_enquiries', { name: 'Coach Sam', email: 'sam@example.com', inquiry_type: 'wholesale', message: 'Forty jerseys?' })
      expect(await readMailEvent(await mailOf('enquiry_id', enquiry.id, 'shop_new_enquiry'))).toEqual({
        template: 'shop_new_enquiry',
        enquiry: { id: enquiry.id, createdAt: enquiry.created_at, name: 'Coach Sam', email: 'sam@example.com', inquiryType: 'Wholesale/Bulk Order', message: 'Forty jerseys?' },
      })
    })

    it('acknowledges a payment after the first once, with how much and where its order stands; a first payment has its own e-mail', async () => {
      // Paid its first payment (the order's own e-mail tells of that), then a balance in two events.
      const order = await serviceInsert(backend(), 'express_orders', expressOrder(null, 'awaiting_payment', { contactEmail: EXPRESS_CONTACT }))
      const [deposit, rest] = [order.amount_due_cents, order.subtotal_cents - order.amount_due_cents]
      await pay(order.id, `pi_${randomUUID()}`, 'succeeded', deposit)
      expect((await outboxOf('express_order_id', order.id)).filter((row) => row.template === 'payment_received')).toEqual([])
      await moved('express', order.id, 'received', 'in_design')
      const balance = `pi_${randomUUID()}`
      await pay(order.id, balance, 'pending', rest)
      await pay(order.id, balance, 'succeeded', rest)
      await pay(order.id, balance, 'succeeded', rest)
      const receipts = (await outboxOf('express_order_id', order.id)).filter((row) => row.template === 'payment_received')
      expect(receipts).toHaveLength(1)
      expect(receipts[0]).toMatchObject({ recipient: EXPRESS_CONTACT })
      expect(await readMailEvent(receipts[0]!)).toEqual({
        template: 'payment_received',
        request: expect.objectContaining({ kind: 'express', id: order.id, amounts: { totalCents: 8000, firstDueCents: deposit, paidCents: 8000 } }),
        amountCents: rest,
        status: 'in_design',
      })
    })

    it('reads a mockup e-mail with the mockup it asks to approve, as the file the shop sent, and the next round with its own', async () => {
      const order = await serviceInsert(backend(), 'express_orders', storedExpress(null, 'in_design'))
      const send = async (bytes: Uint8Array, from: string) => {
        const path = `mail-test/${randomUUID()}.png`
        expect((await backend().service.storage.from('mockups').upload(path, bytes, { contentType: 'image/png' })).error).toBeNull()
        const { error } = await staff.client.rpc('send_mockup', { p_kind: 'express', p_id: order.id, p_from: from, p_path: path, p_content_type: 'image/png', p_note: '' })
        expect(error).toBeNull()
      }
      const first = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1])
      await send(first, 'in_design')
      const [firstMail] = (await outboxOf('express_order_id', order.id)).filter((row) => row.template === 'status_changed')
      expect(await readMailEvent(firstMail!)).toMatchObject({ change: { to: 'mockup_sent' }, mockup: { filename: 'mockup-1.png', contentType: 'image/png', content: first } })

      // Changes asked for, a second round sent: each e-mail carries its own round.
      await backend().service.from('mockups').update({ decision: 'changes_requested', comment: 'Bigger numbers', decided_at: new Date().toISOString() }).eq('express_order_id', order.id)
      await backend().service.from('express_orders').update({ status: 'in_design' }).eq('id', order.id)
      const second = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 2])
      await send(second, 'in_design')
      const mails = (await outboxOf('express_order_id', order.id)).filter((row) => row.template === 'status_changed')
      const events = await Promise.all(mails.map((row) => readMailEvent(row)))
      const attached = events.flatMap((event) => (event?.template === 'status_changed' && event.mockup ? [[event.mockup.filename, event.mockup.content[8]]] : []))
      expect(attached.sort()).toEqual([['mockup-1.png', 1], ['mockup-2.png', 2]])
    })

    it('reads a quote_ready e-mail as the request, its quote as it is now and the note of its pricing', async () => {
      const { id, reference } = await submitQuote(quote(backend().a.id))
      const lines = [{ description: 'Pro jersey', quantity: 18, unitPriceCents: 8500 }, { description: 'Socks', quantity: 18, unitPriceCents: 1200 }]
      const priced = await staff.client.rpc('price_quote', { p_id: id, p_from: 'received', p_lines: lines, p_rush_fee_cents: 15000, p_deposit_cents: 56900, p_note: 'Sublimated' })
      expect(priced.error).toBeNull()
      const event = await readMailEvent(await mailOf('quote_request_id', id, 'quote_ready'))
      expect(event).toEqual({
        template: 'quote_ready',
        request: expect.objectContaining({ kind: 'quote', id, reference, inAccount: true }),
        quote: { lines, rushFeeCents: 15000, rosterAdjustmentCents: 0, totalCents: 189600, depositCents: 56900, quotedAt: expect.any(String), acceptedAt: null },
        note: 'Sublimated',
        revised: false,
      })
    })

    it('reads an account_exists e-mail as the address it goes to', async () => {
      const { data: row, error } = await backend().service.from('mail_outbox').insert({ template: 'account_exists', recipient: backend().b.email }).select().single()
      if (error) throw new Error(error.message)
      expect(await readMailEvent(row)).toEqual({ template: 'account_exists', email: backend().b.email })
    })

    it('reads nothing for an e-mail whose request is gone', async () => {
      const { id } = await submitQuote(quote(null))
      const row = await mailOf('quote_request_id', id, 'request_received')
      const { error } = await backend().service.from('quote_requests').delete().eq('id', id)
      expect(error).toBeNull()
      expect(await readMailEvent(row)).toBeNull()
    })

    it('reads a checkout order with its customer’s address and its lines', async () => {
      const customer = await backend().signUp()
      const orderId = await placeOrder(orderArgs(customer))
      const expected = {
        kind: 'order', id: orderId, customerEmail: customer.email, subtotalCents: 2400, shippingCents: 0, totalCents: 2400,
        items: [{ name: 'Hockey socks', details: '', quantity: 3, lineTotalCents: 2400 }],
      }
      expect(await readMailEvent(await mailOf('order_id', orderId, 'order_placed'))).toEqual({ template: 'order_placed', order: expect.objectContaining(expected) })
      expect(await readMailEvent(await mailOf('order_id', orderId, 'shop_new_request'))).toEqual({ template: 'shop_new_request', subject: expect.objectContaining(expected) })
    })
  })
})

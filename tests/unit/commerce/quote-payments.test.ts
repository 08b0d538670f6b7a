import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
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
import { deliveryAddress, expressOrder, quoteRequest } from '@/tests/support/request-rows'

/**
 * Quote payments (20261129000100_request_payments.sql), tried over HTTP on both targets: a quote
 * priced by staff and accepted by its customer is paid as an express order is, through
 * record_request_payment, which the site's server alone calls. The deposit (paid at once or in
 * parts) moves it into design once, with its history entry by nobody signed in and the customer's
 * status e-mail; a success delivered again, or several times at once, changes nothing; a payment
 * before acceptance is kept but moves nothing; a provider's reference belongs to one request of one
 * kind. Staff ship a quote only once its payments cover its total (an admin may override with a
 * note). The customer and staff read a quote's payments, nobody but the server writes them, and no
 * customer changes what their quote has paid.
 */

/** The quote staff price: 24 × 6500 + 24 × 1200 and a rush fee of 5000, with a deposit of 50,000. */
const LINES = [
  { description: 'Pro jersey, sublimated', quantity: 24, unitPriceCents: 6500 },
  { description: 'Hockey socks', quantity: 24, unitPriceCents: 1200 },
]
const RUSH_FEE = 5000
const TOTAL = 184_800 + RUSH_FEE
const DEPOSIT = 50_000
const BALANCE = TOTAL - DEPOSIT

/** What a failed call answers, with the hint the site's server reads. */
type Failure = { code: string; hint?: string | null; message?: string } | null

/** A provider's reference for a new payment attempt. */
const newReference = () => `pi_${randomUUID()}`

describeOnEachTarget('quote payments', (backend: () => CommerceBackend) => {
  let staff: TestUser
  let admin: TestUser

  beforeAll(async () => {
    staff = await backend().signUpWithRole('staff')
    admin = await backend().signUpWithRole('admin')
  })

  const contact = () => `quote-${randomUUID()}@example.com`

  /** A quote request of `userId` (customer A unless said otherwise) at `status`. */
  async function requestAt(status: string, userId: string | null = backend().a.id) {
    const email = contact()
    const row = await serviceInsert(backend(), 'quote_requests', quoteRequest(userId, status, email))
    return { id: row.id, email }
  }
  type Request = Awaited<ReturnType<typeof requestAt>>

  /** A received request of `userId` (customer A unless said otherwise), priced by staff: it is quoted. */
  async function quoted(userId: string | null = backend().a.id) {
    const request = await requestAt('received', userId)
    const { error } = await staff.client.rpc('price_quote', {
      p_id: request.id, p_from: 'received', p_lines: LINES, p_rush_fee_cents: RUSH_FEE, p_deposit_cents: DEPOSIT, p_note: '',
    })
    if (error) throw new Error(`price_quote failed: ${error.message}`)
    return request
  }
  /** A quote of `customer` (customer A unless said otherwise), priced by staff and accepted by them: it awaits its deposit. */
  async function accepted(customer: TestUser = backend().a) {
    const request = await quoted(customer.id)
    const { error } = await customer.client.rpc('accept_quote', { p_id: request.id, p_quoted_at: (await rowOf(request)).quoted_at!, p_delivery: deliveryAddress })
    if (error) throw new Error(`accept_quote failed: ${error.message}`)
    return request
  }

  /** A payment event of a request, as `user` records it (the site's server: the service role). */
  const record = (user: { client: Client }, kind: string, requestId: string, reference: string, amountCents: number, status: string, provider = 'test') =>
    user.client.rpc('record_request_payment', {
      p_kind: kind, p_request_id: requestId, p_provider: provider, p_provider_reference: reference, p_amount_cents: amountCents, p_status: status,
      p_failure_message: status === 'failed' ? 'Your card was declined.' : undefined,
    })
  const server = () => ({ client: backend().service })
  /** The server records a payment event of a quote; what record_request_payment answered. */
  async function paid(request: Request, reference: string, status: string, amountCents = DEPOSIT) {
    const { data, error } = await record(server(), 'quote', request.id, reference, amountCents, status).single()
    if (error) throw new Error(`record_request_payment failed: ${error.message}`)
    return data
  }

  /** Staff's (or anyone's) status change from the quote's page, which showed it at `from`. */
  const move = (user: { client: Client }, request: Request, from: string, to: string, note = '', override = false) =>
    moveOrder(user.client, { p_kind: 'quote', p_id: request.id, p_from: from, p_to: to, p_note: note, p_override: override })

  const rowOf = async (request: Request) => {
    const [row] = await serviceRows(backend(), 'quote_requests', 'id', request.id)
    if (!row) throw new Error(`no quote request ${request.id}`)
    return row
  }
  const byId = <T extends { id: string }>(rows: T[]) => rows.sort((x, y) => x.id.localeCompare(y.id))
  const paymentsOf = async (request: Request) => byId(await serviceRows(backend(), 'request_payments', 'quote_request_id', request.id))
  const historyOf = async (request: Request) => byId(await serviceRows(backend(), 'order_history', 'quote_request_id', request.id))
  const outboxOf = async (request: Request) => byId(await serviceRows(backend(), 'mail_outbox', 'quote_request_id', request.id))
  /** Everything a call may write about a quote. */
  const stateOf = async (request: Request) => ({
    row: await rowOf(request),
    payments: await paymentsOf(request),
    history: await historyOf(request),
    mails: await outboxOf(request),
  })

  /** The one history entry of a move. */
  async function entryOf(request: Request, from: string, to: string) {
    const entries = (await historyOf(request)).filter((entry) => entry.from_status === from && entry.status === to)
    expect(entries).toHaveLength(1)
    return entries[0]!
  }
  /** What the triggers wrote for one history entry: which e-mail, to whom. */
  const mailsFor = async (request: Request, historyId: string) =>
    (await outboxOf(request))
      .filter((row) => row.history_id === historyId)
      .map(({ template, recipient, quote_request_id, history_id }) => ({ template, recipient, quote_request_id, history_id }))

  /**
   * Refused by the function's own check: `hint` (P0001) or `code` (P0002 and the like), as the
   * site's server tells the cases apart, with the check's own message.
   */
  function expectRaised(answer: { error: Failure; status: number }, expected: { code: string; hint?: string; message: RegExp }) {
    expect(answer.error).not.toBeNull()
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.error?.message).toMatch(expected.message)
    expect(answer.error?.code).toBe(expected.code)
    if (expected.hint) expect(answer.error?.hint).toBe(expected.hint)
  }
  const REFUSED = {
    otherRequest: { code: '23505', message: /payment pi_[\w-]+ belongs to another request/ },
    noQuote: { code: 'P0002', message: /no quote request / },
    noExpress: { code: 'P0002', message: /no express request / },
    unknownKind: { code: '22023', message: /unknown kind of request/ },
    unknownStatus: { code: '22023', message: /unknown payment status/ },
    balance: { code: 'P0001', hint: 'balance', message: /the balance is not paid yet/ },
    moveTransition: { code: 'P0001', hint: 'transition', message: /an order that is \w+ cannot be moved to/ },
  } as const

  describe('who records a payment', () => {
    it('refuses record_request_payment to visitors, both customers and staff, who store and move nothing with it; the server records it', async () => {
      const request = await accepted()
      const before = await stateOf(request)
      expect(before.row).toMatchObject({ status: 'awaiting_payment', amount_paid_cents: 0 })
      expect(before.payments).toEqual([])
      for (const user of [{ client: backend().anon }, backend().a, backend().b, staff]) {
        for (const status of ['succeeded', 'pending']) expectRefused(await record(user, 'quote', request.id, newReference(), DEPOSIT, status))
      }
      expect(await stateOf(request)).toEqual(before)

      // The same call by the server is taken (so the refusals above were for lack of rights).
      expect(await paid(request, newReference(), 'succeeded')).toMatchObject({ request_status: 'in_design', amount_paid_cents: DEPOSIT, paid_now: true })
    })
  })

  describe('the deposit', () => {
    it('moves an accepted quote into design once its deposit succeeds: one payment, one history entry by nobody signed in, one status e-mail', async () => {
      const request = await accepted()
      const reference = newReference()
      const pending = await paid(request, reference, 'pending')
      expect(pending).toEqual({ payment_id: expect.any(String), payment_status: 'pending', request_status: 'awaiting_payment', amount_paid_cents: 0, paid_now: false })
      const before = await stateOf(request)
      expect(before.row).toMatchObject({ status: 'awaiting_payment', amount_paid_cents: 0 })

      const first = await paid(request, reference, 'succeeded')
      expect(first).toEqual({ payment_id: pending.payment_id, payment_status: 'succeeded', request_status: 'in_design', amount_paid_cents: DEPOSIT, paid_now: true })

      const after = await stateOf(request)
      expect(after.row).toMatchObject({ status: 'in_design', amount_paid_cents: DEPOSIT, total_cents: TOTAL, deposit_cents: DEPOSIT })
      expect(after.payments).toEqual([
        expect.objectContaining({
          id: first.payment_id, quote_request_id: request.id, express_order_id: null, user_id: backend().a.id, provider: 'test', provider_reference: reference,
          amount_cents: DEPOSIT, currency: 'USD', status: 'succeeded', failure_message: null,
        }),
      ])
      const entry = await entryOf(request, 'awaiting_payment', 'in_design')
      expect(entry).toMatchObject({ quote_request_id: request.id, user_id: backend().a.id, notes: '', created_by: null })
      expect(after.history).toEqual(byId([...before.history, entry]))
      expect(await mailsFor(request, entry.id)).toEqual([{ template: 'status_changed', recipient: request.email, quote_request_id: request.id, history_id: entry.id }])
      expect(after.mails).toHaveLength(before.mails.length + 1)

      // The same success delivered again, then three times at once, and late events of the attempt.
      const again = { ...first, paid_now: false }
      expect(await paid(request, reference, 'succeeded')).toEqual(again)
      expect(await Promise.all([1, 2, 3].map(() => paid(request, reference, 'succeeded')))).toEqual([again, again, again])
      for (const late of ['pending', 'failed', 'cancelled']) expect(await paid(request, reference, late)).toEqual(again)
      const repeated = await stateOf(request)
      expect(repeated.row.updated_at).toBe(after.row.updated_at)
      expect(repeated.payments[0]?.updated_at).toBe(after.payments[0]?.updated_at)
      expect(repeated).toEqual(after)
    })

    it('moves it once when its first success is delivered several times at once', async () => {
      const request = await accepted()
      const before = await stateOf(request)
      const reference = newReference()
      const answers = await Promise.all([1, 2, 3, 4].map(() => paid(request, reference, 'succeeded')))
      expect(answers.filter((answer) => answer.paid_now)).toHaveLength(1)
      for (const answer of answers) {
        expect(answer).toMatchObject({ payment_id: answers[0]!.payment_id, payment_status: 'succeeded', request_status: 'in_design', amount_paid_cents: DEPOSIT })
      }
      const after = await stateOf(request)
      expect(after.row).toMatchObject({ status: 'in_design', amount_paid_cents: DEPOSIT })
      expect(after.payments).toEqual([expect.objectContaining({ provider_reference: reference, status: 'succeeded', amount_cents: DEPOSIT })])
      const entry = await entryOf(request, 'awaiting_payment', 'in_design')
      expect(after.history).toHaveLength(before.history.length + 1)
      expect(await mailsFor(request, entry.id)).toEqual([{ template: 'status_changed', recipient: request.email, quote_request_id: request.id, history_id: entry.id }])
      expect(after.mails).toHaveLength(before.mails.length + 1)
    })

    it('keeps a quote awaiting payment while its succeeded payments are less than the deposit, and moves it once they cover it', async () => {
      const request = await accepted()
      const before = await stateOf(request)

      expect(await paid(request, newReference(), 'succeeded', 20_000)).toMatchObject({ payment_status: 'succeeded', request_status: 'awaiting_payment', amount_paid_cents: 20_000, paid_now: false })
      // A failed attempt at the rest counts for nothing; one cent short is still short.
      expect(await paid(request, newReference(), 'failed', 30_000)).toMatchObject({ payment_status: 'failed', request_status: 'awaiting_payment', amount_paid_cents: 20_000, paid_now: false })
      expect(await paid(request, newReference(), 'succeeded', 29_999)).toMatchObject({ request_status: 'awaiting_payment', amount_paid_cents: 49_999, paid_now: false })
      const short = await stateOf(request)
      expect(short.row).toMatchObject({ status: 'awaiting_payment', amount_paid_cents: 49_999 })
      expect(short.history).toEqual(before.history)
      expect(short.mails).toEqual(before.mails)

      expect(await paid(request, newReference(), 'succeeded', 1)).toMatchObject({ payment_status: 'succeeded', request_status: 'in_design', amount_paid_cents: DEPOSIT, paid_now: true })
      const after = await stateOf(request)
      expect(after.row).toMatchObject({ status: 'in_design', amount_paid_cents: DEPOSIT })
      expect(after.payments.map(({ amount_cents, status }) => `${status} ${amount_cents}`).sort()).toEqual(['failed 30000', 'succeeded 1', 'succeeded 20000', 'succeeded 29999'])
      const entry = await entryOf(request, 'awaiting_payment', 'in_design')
      expect(entry).toMatchObject({ created_by: null })
      expect(after.history).toHaveLength(before.history.length + 1)
      expect(await mailsFor(request, entry.id)).toEqual([{ template: 'status_changed', recipient: request.email, quote_request_id: request.id, history_id: entry.id }])
    })

    it('records a payment of a quote not accepted yet (quoted, or not even priced) without moving it', async () => {
      for (const request of [await quoted(), await requestAt('received')]) {
        const before = await stateOf(request)
        const status = before.row.status
        const reference = newReference()
        expect(await paid(request, reference, 'succeeded')).toEqual({
          payment_id: expect.any(String), payment_status: 'succeeded', request_status: status, amount_paid_cents: DEPOSIT, paid_now: false,
        })
        const after = await stateOf(request)
        expect(after.row, status).toMatchObject({ status, amount_paid_cents: DEPOSIT, accepted_at: null })
        expect(after.payments, status).toEqual([expect.objectContaining({ quote_request_id: request.id, provider_reference: reference, status: 'succeeded', amount_cents: DEPOSIT })])
        expect(after.history, status).toEqual(before.history)
        expect(after.mails, status).toEqual(before.mails)
      }
    })
  })

  describe('what record_request_payment refuses for a quote, leaving everything as it was', () => {
    it('refuses a reference already used for an express order or another quote, one of this quote for any other request, and another provider', async () => {
      const request = await accepted()
      const other = await accepted()
      const order = await serviceInsert(backend(), 'express_orders', expressOrder(backend().a.id, 'awaiting_payment'))
      const [ownReference, otherReference, expressReference] = [newReference(), newReference(), newReference()]
      await paid(request, ownReference, 'pending')
      await paid(other, otherReference, 'pending')
      expect((await record(server(), 'express', order.id, expressReference, 4000, 'pending')).error).toBeNull()
      const orderState = async () => ({
        row: (await serviceRows(backend(), 'express_orders', 'id', order.id))[0],
        payments: byId(await serviceRows(backend(), 'request_payments', 'express_order_id', order.id)),
      })
      const before = { request: await stateOf(request), other: await stateOf(other), order: await orderState() }

      for (const status of ['pending', 'succeeded']) {
        expectRaised(await record(server(), 'quote', request.id, expressReference, DEPOSIT, status), REFUSED.otherRequest)
        expectRaised(await record(server(), 'quote', request.id, otherReference, DEPOSIT, status), REFUSED.otherRequest)
        expectRaised(await record(server(), 'express', order.id, ownReference, 4000, status), REFUSED.otherRequest)
        expectRaised(await record(server(), 'quote', other.id, ownReference, DEPOSIT, status), REFUSED.otherRequest)
        expectRaised(await record(server(), 'quote', request.id, ownReference, DEPOSIT, status, 'stripe'), REFUSED.otherRequest)
      }
      expect({ request: await stateOf(request), other: await stateOf(other), order: await orderState() }).toEqual(before)
      expect(before.request.payments).toEqual([expect.objectContaining({ provider_reference: ownReference, status: 'pending' })])
      expect(before.order.payments).toEqual([expect.objectContaining({ provider_reference: expressReference, status: 'pending', quote_request_id: null })])
    })

    it('refuses a kind that does not match the id, an unknown kind, quote, status or provider', async () => {
      const request = await accepted()
      const order = await serviceInsert(backend(), 'express_orders', expressOrder(backend().a.id, 'awaiting_payment'))
      const orderPayments = () => serviceRows(backend(), 'request_payments', 'express_order_id', order.id)
      const before = await stateOf(request)
      const orderBefore = await serviceRows(backend(), 'express_orders', 'id', order.id)

      // The quote's id as an express order's, the order's as a quote's.
      expectRaised(await record(server(), 'express', request.id, newReference(), DEPOSIT, 'succeeded'), REFUSED.noExpress)
      expectRaised(await record(server(), 'quote', order.id, newReference(), 4000, 'succeeded'), REFUSED.noQuote)
      for (const kind of ['order', 'Quote', 'quotes', '']) expectRaised(await record(server(), kind, request.id, newReference(), DEPOSIT, 'succeeded'), REFUSED.unknownKind)
      expectRaised(await record(server(), null as unknown as string, request.id, newReference(), DEPOSIT, 'succeeded'), REFUSED.unknownKind)
      expectRaised(await record(server(), 'quote', randomUUID(), newReference(), DEPOSIT, 'succeeded'), REFUSED.noQuote)
      expectRaised(await record(server(), 'quote', request.id, newReference(), DEPOSIT, 'refunded'), REFUSED.unknownStatus)
      expectFailed(await record(server(), 'quote', request.id, newReference(), DEPOSIT, 'succeeded', 'cash'))
      expectFailed(await record(server(), 'quote', request.id, newReference(), -1, 'succeeded'))

      expect(await stateOf(request)).toEqual(before)
      expect(await serviceRows(backend(), 'express_orders', 'id', order.id)).toEqual(orderBefore)
      expect(await orderPayments()).toEqual([])
    })
  })

  describe('the balance (change_order_status)', () => {
    /** An accepted quote of customer A taken through the workflow: deposit paid, mockup sent and approved, in production. */
    async function inProduction() {
      const request = await accepted()
      await paid(request, newReference(), 'succeeded')
      const hash = `${randomUUID()}${randomUUID()}`.replace(/-/g, '')
      const sent = await staff.client.rpc('send_mockup', {
        p_kind: 'quote', p_id: request.id, p_from: 'in_design', p_path: `${hash.slice(0, 2)}/${hash}.png`, p_content_type: 'image/png', p_note: '',
      })
      if (sent.error) throw new Error(`send_mockup failed: ${sent.error.message}`)
      const mockup = (await serviceRows(backend(), 'mockups', 'quote_request_id', request.id)).find((round) => round.round === sent.data)
      if (!mockup) throw new Error(`no mockup round ${sent.data}`)
      const decided = await backend().a.client.rpc('decide_mockup', { p_mockup_id: mockup.id, p_approve: true, p_comment: '' })
      if (decided.error) throw new Error(`decide_mockup failed: ${decided.error.message}`)
      const started = await move(staff, request, 'approved', 'in_production')
      if (started.error) throw new Error(`change_order_status failed: ${started.error.message}`)
      return request
    }

    it('keeps staff from shipping a quote until its payments cover its total, then ships it with the shipped e-mail', async () => {
      const request = await inProduction()
      const before = await stateOf(request)
      expect(before.row).toMatchObject({ status: 'in_production', amount_paid_cents: DEPOSIT, total_cents: TOTAL })

      expectRaised(await move(staff, request, 'in_production', 'shipped'), REFUSED.balance)
      // Only an admin overrides, and only with a note.
      expectRaised(await move(staff, request, 'in_production', 'shipped', 'Customer asked', true), REFUSED.balance)
      expectRaised(await move(admin, request, 'in_production', 'shipped', 'Customer asked'), REFUSED.balance)
      expectRaised(await move(admin, request, 'in_production', 'shipped', '   ', true), REFUSED.balance)
      expect(await stateOf(request)).toEqual(before)

      // The balance paid but one cent (and a failed attempt at that cent): still open.
      expect(await paid(request, newReference(), 'succeeded', BALANCE - 1)).toEqual({
        payment_id: expect.any(String), payment_status: 'succeeded', request_status: 'in_production', amount_paid_cents: TOTAL - 1, paid_now: false,
      })
      expect(await paid(request, newReference(), 'failed', 1)).toMatchObject({ request_status: 'in_production', amount_paid_cents: TOTAL - 1, paid_now: false })
      expectRaised(await move(staff, request, 'in_production', 'shipped'), REFUSED.balance)
      const short = await stateOf(request)
      expect(short.row).toMatchObject({ status: 'in_production', amount_paid_cents: TOTAL - 1 })
      expect(short.history).toEqual(before.history)
      // The succeeded part of the balance is acknowledged once; the failed attempt is not.
      expect(short.mails.filter((row) => !before.mails.some((earlier) => earlier.id === row.id)).map(({ template, recipient }) => ({ template, recipient }))).toEqual([
        { template: 'payment_received', recipient: request.email },
      ])

      expect(await paid(request, newReference(), 'succeeded', 1)).toMatchObject({ request_status: 'in_production', amount_paid_cents: TOTAL, paid_now: false })
      expect(await rowOf(request)).toMatchObject({ status: 'in_production', amount_paid_cents: TOTAL })
      const { data, error } = await move(staff, request, 'in_production', 'shipped', 'Tracking 1Z999')
      expect(error).toBeNull()
      expect(data).toBe('in_production')
      expect(await rowOf(request)).toMatchObject({ status: 'shipped', amount_paid_cents: TOTAL })
      const entry = await entryOf(request, 'in_production', 'shipped')
      expect(entry).toMatchObject({ user_id: backend().a.id, notes: 'Tracking 1Z999', created_by: staff.id })
      expect(await mailsFor(request, entry.id)).toEqual([{ template: 'shipped', recipient: request.email, quote_request_id: request.id, history_id: entry.id }])
    })

    it('lets an admin ship a quote with its balance open, with a note', async () => {
      const request = await inProduction()
      const { error } = await move(admin, request, 'in_production', 'shipped', '  Balance agreed by phone: pays on delivery  ', true)
      expect(error).toBeNull()
      expect(await rowOf(request)).toMatchObject({ status: 'shipped', amount_paid_cents: DEPOSIT })
      expect(await entryOf(request, 'in_production', 'shipped')).toMatchObject({ notes: 'Balance agreed by phone: pays on delivery', created_by: admin.id })
    })

    it('leaves the move into design to the payment: staff cannot make it', async () => {
      const request = await accepted()
      const before = await stateOf(request)
      expectRaised(await move(staff, request, 'awaiting_payment', 'in_design'), REFUSED.moveTransition)
      expectRaised(await move(admin, request, 'awaiting_payment', 'in_design', 'Paid by cheque', true), REFUSED.moveTransition)
      expect(await stateOf(request)).toEqual(before)
    })
  })

  describe('who reads and writes a quote’s payments', () => {
    it('shows a quote’s payments to its own customer and to staff; another customer and a visitor see none', async () => {
      const { a, b, anon } = backend()
      const own = await accepted(a)
      const others = await accepted(b)
      const guest = await quoted(null)
      const ownIds = [(await paid(own, newReference(), 'failed')).payment_id, (await paid(own, newReference(), 'succeeded')).payment_id]
      const otherIds = [(await paid(others, newReference(), 'succeeded')).payment_id]
      const guestIds = [(await paid(guest, newReference(), 'pending')).payment_id]
      const ids = [...ownIds, ...otherIds, ...guestIds]
      const seenBy = async (client: Client) => ((await client.from('request_payments').select('id').in('id', ids)).data ?? []).map(({ id }) => id).sort()

      expect(await seenBy(a.client)).toEqual([...ownIds].sort())
      expect(await seenBy(b.client)).toEqual([...otherIds].sort())
      expect(await seenBy(anon)).toEqual([])
      expect(await seenBy(staff.client)).toEqual([...ids].sort())

      // Every column of a payment, as the account page reads it.
      const { data } = await a.client.from('request_payments').select('*').eq('quote_request_id', own.id)
      expect(byId(data ?? [])).toEqual(await paymentsOf(own))
      expect((await b.client.from('request_payments').select('id').eq('quote_request_id', own.id)).data ?? []).toEqual([])
    })

    it('lets nobody but the service role insert, change or delete a quote’s payment through the API, staff and the quote’s customer included', async () => {
      const request = await accepted()
      const { payment_id: paymentId } = await paid(request, newReference(), 'pending')
      const before = await stateOf(request)
      const forged = () => ({
        quote_request_id: request.id, user_id: backend().a.id, provider: 'test', provider_reference: newReference(), amount_cents: TOTAL, currency: 'USD', status: 'succeeded',
      })
      for (const client of [backend().anon, backend().a.client, backend().b.client, staff.client, admin.client]) {
        const table = () => untyped(client).from('request_payments')
        expectRefused(await table().insert(forged()))
        expectNoRowReached(await table().update({ status: 'succeeded', amount_cents: TOTAL }).eq('id', paymentId).select())
        expectNoRowReached(await table().update({ status: 'succeeded' }).eq('quote_request_id', request.id).select())
        expectNoRowReached(await table().delete().eq('id', paymentId).select())
        expectNoRowReached(await table().delete().eq('quote_request_id', request.id).select())
      }
      expect(await stateOf(request)).toEqual(before)

      // The service role (the site's server) reaches them, a payment of exactly one request.
      const order = await serviceInsert(backend(), 'express_orders', expressOrder(backend().a.id, 'awaiting_payment'))
      const service = () => backend().service.from('request_payments')
      expectFailed(await service().insert({ ...forged(), express_order_id: order.id, status: 'failed' }))
      expectFailed(await service().insert({ ...forged(), quote_request_id: null, status: 'failed' }))
      const inserted = await service().insert({ ...forged(), status: 'failed' }).select().single()
      expect(inserted.error).toBeNull()
      const changed = await service().update({ failure_message: 'Declined' }).eq('id', inserted.data!.id).select()
      expect(changed.data).toEqual([expect.objectContaining({ id: inserted.data!.id, failure_message: 'Declined' })])
      expect((await service().delete().eq('id', inserted.data!.id).select()).data).toHaveLength(1)
      expect(await paymentsOf(request)).toEqual(before.payments)
    })

    it('keeps what a quote has paid out of reach of its customer (and everyone else) through the API', async () => {
      const request = await accepted()
      await paid(request, newReference(), 'succeeded', 20_000)
      const before = await stateOf(request)
      expect(before.row).toMatchObject({ status: 'awaiting_payment', amount_paid_cents: 20_000 })
      for (const client of [backend().a.client, backend().b.client, backend().anon, staff.client]) {
        const table = () => client.from('quote_requests')
        expectNoRowReached(await table().update({ amount_paid_cents: TOTAL }).eq('id', request.id).select())
        expectNoRowReached(await table().update({ amount_paid_cents: DEPOSIT, status: 'in_design' }).eq('id', request.id).select())
        expectNoRowReached(await table().update({ amount_paid_cents: 0 }).eq('user_id', backend().a.id).select())
      }
      expect(await stateOf(request)).toEqual(before)
      // The customer reads it.
      expect((await backend().a.client.from('quote_requests').select('status, amount_paid_cents').eq('id', request.id)).data).toEqual([
        { status: 'awaiting_payment', amount_paid_cents: 20_000 },
      ])
    })
  })
})

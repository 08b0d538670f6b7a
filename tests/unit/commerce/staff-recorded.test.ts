import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  type Client,
  type CommerceBackend,
  describeOnEachTarget,
  expectFailed,
  expectRefused,
  moveOrder,
  serviceInsert,
  serviceRows,
  type TestUser,
} from '@/tests/support/commerce-backend'
import { deliveryAddress, expressOrder, quoteRequest } from '@/tests/support/request-rows'

/**
 * What staff record for a customer (20261129000400_staff_recorded_answers.sql), tried over HTTP on
 * both targets. Staff accept a guest's quote for them (the guest answered by e-mail or phone), with
 * a history entry saying so and the guest's status e-mail; a customer still accepts only their own
 * quote, and staff never accept a customer's. Money received another way than by card is recorded
 * by staff with record_offline_payment: a succeeded 'manual' payment saying who recorded it and how
 * it was paid, counted like a card payment (a deposit moves a quote into design, a balance lets an
 * order ship), never more than is due, and only for a request that asks for money. Every refusal
 * stores nothing. A manual payment always says how it was paid, and a customer reads only their own.
 */

/** The express order these tests store (tests/support/request-rows): its total and the deposit it asks first. */
const { subtotal_cents: EXPRESS_TOTAL, amount_due_cents: EXPRESS_DEPOSIT } = expressOrder(null, 'awaiting_payment')

/** The quote staff price: 24 × 6500 + 24 × 1200 and a rush fee of 5000, with a deposit of 50,000. */
const LINES = [
  { description: 'Pro jersey, sublimated', quantity: 24, unitPriceCents: 6500 },
  { description: 'Hockey socks', quantity: 24, unitPriceCents: 1200 },
]
const RUSH_FEE = 5000
const TOTAL = 184_800 + RUSH_FEE
const DEPOSIT = 50_000
const BALANCE = TOTAL - DEPOSIT

/** The history note of a guest's acceptance recorded by staff. */
const ACCEPTED_FOR_GUEST = 'Accepted by the customer, recorded by staff'

/** What a failed call answers, with the hint the site's server reads. */
type Failure = { code: string; hint?: string | null; message?: string } | null

/** A provider's reference for a new card payment attempt. */
const newReference = () => `pi_${randomUUID()}`

describeOnEachTarget('what staff record for a customer', (backend: () => CommerceBackend) => {
  let staff: TestUser

  beforeAll(async () => {
    staff = await backend().signUpWithRole('staff')
  })

  const contact = () => `recorded-${randomUUID()}@example.com`

  /** A quote request of `userId` (customer A unless said otherwise) at `status`. */
  async function requestAt(status: string, userId: string | null = backend().a.id) {
    const email = contact()
    const row = await serviceInsert(backend(), 'quote_requests', quoteRequest(userId, status, email))
    return { id: row.id, email }
  }
  type Request = Awaited<ReturnType<typeof requestAt>>

  /** Staff price (or revise, `from` 'quoted') a request with the quote above. */
  async function price(request: Request, from: string) {
    const { error } = await staff.client.rpc('price_quote', {
      p_id: request.id, p_from: from, p_lines: LINES, p_rush_fee_cents: RUSH_FEE, p_deposit_cents: DEPOSIT, p_note: '',
    })
    if (error) throw new Error(`price_quote failed: ${error.message}`)
  }
  /** A received request of `userId` (customer A unless said otherwise), priced by staff: it is quoted. */
  async function quoted(userId: string | null = backend().a.id) {
    const request = await requestAt('received', userId)
    await price(request, 'received')
    return request
  }
  /** Acceptance of a quote, as `user` sends it with the pricing their page showed. */
  const accept = (user: { client: Client }, request: Request, quotedAt: string) => user.client.rpc('accept_quote', { p_id: request.id, p_quoted_at: quotedAt, p_delivery: deliveryAddress })
  /** A quote of `customer` (customer A unless said otherwise), priced by staff and accepted by them: it awaits its deposit. */
  async function accepted(customer: TestUser = backend().a) {
    const request = await quoted(customer.id)
    const { error } = await accept(customer, request, (await rowOf(request)).quoted_at!)
    if (error) throw new Error(`accept_quote failed: ${error.message}`)
    return request
  }

  /** The site's server records a card payment (succeeded) of a request, as the provider's webhook does. */
  async function paidByCard(kind: 'quote' | 'express', requestId: string, amountCents: number) {
    const { error } = await backend().service.rpc('record_request_payment', {
      p_kind: kind, p_request_id: requestId, p_provider: 'test', p_provider_reference: newReference(), p_amount_cents: amountCents, p_status: 'succeeded',
    })
    if (error) throw new Error(`record_request_payment failed: ${error.message}`)
  }

  /** An express order of customer A at `status` whose deposit was paid by card. */
  async function expressWithDeposit(status: string) {
    const email = contact()
    const row = await serviceInsert(backend(), 'express_orders', expressOrder(backend().a.id, status, { contactEmail: email }))
    await paidByCard('express', row.id, EXPRESS_DEPOSIT)
    return { id: row.id, email }
  }

  /** A payment staff record, received another way than by card. */
  const recordOffline = (user: { client: Client }, kind: string, id: string, amountCents: number, note: string) =>
    user.client.rpc('record_offline_payment', { p_kind: kind, p_id: id, p_amount_cents: amountCents, p_note: note })

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
  /** Everything a call may write about an express order. */
  const expressStateOf = async (id: string) => ({
    row: (await serviceRows(backend(), 'express_orders', 'id', id))[0],
    payments: byId(await serviceRows(backend(), 'request_payments', 'express_order_id', id)),
    history: byId(await serviceRows(backend(), 'order_history', 'express_order_id', id)),
    mails: byId(await serviceRows(backend(), 'mail_outbox', 'express_order_id', id)),
  })

  /** The one history entry of a move among `history`. */
  function entryAmong<T extends { from_status: string | null; status: string }>(history: T[], from: string, to: string) {
    const entries = history.filter((entry) => entry.from_status === from && entry.status === to)
    expect(entries).toHaveLength(1)
    return entries[0]!
  }
  /** What the triggers wrote for one history entry: which e-mail, to whom. */
  const mailsFor = <T extends { history_id: string | null; template: string; recipient: string | null }>(mails: T[], historyId: string) =>
    mails.filter((row) => row.history_id === historyId).map(({ template, recipient }) => ({ template, recipient }))

  const expectRecent = (stamp: string | null | undefined, since: number) => {
    expect(stamp).toEqual(expect.any(String))
    const time = new Date(stamp!).getTime()
    expect(time).toBeGreaterThanOrEqual(since - 5000)
    expect(time).toBeLessThanOrEqual(Date.now() + 5000)
  }

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
    noQuote: { code: 'P0002', message: /no such quote/ },
    acceptStale: { code: 'P0001', hint: 'stale', message: /the quote was revised/ },
    acceptTransition: { code: 'P0001', hint: 'transition', message: /the quote is \w+ now/ },
    notStaff: { code: '42501', message: /only staff record a payment/ },
    note: { code: '22023', message: /say how it was paid/ },
    amount: { code: 'P0001', hint: 'amount', message: /the amount is more than what is due/ },
    nothingDue: { code: 'P0001', hint: 'nothing_due', message: /asks for no payment/ },
    unknownKind: { code: '22023', message: /unknown kind of request/ },
    noRequest: { code: 'P0002', message: /no such request/ },
    balance: { code: 'P0001', hint: 'balance', message: /the balance is not paid yet/ },
  } as const

  describe('a guest’s acceptance, recorded by staff (accept_quote)', () => {
    it('lets staff accept a guest’s quote as the guest saw it: awaiting payment, a history entry by staff saying so, the guest’s status e-mail', async () => {
      const request = await quoted(null)
      const seen = (await rowOf(request)).quoted_at!
      // Revised since the guest saw it: the old pricing, or a moment after the revision, is stale.
      await price(request, 'quoted')
      const before = await stateOf(request)
      expect(before.row).toMatchObject({ user_id: null, status: 'quoted', accepted_at: null })
      expectRaised(await accept(staff, request, seen), REFUSED.acceptStale)
      const later = new Date(new Date(before.row.quoted_at!).getTime() + 1).toISOString()
      expectRaised(await accept(staff, request, later), REFUSED.acceptStale)
      expect(await stateOf(request)).toEqual(before)

      const since = Date.now()
      const { data, error } = await accept(staff, request, before.row.quoted_at!)
      expect(error).toBeNull()
      expect(data).toBeNull()

      const after = await stateOf(request)
      expect(after.row).toMatchObject({ user_id: null, status: 'awaiting_payment', quoted_at: before.row.quoted_at, total_cents: TOTAL, deposit_cents: DEPOSIT, amount_paid_cents: 0 })
      expectRecent(after.row.accepted_at, since)
      const entry = entryAmong(after.history, 'quoted', 'awaiting_payment')
      expect(entry).toMatchObject({ quote_request_id: request.id, user_id: null, created_by: staff.id, notes: ACCEPTED_FOR_GUEST })
      expect(after.history).toEqual(byId([...before.history, entry]))
      expect(mailsFor(after.mails, entry.id)).toEqual([{ template: 'status_changed', recipient: request.email }])
      expect(after.mails).toHaveLength(before.mails.length + 1)
      expect(after.payments).toEqual([])

      // Accepted once: a second acceptance is refused and changes nothing.
      expectRaised(await accept(staff, request, before.row.quoted_at!), REFUSED.acceptTransition)
      expect(await stateOf(request)).toEqual(after)
    })

    it('refuses staff a customer’s quote, and a guest’s quote to customers and visitors, leaving each as it was', async () => {
      const { a, b, anon } = backend()
      const own = await quoted(a.id)
      const guest = await quoted(null)
      const ownBefore = await stateOf(own)
      const guestBefore = await stateOf(guest)

      expectRaised(await accept(staff, own, ownBefore.row.quoted_at!), REFUSED.noQuote)
      expectRaised(await accept(b, own, ownBefore.row.quoted_at!), REFUSED.noQuote)
      expectRefused(await accept({ client: anon }, own, ownBefore.row.quoted_at!))
      for (const user of [a, b]) expectRaised(await accept(user, guest, guestBefore.row.quoted_at!), REFUSED.noQuote)
      expectRefused(await accept({ client: anon }, guest, guestBefore.row.quoted_at!))
      expect(await stateOf(own)).toEqual(ownBefore)
      expect(await stateOf(guest)).toEqual(guestBefore)

      // The customer still accepts their own: an entry by them with no note, and no e-mail to them.
      expect((await accept(a, own, ownBefore.row.quoted_at!)).error).toBeNull()
      const after = await stateOf(own)
      expect(after.row).toMatchObject({ user_id: a.id, status: 'awaiting_payment' })
      const entry = entryAmong(after.history, 'quoted', 'awaiting_payment')
      expect(entry).toMatchObject({ user_id: a.id, created_by: a.id, notes: '' })
      expect(after.mails).toEqual(ownBefore.mails)
    })
  })

  describe('a payment staff record (record_offline_payment)', () => {
    it('records a deposit paid by cheque: the quote goes into design, with a manual payment by staff and a history entry saying how it was paid', async () => {
      const request = await accepted()
      const before = await stateOf(request)
      expect(before.row).toMatchObject({ status: 'awaiting_payment', amount_paid_cents: 0 })

      const { data, error } = await recordOffline(staff, 'quote', request.id, DEPOSIT, '  Cheque no. 1042, received 3 March  ').single()
      expect(error).toBeNull()
      expect(data).toEqual({ request_status: 'in_design', amount_paid_cents: DEPOSIT })

      const after = await stateOf(request)
      expect(after.row).toMatchObject({ status: 'in_design', amount_paid_cents: DEPOSIT, total_cents: TOTAL })
      expect(after.payments).toEqual([
        expect.objectContaining({
          quote_request_id: request.id, express_order_id: null, user_id: backend().a.id, provider: 'manual', amount_cents: DEPOSIT, currency: 'USD',
          status: 'succeeded', failure_message: null, recorded_by: staff.id, note: 'Cheque no. 1042, received 3 March',
        }),
      ])
      expect(after.payments[0]!.provider_reference).toMatch(/^manual_[0-9a-f-]{36}$/)
      const entry = entryAmong(after.history, 'awaiting_payment', 'in_design')
      expect(entry).toMatchObject({ quote_request_id: request.id, user_id: backend().a.id, created_by: staff.id, notes: 'Payment recorded: Cheque no. 1042, received 3 March' })
      expect(after.history).toEqual(byId([...before.history, entry]))
      expect(mailsFor(after.mails, entry.id)).toEqual([{ template: 'status_changed', recipient: request.email }])
      expect(after.mails).toHaveLength(before.mails.length + 1)
    })

    it('counts a part of the deposit recorded by staff with the card payments: the quote moves once they cover it', async () => {
      const request = await accepted()
      await paidByCard('quote', request.id, 20_000)
      const before = await stateOf(request)

      expect((await recordOffline(staff, 'quote', request.id, 29_999, 'Bank transfer').single()).data).toEqual({ request_status: 'awaiting_payment', amount_paid_cents: 49_999 })
      const short = await stateOf(request)
      expect(short.row).toMatchObject({ status: 'awaiting_payment', amount_paid_cents: 49_999 })
      expect(short.payments).toHaveLength(2)
      expect(short.history).toEqual(before.history)
      expect(short.mails).toEqual(before.mails)

      expect((await recordOffline(staff, 'quote', request.id, 1, 'Cash at the rink').single()).data).toEqual({ request_status: 'in_design', amount_paid_cents: DEPOSIT })
      const after = await stateOf(request)
      expect(after.payments.map(({ provider, amount_cents, note }) => `${provider} ${amount_cents} ${note}`).sort()).toEqual([
        'manual 1 Cash at the rink', 'manual 29999 Bank transfer', 'test 20000 ',
      ])
      expect(entryAmong(after.history, 'awaiting_payment', 'in_design')).toMatchObject({ created_by: staff.id, notes: 'Payment recorded: Cash at the rink' })
      expect(after.history).toHaveLength(before.history.length + 1)
    })

    it('records the balance of an express order in production, which then ships without an override', async () => {
      const order = await expressWithDeposit('in_production')
      const move = (from: string, to: string) =>
        moveOrder(staff.client, { p_kind: 'express', p_id: order.id, p_from: from, p_to: to, p_note: '', p_override: false })
      const before = await expressStateOf(order.id)
      expect(before.row).toMatchObject({ status: 'in_production', subtotal_cents: EXPRESS_TOTAL, amount_paid_cents: EXPRESS_DEPOSIT })
      expect(before.payments).toEqual([expect.objectContaining({ provider: 'test', status: 'succeeded', amount_cents: EXPRESS_DEPOSIT })])

      expectRaised(await move('in_production', 'shipped'), REFUSED.balance)
      expect(await expressStateOf(order.id)).toEqual(before)

      // Exactly what is still due is taken; it moves nothing, so it writes no history, and the customer is thanked for it.
      const { data, error } = await recordOffline(staff, 'express', order.id, EXPRESS_TOTAL - EXPRESS_DEPOSIT, 'Balance by bank transfer').single()
      expect(error).toBeNull()
      expect(data).toEqual({ request_status: 'in_production', amount_paid_cents: EXPRESS_TOTAL })
      const recorded = await expressStateOf(order.id)
      expect(recorded.row).toMatchObject({ status: 'in_production', amount_paid_cents: EXPRESS_TOTAL })
      expect(recorded.payments.filter((payment) => payment.provider === 'manual')).toEqual([
        expect.objectContaining({
          express_order_id: order.id, quote_request_id: null, user_id: backend().a.id, amount_cents: EXPRESS_TOTAL - EXPRESS_DEPOSIT, status: 'succeeded',
          recorded_by: staff.id, note: 'Balance by bank transfer',
        }),
      ])
      expect(recorded.history).toEqual(before.history)
      const manualPayment = recorded.payments.find((payment) => payment.provider === 'manual')
      expect(recorded.mails.filter((row) => !before.mails.some((earlier) => earlier.id === row.id))).toEqual([
        expect.objectContaining({ template: 'payment_received', recipient: order.email, express_order_id: order.id, payment_id: manualPayment?.id }),
      ])

      const shipped = await move('in_production', 'shipped')
      expect(shipped.error).toBeNull()
      expect(shipped.data).toBe('in_production')
      const after = await expressStateOf(order.id)
      expect(after.row).toMatchObject({ status: 'shipped', amount_paid_cents: EXPRESS_TOTAL })
      const entry = entryAmong(after.history, 'in_production', 'shipped')
      expect(entry).toMatchObject({ created_by: staff.id, notes: '' })
      expect(mailsFor(after.mails, entry.id)).toEqual([{ template: 'shipped', recipient: order.email }])
    })
  })

  describe('what record_offline_payment refuses, storing nothing', () => {
    it('refuses customers and visitors, a note that is blank or too long, and an amount out of what is due', async () => {
      const { a, b, anon } = backend()
      const request = await accepted()
      await paidByCard('quote', request.id, DEPOSIT)
      const before = await stateOf(request)
      expect(before.row).toMatchObject({ status: 'in_design', amount_paid_cents: DEPOSIT, total_cents: TOTAL })

      for (const user of [a, b]) {
        const answer = await recordOffline(user, 'quote', request.id, 1000, 'Cheque')
        expectRefused(answer)
        expectRaised(answer, REFUSED.notStaff)
      }
      expectRefused(await recordOffline({ client: anon }, 'quote', request.id, 1000, 'Cheque'))

      for (const note of ['', '   ', '\n\t ', null as unknown as string, 'x'.repeat(501), ` ${'x'.repeat(501)} `]) {
        expectRaised(await recordOffline(staff, 'quote', request.id, 1000, note), REFUSED.note)
      }
      for (const amount of [0, -1, -DEPOSIT, BALANCE + 1, TOTAL, null as unknown as number]) {
        expectRaised(await recordOffline(staff, 'quote', request.id, amount, 'Cheque'), REFUSED.amount)
      }
      expect(await stateOf(request)).toEqual(before)

      // The same calls with rights, a note and an amount due are taken: a note of 500 characters
      // (once trimmed), and the whole balance.
      const longest = 'x'.repeat(500)
      expect((await recordOffline(staff, 'quote', request.id, 1000, `  ${longest}  `).single()).data).toEqual({ request_status: 'in_design', amount_paid_cents: DEPOSIT + 1000 })
      expect((await recordOffline(staff, 'quote', request.id, BALANCE - 1000, 'Cheque').single()).data).toEqual({ request_status: 'in_design', amount_paid_cents: TOTAL })
      const after = await stateOf(request)
      expect(after.payments.filter((payment) => payment.provider === 'manual').map(({ note }) => note).sort()).toEqual(['Cheque', longest])
      expect(after.history).toEqual(before.history)
      // Nothing is due any more: even one cent is refused.
      expectRaised(await recordOffline(staff, 'quote', request.id, 1, 'Cheque'), REFUSED.amount)
      expect(await stateOf(request)).toEqual(after)
    })

    it('refuses a cancelled express order, a quote not yet accepted, an unknown kind and an unknown request', async () => {
      const cancelled = await expressWithDeposit('cancelled')
      const cancelledBefore = await expressStateOf(cancelled.id)
      expect(cancelledBefore.row).toMatchObject({ status: 'cancelled', amount_paid_cents: EXPRESS_DEPOSIT })
      const priced = await quoted()
      const unpriced = await requestAt('received')
      const pricedBefore = await stateOf(priced)
      const unpricedBefore = await stateOf(unpriced)
      expect(pricedBefore.row).toMatchObject({ status: 'quoted', total_cents: TOTAL, amount_paid_cents: 0 })

      expectRaised(await recordOffline(staff, 'express', cancelled.id, EXPRESS_TOTAL - EXPRESS_DEPOSIT, 'Cheque'), REFUSED.nothingDue)
      for (const amount of [1, DEPOSIT]) expectRaised(await recordOffline(staff, 'quote', priced.id, amount, 'Cheque'), REFUSED.nothingDue)
      expectRaised(await recordOffline(staff, 'quote', unpriced.id, DEPOSIT, 'Cheque'), REFUSED.nothingDue)
      for (const kind of ['order', 'Quote', 'quotes', '', null as unknown as string]) {
        expectRaised(await recordOffline(staff, kind, priced.id, DEPOSIT, 'Cheque'), REFUSED.unknownKind)
      }
      expectRaised(await recordOffline(staff, 'quote', randomUUID(), DEPOSIT, 'Cheque'), REFUSED.noRequest)
      expectRaised(await recordOffline(staff, 'express', randomUUID(), 1, 'Cheque'), REFUSED.noRequest)
      // An id of the other kind is no request of this one.
      expectRaised(await recordOffline(staff, 'express', priced.id, 1, 'Cheque'), REFUSED.noRequest)
      expectRaised(await recordOffline(staff, 'quote', cancelled.id, 1, 'Cheque'), REFUSED.noRequest)

      expect(await expressStateOf(cancelled.id)).toEqual(cancelledBefore)
      expect(await stateOf(priced)).toEqual(pricedBefore)
      expect(await stateOf(unpriced)).toEqual(unpricedBefore)
    })
  })

  describe('manual payments in the table', () => {
    it('keeps a payment’s note to 500 characters, even from the service role', async () => {
      const request = await accepted()
      const before = await stateOf(request)
      const manual = (note: string) => ({
        quote_request_id: request.id, user_id: backend().a.id, provider: 'manual', provider_reference: `manual_${randomUUID()}`, amount_cents: 1000,
        currency: 'USD', status: 'failed', note,
      })
      expectFailed(await backend().service.from('request_payments').insert(manual('x'.repeat(501))))
      expect(await stateOf(request)).toEqual(before)
      const stored = await backend().service.from('request_payments').insert(manual('x'.repeat(500))).select().single()
      expect(stored.error).toBeNull()
      expect((await backend().service.from('request_payments').delete().eq('id', stored.data!.id).select()).data).toHaveLength(1)
      expect(await stateOf(request)).toEqual(before)
    })

    it('shows a manual payment to its own customer and staff, never to another customer or a visitor', async () => {
      const { a, b, anon } = backend()
      const own = await accepted(a)
      const others = await accepted(b)
      for (const request of [own, others]) {
        const { error } = await recordOffline(staff, 'quote', request.id, DEPOSIT, 'Cheque').single()
        expect(error).toBeNull()
      }
      const [ownPayment] = await paymentsOf(own)
      const [otherPayment] = await paymentsOf(others)
      expect(ownPayment).toMatchObject({ provider: 'manual', user_id: a.id, recorded_by: staff.id, note: 'Cheque' })
      expect(otherPayment).toMatchObject({ provider: 'manual', user_id: b.id, recorded_by: staff.id, note: 'Cheque' })
      const ids = [ownPayment!.id, otherPayment!.id]
      const seenBy = async (client: Client) => ((await client.from('request_payments').select('id').in('id', ids)).data ?? []).map(({ id }) => id).sort()

      expect(await seenBy(a.client)).toEqual([ownPayment!.id])
      expect(await seenBy(b.client)).toEqual([otherPayment!.id])
      expect(await seenBy(anon)).toEqual([])
      expect(await seenBy(staff.client)).toEqual([...ids].sort())
      // Every column of their own, as the account page reads it; nothing of the other's.
      expect((await a.client.from('request_payments').select('*').eq('quote_request_id', own.id)).data).toEqual([ownPayment])
      expect((await a.client.from('request_payments').select('*').eq('quote_request_id', others.id)).data ?? []).toEqual([])
    })
  })
})

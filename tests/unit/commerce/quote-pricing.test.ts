import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Json } from '@/lib/commerce/database.types'
import {
  describeOnEachTarget,
  expectFailed,
  expectNoRowReached,
  expectRefused,
  serviceInsert,
  serviceRows,
  untyped,
  type Client,
  type CommerceBackend,
  type TestUser,
} from '@/tests/support/commerce-backend'
import { QUOTE_LIMITS } from '@/lib/orders/quote'
import { MIN_CHARGE_CENTS } from '@/lib/pricing/deposit'
import { deliveryAddress, quoteRequest } from '@/tests/support/request-rows'

/**
 * Quote pricing (20261128000200_quote_pricing.sql), tried over HTTP on both targets: staff price a
 * received request (price_quote), its lines stored in order and its total worked out by the
 * database, with one history entry and the customer's 'quote_ready' e-mail; they may revise it while
 * it is quoted. Only the request's own customer accepts the quote they saw (accept_quote), which
 * then waits for the deposit. Everything refused leaves nothing behind; the status list cannot
 * quote a request; the customer and staff read the lines, nobody but the server writes them.
 */

/** A line as the site's server sends it. */
type Line = { description: string; quantity: number; unitPriceCents: number }

const FIRST_LINES: Line[] = [
  { description: '  Pro jersey, sublimated  ', quantity: 24, unitPriceCents: 6500 },
  { description: 'Hockey socks', quantity: 24, unitPriceCents: 1200 },
  { description: 'Set-up', quantity: 1, unitPriceCents: 0 },
]
/** 24 × 6500 + 24 × 1200 + 0, and a rush fee of 5000. */
const FIRST_TOTAL = 184_800 + 5000

const REVISED_LINES: Line[] = [{ description: 'Pro jersey, sublimated, with names', quantity: 26, unitPriceCents: 7000 }]
/** 26 × 7000, no rush fee. */
const REVISED_TOTAL = 182_000

/** What a failed call answers, with the hint the site's server reads. */
type Failure = { code: string; hint?: string | null; message?: string } | null

describeOnEachTarget('quote pricing', (backend: () => CommerceBackend) => {
  let staff: TestUser

  beforeAll(async () => {
    staff = await backend().signUpWithRole('staff')
  })

  const contact = () => `quote-${randomUUID()}@example.com`

  /** A quote request of customer A (unless said otherwise) at `status`. */
  async function requestAt(status: string, userId: string | null = backend().a.id) {
    const email = contact()
    const row = await serviceInsert(backend(), 'quote_requests', quoteRequest(userId, status, email))
    return { id: row.id, email, userId }
  }
  type Request = Awaited<ReturnType<typeof requestAt>>

  /** Staff's pricing (or anyone's attempt at it), from the request's page that showed it at `from`. */
  const price = (user: { client: Client }, request: Request, from: string, lines: Json, rushFeeCents: number, depositCents: number, note = '') =>
    user.client.rpc('price_quote', { p_id: request.id, p_from: from, p_lines: lines, p_rush_fee_cents: rushFeeCents, p_deposit_cents: depositCents, p_note: note })
  /** The customer's acceptance of the quote their page showed. */
  const accept = (user: { client: Client }, request: Request, quotedAt: string) => user.client.rpc('accept_quote', { p_id: request.id, p_quoted_at: quotedAt, p_delivery: deliveryAddress })

  const rowOf = async (request: Request) => {
    const [row] = await serviceRows(backend(), 'quote_requests', 'id', request.id)
    if (!row) throw new Error(`no quote request ${request.id}`)
    return row
  }
  const linesOf = async (request: Request) => (await serviceRows(backend(), 'quote_lines', 'quote_request_id', request.id)).sort((x, y) => x.position - y.position)
  const historyOf = (request: Request) => serviceRows(backend(), 'order_history', 'quote_request_id', request.id)
  const outboxOf = (request: Request) => serviceRows(backend(), 'mail_outbox', 'quote_request_id', request.id)
  /** The e-mails of the request's status changes (its arrival wrote two more, of no change). */
  const mailsOf = async (request: Request) => (await outboxOf(request)).filter((row) => row.history_id !== null)
  const byId = <T extends { id: string }>(rows: T[]) => rows.sort((x, y) => x.id.localeCompare(y.id))
  /** Everything a call may write about a request. */
  const stateOf = async (request: Request) => ({
    row: await rowOf(request),
    lines: await linesOf(request),
    history: byId(await historyOf(request)),
    mails: byId(await outboxOf(request)),
  })

  /** Staff price a request at `from`; what price_quote answered. */
  async function priced(request: Request, from: string, lines: Line[] = FIRST_LINES, rushFeeCents = 5000, depositCents = 50_000, note = '') {
    const { data, error } = await price(staff, request, from, lines, rushFeeCents, depositCents, note)
    if (error) throw new Error(`price_quote failed: ${error.message}`)
    return data
  }
  /** A request of customer A (unless said otherwise), priced by staff: it is quoted. */
  async function quoted(userId: string | null = backend().a.id) {
    const request = await requestAt('received', userId)
    await priced(request, 'received')
    return request
  }

  /** The one history entry of a move. */
  async function entryOf(request: Request, from: string, to: string) {
    const entries = (await historyOf(request)).filter((entry) => entry.from_status === from && entry.status === to)
    expect(entries).toHaveLength(1)
    return entries[0]!
  }
  /** What the triggers wrote for one history entry: which e-mail, to whom. */
  const mailsFor = async (request: Request, historyId: string) =>
    (await mailsOf(request))
      .filter((row) => row.history_id === historyId)
      .map(({ template, recipient, quote_request_id, history_id }) => ({ template, recipient, quote_request_id, history_id }))
      .sort((x, y) => x.template.localeCompare(y.template))

  /** A time the database wrote, as milliseconds; close to now (the database runs on this machine). */
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
    priceStale: { code: 'P0001', hint: 'stale', message: /the request is \w+ now, not / },
    priceTransition: { code: 'P0001', hint: 'transition', message: /a request that is \w+ cannot be priced/ },
    noRequest: { code: 'P0002', message: /no such quote request/ },
    moveTransition: { code: 'P0001', hint: 'transition', message: /an order that is \w+ cannot be moved to/ },
    acceptStale: { code: 'P0001', hint: 'stale', message: /the quote was revised/ },
    acceptTransition: { code: 'P0001', hint: 'transition', message: /the quote is \w+ now/ },
    noQuote: { code: 'P0002', message: /no such quote/ },
  } as const

  describe('staff price a request (price_quote)', () => {
    it('prices a received request: its lines in order, the total worked out with the rush fee, quoted, with one history entry and the quote_ready e-mail', async () => {
      const request = await requestAt('received')
      const since = Date.now()
      const { data, error } = await price(staff, request, 'received', FIRST_LINES, 5000, 50_000, '  Navy and gold, 24 sets.  ')
      expect(error).toBeNull()
      expect(data).toEqual([{ total_cents: FIRST_TOTAL, deposit_cents: 50_000 }])

      expect(await linesOf(request)).toEqual([
        expect.objectContaining({ quote_request_id: request.id, position: 1, description: 'Pro jersey, sublimated', quantity: 24, unit_price_cents: 6500 }),
        expect.objectContaining({ quote_request_id: request.id, position: 2, description: 'Hockey socks', quantity: 24, unit_price_cents: 1200 }),
        expect.objectContaining({ quote_request_id: request.id, position: 3, description: 'Set-up', quantity: 1, unit_price_cents: 0 }),
      ])
      const row = await rowOf(request)
      expect(row).toMatchObject({ status: 'quoted', rush_fee_cents: 5000, total_cents: FIRST_TOTAL, deposit_cents: 50_000, accepted_at: null })
      expectRecent(row.quoted_at, since)

      const entry = await entryOf(request, 'received', 'quoted')
      expect(entry).toMatchObject({ user_id: backend().a.id, notes: 'Navy and gold, 24 sets.', created_by: staff.id })
      expect(await historyOf(request)).toHaveLength(1)
      expect(await mailsFor(request, entry.id)).toEqual([{ template: 'quote_ready', recipient: request.email, quote_request_id: request.id, history_id: entry.id }])
      const outbox = await outboxOf(request)
      expect(outbox.filter((mail) => mail.template === 'status_changed')).toEqual([])
      // The request's arrival (request_received, shop_new_request) and the quote.
      expect(outbox.map(({ template }) => template).sort()).toEqual(['quote_ready', 'request_received', 'shop_new_request'])
    })

    it('revises a quoted request: the new lines replace the old, the totals and quoted_at change, with a quoted → quoted history entry and another quote_ready e-mail', async () => {
      const request = await requestAt('received')
      await priced(request, 'received', FIRST_LINES, 5000, 50_000, 'First quote')
      const first = await stateOf(request)
      expect(first.lines).toHaveLength(3)

      const { data, error } = await price(staff, request, 'quoted', REVISED_LINES, 0, 91_000, ' Names added; no rush. ')
      expect(error).toBeNull()
      expect(data).toEqual([{ total_cents: REVISED_TOTAL, deposit_cents: 91_000 }])

      const lines = await linesOf(request)
      expect(lines).toEqual([
        expect.objectContaining({ quote_request_id: request.id, position: 1, description: 'Pro jersey, sublimated, with names', quantity: 26, unit_price_cents: 7000 }),
      ])
      for (const old of first.lines) expect(lines.map(({ id }) => id)).not.toContain(old.id)
      const row = await rowOf(request)
      expect(row).toMatchObject({ status: 'quoted', rush_fee_cents: 0, total_cents: REVISED_TOTAL, deposit_cents: 91_000, accepted_at: null })
      expect(new Date(row.quoted_at!).getTime()).toBeGreaterThan(new Date(first.row.quoted_at!).getTime())

      const firstEntry = await entryOf(request, 'received', 'quoted')
      const revision = await entryOf(request, 'quoted', 'quoted')
      expect(firstEntry.notes).toBe('First quote')
      expect(revision).toMatchObject({ user_id: backend().a.id, notes: 'Names added; no rush.', created_by: staff.id })
      expect(await historyOf(request)).toHaveLength(2)
      expect(await mailsFor(request, revision.id)).toEqual([{ template: 'quote_ready', recipient: request.email, quote_request_id: request.id, history_id: revision.id }])
      expect((await mailsOf(request)).map(({ template }) => template)).toEqual(['quote_ready', 'quote_ready'])
    })

    it('prices a guest’s request too, e-mailing the quote to its contact address', async () => {
      const request = await quoted(null)
      const entry = await entryOf(request, 'received', 'quoted')
      expect(entry).toMatchObject({ user_id: null, created_by: staff.id })
      expect(await mailsFor(request, entry.id)).toEqual([{ template: 'quote_ready', recipient: request.email, quote_request_id: request.id, history_id: entry.id }])
    })

    // The least total and deposit the database takes are the site's (QUOTE_LIMITS.minTotalCents, MIN_CHARGE_CENTS).
    it('takes a total of exactly $10,000,000, and a deposit of the smallest card charge or of the whole total', async () => {
      const large = await requestAt('received')
      expect(await priced(large, 'received', [{ description: 'Whole league', quantity: 100, unitPriceCents: 10_000_000 }], 0, 1_000_000_000)).toEqual([
        { total_cents: 1_000_000_000, deposit_cents: 1_000_000_000 },
      ])
      const small = await requestAt('received')
      const least = { total_cents: QUOTE_LIMITS.minTotalCents, deposit_cents: MIN_CHARGE_CENTS }
      expect(await priced(small, 'received', [{ description: 'Patch', quantity: 1, unitPriceCents: least.total_cents }], 0, least.deposit_cents)).toEqual([least])
      expect(await rowOf(small)).toMatchObject({ status: 'quoted', ...least })
    })

    it('prices once when two staff price the same received request at the same time', async () => {
      const request = await requestAt('received')
      const answers = await Promise.all([
        price(staff, request, 'received', FIRST_LINES, 5000, 50_000, 'First'),
        price(staff, request, 'received', REVISED_LINES, 0, 91_000, 'Second'),
      ])
      expect(answers.filter((answer) => answer.error === null)).toHaveLength(1)
      const loser = answers.find((answer) => answer.error !== null)!
      expectRaised(loser, REFUSED.priceStale)
      expect(await historyOf(request)).toHaveLength(1)
      expect(await mailsOf(request)).toHaveLength(1)
      const won = answers[0]!.error === null ? FIRST_LINES : REVISED_LINES
      expect((await linesOf(request)).map(({ position, quantity }) => ({ position, quantity }))).toEqual(won.map((line, index) => ({ position: index + 1, quantity: line.quantity })))
    })
  })

  describe('what price_quote refuses, leaving nothing changed', () => {
    it('refuses customers (the request’s own and another) and visitors', async () => {
      for (const request of [await requestAt('received'), await quoted()]) {
        const before = await stateOf(request)
        const from = before.row.status
        for (const user of [{ client: backend().anon }, backend().a, backend().b]) expectRefused(await price(user, request, from, REVISED_LINES, 0, 91_000, 'Mine'))
        expect(await stateOf(request)).toEqual(before)
      }
    })

    it('refuses staff whose page showed another status than the request has now', async () => {
      const received = await requestAt('received')
      const before = await stateOf(received)
      for (const from of ['quoted', 'in_design', 'cancelled']) expectRaised(await price(staff, received, from, FIRST_LINES, 0, 1000), REFUSED.priceStale)
      expect(await stateOf(received)).toEqual(before)

      // Priced meanwhile by someone else: a second pricing from the received page is not a revision.
      const request = await quoted()
      const after = await stateOf(request)
      expectRaised(await price(staff, request, 'received', REVISED_LINES, 0, 91_000), REFUSED.priceStale)
      expect(await stateOf(request)).toEqual(after)
    })

    it('refuses a request that is past the quote (awaiting payment, in design, and the rest) and an unknown request', async () => {
      for (const status of ['awaiting_payment', 'in_design', 'mockup_sent', 'approved', 'in_production', 'shipped', 'cancelled']) {
        const request = await requestAt(status)
        const before = await stateOf(request)
        expectRaised(await price(staff, request, status, FIRST_LINES, 0, 1000), REFUSED.priceTransition)
        expect(await stateOf(request), status).toEqual(before)
      }
      // Accepted by its customer: no more revisions.
      const accepted = await quoted()
      expect((await accept(backend().a, accepted, (await rowOf(accepted)).quoted_at!)).error).toBeNull()
      const before = await stateOf(accepted)
      expectRaised(await price(staff, accepted, 'awaiting_payment', REVISED_LINES, 0, 91_000), REFUSED.priceTransition)
      expect(await stateOf(accepted)).toEqual(before)

      expectRaised(await price(staff, { id: randomUUID(), email: contact(), userId: null }, 'received', FIRST_LINES, 0, 1000), REFUSED.noRequest)
    })

    const line: Line = { description: 'Pro jersey', quantity: 24, unitPriceCents: 6500 }
    const without = (field: keyof Line) => Object.fromEntries(Object.entries(line).filter(([key]) => key !== field))
    const [noDescription, noQuantity, noPrice] = [without('description'), without('quantity'), without('unitPriceCents')]
    const badLines: [string, Json][] = [
      ['no lines', []],
      ['51 lines', Array.from({ length: 51 }, (_, index) => ({ ...line, description: `Line ${index + 1}`, quantity: 1, unitPriceCents: 100 }))],
      ['an object, not an array', line],
      ['a string, not an array', 'Pro jersey × 24'],
      ['a number, not an array', 24],
      ['a line that is not an object', [line, 'Socks']],
      ['a line without its description', [line, noDescription]],
      ['a line without its quantity', [line, noQuantity]],
      ['a line without its price', [line, noPrice]],
      ['a quantity given as text', [{ ...line, quantity: '24' }]],
      ['a price given as text', [{ ...line, unitPriceCents: '6500' }]],
      ['a description that is not text', [{ ...line, description: 42 }]],
      ['a negative quantity', [line, { ...line, quantity: -1 }]],
      ['a quantity of zero', [{ ...line, quantity: 0 }]],
      ['a quantity above 100,000', [{ ...line, quantity: 100_001, unitPriceCents: 1 }]],
      ['a fractional quantity', [line, { ...line, quantity: 1.5 }]],
      ['a fractional price', [{ ...line, unitPriceCents: 99.5 }]],
      ['a negative price', [{ ...line, unitPriceCents: -100 }]],
      ['a price above $100,000', [{ ...line, quantity: 1, unitPriceCents: 10_000_001 }]],
      ['a quantity too large for an integer', [{ ...line, quantity: 1e12 }]],
      ['a blank description', [line, { ...line, description: '   ' }]],
      ['an empty description', [{ ...line, description: '' }]],
      ['a description over 200 characters', [{ ...line, description: 'x'.repeat(201) }]],
    ]

    it('refuses lines that are not 1 to 50 whole, bounded, described lines, keeping the lines there were', async () => {
      for (const request of [await requestAt('received'), await quoted()]) {
        const before = await stateOf(request)
        const from = before.row.status
        for (const [what, lines] of badLines) {
          const answer = await price(staff, request, from, lines, 0, 1000)
          expect(answer.error, `${from}: ${what}`).not.toBeNull()
          expectFailed(answer)
        }
        expect(await stateOf(request)).toEqual(before)
      }
    })

    it('refuses a deposit below the smallest card charge or above the total, amounts out of bounds, a total over $10,000,000, and a note over 2000 characters', async () => {
      const lines = [{ description: 'Pro jersey', quantity: 10, unitPriceCents: 10_000 }] // $1,000
      const cases: [string, Json, number, number, string][] = [
        ['a deposit a cent below the smallest card charge', lines, 0, MIN_CHARGE_CENTS - 1, ''],
        ['a deposit of nothing', lines, 0, 0, ''],
        ['a negative deposit', lines, 0, -100, ''],
        ['a deposit above the total', lines, 0, 100_001, ''],
        ['a deposit above the total with the rush fee', lines, 500, 100_501, ''],
        ['a negative rush fee', lines, -1, 50_000, ''],
        ['a rush fee above $100,000', lines, 10_000_001, 50_000, ''],
        ['a total a cent below the least', [{ description: 'Sticker', quantity: 1, unitPriceCents: QUOTE_LIMITS.minTotalCents - 1 }], 0, MIN_CHARGE_CENTS, ''],
        ['a total just over $10,000,000', [{ description: 'Whole league', quantity: 100, unitPriceCents: 10_000_000 }], 1, 500_000_000, ''],
        ['a total far over $10,000,000', [{ description: 'Everything', quantity: 100_000, unitPriceCents: 10_000_000 }], 0, 500_000_000, ''],
        ['a total over $10,000,000 from many lines', Array.from({ length: 50 }, () => ({ description: 'Bulk', quantity: 1000, unitPriceCents: 20_001 })), 0, 50_000, ''],
        ['a note over 2000 characters', lines, 0, 50_000, 'x'.repeat(2001)],
      ]
      for (const request of [await requestAt('received'), await quoted()]) {
        const before = await stateOf(request)
        const from = before.row.status
        for (const [what, caseLines, rush, deposit, note] of cases) {
          const answer = await price(staff, request, from, caseLines, rush, deposit, note)
          expect(answer.error, `${from}: ${what}`).not.toBeNull()
          expectFailed(answer)
        }
        expect(await stateOf(request)).toEqual(before)
      }
    })

    /** price_quote with a null rush fee or deposit, which the generated types do not allow but the API does. */
    const priceWithNull = (request: Request, from: string, amounts: { rush: number | null; deposit: number | null }) =>
      staff.client.rpc('price_quote', {
        p_id: request.id, p_from: from, p_lines: FIRST_LINES, p_rush_fee_cents: amounts.rush as number, p_deposit_cents: amounts.deposit as number, p_note: '',
      })

    it('refuses a missing rush fee (null)', async () => {
      for (const request of [await requestAt('received'), await quoted()]) {
        const before = await stateOf(request)
        expectFailed(await priceWithNull(request, before.row.status, { rush: null, deposit: 50_000 }))
        expect(await stateOf(request)).toEqual(before)
      }
    })

    // A null is no amount: refused by price_quote itself (a check constraint lets a null through).
    it('refuses a missing deposit (null)', async () => {
      for (const request of [await requestAt('received'), await quoted()]) {
        const before = await stateOf(request)
        const answer = await priceWithNull(request, before.row.status, { rush: 5000, deposit: null })
        expect(answer.error, `${before.row.status}: a null deposit was taken`).not.toBeNull()
        const { status, deposit_cents, quoted_at } = await rowOf(request)
        if (answer.error === null && status === 'quoted') {
          // What follows from it: the customer accepts a quote without a deposit to pay.
          expect.soft((await accept(backend().a, request, quoted_at!)).error, `${before.row.status}: a quote without a deposit was accepted`).not.toBeNull()
        }
        expect({ status, deposit_cents, quoted_at }).toEqual({ status: before.row.status, deposit_cents: before.row.deposit_cents, quoted_at: before.row.quoted_at })
        expect(await stateOf(request)).toEqual(before)
      }
    })

    it('takes a note of 2000 characters, trimmed', async () => {
      const request = await requestAt('received')
      await priced(request, 'received', FIRST_LINES, 5000, 50_000, `  ${'x'.repeat(2000)}  `)
      expect((await entryOf(request, 'received', 'quoted')).notes).toBe('x'.repeat(2000))
    })
  })

  describe('the status list cannot quote a request (change_order_status)', () => {
    const move = (user: { client: Client }, request: Request, from: string, to: string) =>
      user.client.rpc('change_order_status', { p_kind: 'quote', p_id: request.id, p_from: from, p_to: to, p_note: 'By hand', p_override: false })

    it('refuses moving a received request to quoted, even for staff, and the customer’s acceptance; other staff moves still work', async () => {
      const request = await requestAt('received')
      const before = await stateOf(request)
      expectRaised(await move(staff, request, 'received', 'quoted'), REFUSED.moveTransition)
      for (const user of [backend().a, backend().b, { client: backend().anon }]) expectRefused(await move(user, request, 'received', 'quoted'))
      expect(await stateOf(request)).toEqual(before)

      const priced = await quoted()
      const quotedBefore = await stateOf(priced)
      expectRaised(await move(staff, priced, 'quoted', 'awaiting_payment'), REFUSED.moveTransition)
      expect(await stateOf(priced)).toEqual(quotedBefore)

      // A staff move the list makes: cancelling, received or quoted, with the status e-mail.
      for (const [subject, from] of [[request, 'received'], [priced, 'quoted']] as const) {
        expect((await move(staff, subject, from, 'cancelled')).error).toBeNull()
        expect((await rowOf(subject)).status).toBe('cancelled')
        const entry = await entryOf(subject, from, 'cancelled')
        expect(entry).toMatchObject({ notes: 'By hand', created_by: staff.id })
        expect(await mailsFor(subject, entry.id)).toEqual([{ template: 'status_changed', recipient: subject.email, quote_request_id: subject.id, history_id: entry.id }])
      }
    })
  })

  describe('the customer accepts the quote (accept_quote)', () => {
    it('lets the request’s own customer accept the quote they saw: awaiting payment, accepted_at set, a history entry by them and no e-mail to them', async () => {
      const request = await quoted()
      const before = await stateOf(request)
      const since = Date.now()
      const { data, error } = await accept(backend().a, request, before.row.quoted_at!)
      expect(error).toBeNull()
      expect(data).toBeNull()

      const row = await rowOf(request)
      expect(row).toMatchObject({
        status: 'awaiting_payment', quoted_at: before.row.quoted_at, total_cents: FIRST_TOTAL, deposit_cents: 50_000, rush_fee_cents: 5000,
      })
      expectRecent(row.accepted_at, since)
      expect(await linesOf(request)).toEqual(before.lines)

      const entry = await entryOf(request, 'quoted', 'awaiting_payment')
      expect(entry).toMatchObject({ user_id: backend().a.id, created_by: backend().a.id, notes: '' })
      expect(await historyOf(request)).toHaveLength(2)
      expect(await mailsFor(request, entry.id)).toEqual([])
      expect(byId(await outboxOf(request))).toEqual(before.mails)
    })

    it('refuses another customer, a visitor and staff, leaving the quote as it was', async () => {
      const request = await quoted()
      const before = await stateOf(request)
      const quotedAt = before.row.quoted_at!
      expectRaised(await accept(backend().b, request, quotedAt), REFUSED.noQuote)
      expectRaised(await accept(staff, request, quotedAt), REFUSED.noQuote)
      expectRefused(await accept({ client: backend().anon }, request, quotedAt))
      expect(await stateOf(request)).toEqual(before)
    })

    it('refuses a guest’s quote to every customer (staff record a guest’s acceptance: staff-recorded.test.ts)', async () => {
      const request = await quoted(null)
      const before = await stateOf(request)
      const quotedAt = before.row.quoted_at!
      for (const user of [backend().a, backend().b]) expectRaised(await accept(user, request, quotedAt), REFUSED.noQuote)
      expectRefused(await accept({ client: backend().anon }, request, quotedAt))
      expect(await stateOf(request)).toEqual(before)
    })

    it('refuses a quote revised since the customer saw it, and accepts the revision', async () => {
      const request = await quoted()
      const seen = (await rowOf(request)).quoted_at!
      await priced(request, 'quoted', REVISED_LINES, 0, 91_000, 'Revised')
      const before = await stateOf(request)
      expectRaised(await accept(backend().a, request, seen), REFUSED.acceptStale)
      // A moment after the revision is not the revision either.
      const later = new Date(new Date(before.row.quoted_at!).getTime() + 1).toISOString()
      expectRaised(await accept(backend().a, request, later), REFUSED.acceptStale)
      expect(await stateOf(request)).toEqual(before)

      expect((await accept(backend().a, request, before.row.quoted_at!)).error).toBeNull()
      expect(await rowOf(request)).toMatchObject({ status: 'awaiting_payment', total_cents: REVISED_TOTAL, deposit_cents: 91_000 })
    })

    it('refuses a request that is not quoted, and accepting twice', async () => {
      for (const status of ['received', 'in_design', 'cancelled']) {
        const request = await requestAt(status)
        const before = await stateOf(request)
        expectRaised(await accept(backend().a, request, new Date().toISOString()), REFUSED.acceptTransition)
        expect(await stateOf(request), status).toEqual(before)
      }
      // Cancelled by staff after its pricing.
      const cancelled = await quoted()
      const quotedAt = (await rowOf(cancelled)).quoted_at!
      expect((await staff.client.rpc('change_order_status', { p_kind: 'quote', p_id: cancelled.id, p_from: 'quoted', p_to: 'cancelled', p_note: '', p_override: false })).error).toBeNull()
      const cancelledBefore = await stateOf(cancelled)
      expectRaised(await accept(backend().a, cancelled, quotedAt), REFUSED.acceptTransition)
      expect(await stateOf(cancelled)).toEqual(cancelledBefore)

      const request = await quoted()
      const seen = (await rowOf(request)).quoted_at!
      expect((await accept(backend().a, request, seen)).error).toBeNull()
      const before = await stateOf(request)
      expectRaised(await accept(backend().a, request, seen), REFUSED.acceptTransition)
      expect(await stateOf(request)).toEqual(before)
      expect(before.history.filter((entry) => entry.status === 'awaiting_payment')).toHaveLength(1)
    })

    it('refuses a request quoted without a price (moved by the status list before pricing existed)', async () => {
      const request = await requestAt('quoted')
      const before = await stateOf(request)
      expect(before.row.quoted_at).toBeNull()
      expectFailed(await accept(backend().a, request, new Date().toISOString()))
      expectFailed(await backend().a.client.rpc('accept_quote', { p_id: request.id, p_quoted_at: null as unknown as string, p_delivery: deliveryAddress }))
      expect(await stateOf(request)).toEqual(before)
    })
  })

  describe('who reads and writes the lines', () => {
    it('lets the request’s own customer read its lines and staff all; another customer and a visitor none', async () => {
      const own = await quoted()
      const guest = await quoted(null)
      const ownLines = await linesOf(own)
      const guestLines = await linesOf(guest)
      const ids = [...ownLines, ...guestLines].map(({ id }) => id)
      const seenBy = async (client: Client) => ((await client.from('quote_lines').select('id').in('id', ids)).data ?? []).map(({ id }) => id).sort()

      expect(await seenBy(backend().a.client)).toEqual(ownLines.map(({ id }) => id).sort())
      expect(await seenBy(backend().b.client)).toEqual([])
      expect(await seenBy(backend().anon)).toEqual([])
      expect(await seenBy(staff.client)).toEqual([...ids].sort())

      // Every column of a line, as the account page reads it.
      const { data } = await backend().a.client.from('quote_lines').select('*').eq('quote_request_id', own.id).order('position')
      expect(data).toEqual(ownLines)
      expect((await backend().b.client.from('quote_lines').select('id').eq('quote_request_id', own.id)).data ?? []).toEqual([])
    })

    it('lets nobody but the service role insert, change or delete a line through the API, staff and the request’s customer included', async () => {
      const request = await quoted()
      const before = await stateOf(request)
      const [first] = before.lines
      for (const client of [backend().anon, backend().a.client, backend().b.client, staff.client]) {
        const table = () => untyped(client).from('quote_lines')
        expectFailed(await table().insert({ quote_request_id: request.id, position: 4, description: 'Free jerseys', quantity: 24, unit_price_cents: 0 }))
        expectNoRowReached(await table().update({ unit_price_cents: 1 }).eq('id', first!.id).select())
        expectNoRowReached(await table().update({ quantity: 1 }).eq('quote_request_id', request.id).select())
        expectNoRowReached(await table().delete().eq('id', first!.id).select())
        expectNoRowReached(await table().delete().eq('quote_request_id', request.id).select())
      }
      expect(await stateOf(request)).toEqual(before)

      // The service role (the site's server) reaches them.
      const service = backend().service.from('quote_lines')
      const inserted = await service.insert({ quote_request_id: request.id, position: 4, description: 'Added', quantity: 1, unit_price_cents: 100 }).select().single()
      expect(inserted.error).toBeNull()
      expect((await backend().service.from('quote_lines').update({ quantity: 2 }).eq('id', inserted.data!.id).select()).data).toEqual([{ ...inserted.data, quantity: 2 }])
      expect((await backend().service.from('quote_lines').delete().eq('id', inserted.data!.id).select()).data).toHaveLength(1)
      expect(await linesOf(request)).toEqual(before.lines)
    })
  })
})

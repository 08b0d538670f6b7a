import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Tables } from '@/lib/commerce/database.types'
import { readMailEvent } from '@/lib/commerce/mail-outbox'
import { storeMockupFile } from '@/lib/commerce/mockups'
import { MOCKUP_MAX_BYTES, MOCKUP_MESSAGES } from '@/lib/uploads/mockup'
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
import { expressOrder, quoteRequest } from '@/tests/support/request-rows'

/**
 * Mockups (20261127000200_mockups.sql), tried over HTTP on both targets: staff send a mockup of a
 * quote request or express order in design (send_mockup), which moves it to "mockup sent" with
 * its history and the customer's e-mail; only the order's own customer answers the latest round
 * (decide_mockup), approving it or asking for changes with a comment, and the shop is e-mailed the
 * answer. Everything refused leaves nothing behind; the customer and staff read the rounds, nobody
 * writes them through the API; the workflow keeps the mockup's moves to these two functions; and
 * the private `mockups` bucket is the server's only.
 */

type Kind = 'quote' | 'express'
type Column = 'quote_request_id' | 'express_order_id'
const columnOf = (kind: Kind): Column => (kind === 'quote' ? 'quote_request_id' : 'express_order_id')

/** A real 1×1 PNG (written by libvips) and a plain SVG, as in logo-storage.test.ts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4ISICAAKYAPHyVoqmAAAAAElFTkSuQmCC',
  'base64',
)
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>')
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())

/** A path in the bucket as the server makes one (the file itself need not exist for these calls). */
const filePath = (extension = 'png') => {
  const hash = `${randomUUID()}${randomUUID()}`.replace(/-/g, '')
  return `${hash.slice(0, 2)}/${hash}.${extension}`
}

/** A direct connection to the PostgreSQL test database. */
type Sql = NonNullable<CommerceBackend['sql']>

/** What a failed call answers, with the hint the site's server reads. */
type Failure = { code: string; hint?: string | null } | null

describeOnEachTarget('mockups', (backend: () => CommerceBackend) => {
  let staff: TestUser

  beforeAll(async () => {
    staff = await backend().signUpWithRole('staff')
  })

  const contact = () => `mockup-${randomUUID()}@example.com`

  /** An order of customer A (unless said otherwise) at `status`. */
  async function orderAt(kind: Kind, status: string, userId: string | null = backend().a.id) {
    const email = contact()
    const row =
      kind === 'quote'
        ? await serviceInsert(backend(), 'quote_requests', quoteRequest(userId, status, email))
        : await serviceInsert(backend(), 'express_orders', expressOrder(userId, status, { contactEmail: email, paymentType: 'full', paid: 'all' }))
    return { kind, id: row.id, email }
  }
  type Order = Awaited<ReturnType<typeof orderAt>>

  /** Staff's upload, from the order's page that showed it at `from`. */
  const send = (user: { client: Client }, order: Order, from: string, note = '', path = filePath(), contentType = 'image/png') =>
    user.client.rpc('send_mockup', { p_kind: order.kind, p_id: order.id, p_from: from, p_path: path, p_content_type: contentType, p_note: note })
  /** The customer's answer. */
  const decide = (user: { client: Client }, mockupId: string, approve: boolean, comment = '') =>
    user.client.rpc('decide_mockup', { p_mockup_id: mockupId, p_approve: approve, p_comment: comment })

  const statusOf = async (order: Order) =>
    order.kind === 'quote'
      ? (await serviceRows(backend(), 'quote_requests', 'id', order.id))[0]?.status
      : (await serviceRows(backend(), 'express_orders', 'id', order.id))[0]?.status
  const mockupsOf = async (order: Order) => (await serviceRows(backend(), 'mockups', columnOf(order.kind), order.id)).sort((x, y) => x.round - y.round)
  const historyOf = (order: Order) => serviceRows(backend(), 'order_history', columnOf(order.kind), order.id)
  /** The e-mails of the order's status changes (a quote request's arrival writes two more, of no change). */
  const mailsOf = async (order: Order) => (await serviceRows(backend(), 'mail_outbox', columnOf(order.kind), order.id)).filter((row) => row.history_id !== null)
  const byId = <T extends { id: string }>(rows: T[]) => rows.sort((x, y) => x.id.localeCompare(y.id))
  /** Everything a call may write about an order. */
  const stateOf = async (order: Order) => ({
    status: await statusOf(order),
    mockups: await mockupsOf(order),
    history: byId(await historyOf(order)),
    mails: byId(await serviceRows(backend(), 'mail_outbox', columnOf(order.kind), order.id)),
  })

  /** Staff send a mockup of an order in design; the round sent. */
  async function sent(order: Order, note = ''): Promise<Tables<'mockups'>> {
    const { data, error } = await send(staff, order, 'in_design', note)
    if (error) throw new Error(`send_mockup failed: ${error.message}`)
    const round = (await mockupsOf(order)).find((mockup) => mockup.round === data)
    if (!round) throw new Error(`no round ${data}`)
    return round
  }
  /** An order of customer A with its first mockup waiting for the answer. */
  async function waiting(kind: Kind = 'express') {
    const order = await orderAt(kind, 'in_design')
    return { order, mockup: await sent(order) }
  }

  /** The one history entry of a move. */
  async function entryOf(order: Order, from: string, to: string) {
    const entries = (await historyOf(order)).filter((entry) => entry.from_status === from && entry.status === to)
    expect(entries).toHaveLength(1)
    return entries[0]!
  }
  /** What the triggers wrote for one history entry: which e-mail, to whom. */
  const mailsFor = async (order: Order, historyId: string) =>
    (await mailsOf(order))
      .filter((row) => row.history_id === historyId)
      .map(({ template, recipient, quote_request_id, express_order_id }) => ({ template, recipient, quote_request_id, express_order_id }))
      .sort((x, y) => x.template.localeCompare(y.template))
  const about = (order: Order) => ({ quote_request_id: order.kind === 'quote' ? order.id : null, express_order_id: order.kind === 'express' ? order.id : null })

  /**
   * Refused by the function's own check: `hint` (P0001) or `code` (P0002 and the like), as the
   * site's server tells the cases apart, with the check's own message.
   */
  function expectRaised(answer: { error: Failure; status: number }, expected: { code: string; hint?: string; message: RegExp }) {
    expect(answer.error).not.toBeNull()
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect((answer.error as { message?: string }).message).toMatch(expected.message)
    expect(answer.error?.code).toBe(expected.code)
    if (expected.hint) expect(answer.error?.hint).toBe(expected.hint)
  }
  const REFUSED = {
    transition: { code: 'P0001', hint: 'transition', message: /a mockup is sent for an order in design, not |an order that is \w+ cannot be moved to/ },
    stale: { code: 'P0001', hint: 'stale', message: /the order is \w+ now, not / },
    decided: { code: 'P0001', hint: 'decided', message: /this mockup has been answered already/ },
    comment: { code: 'P0001', hint: 'comment', message: /say what to change/ },
    noOrder: { code: 'P0002', message: /no such order/ },
    noMockup: { code: 'P0002', message: /no such mockup/ },
  } as const
  const expectHint = (answer: { error: Failure; status: number }, hint: 'transition' | 'stale' | 'decided' | 'comment') => expectRaised(answer, REFUSED[hint])

  describe('staff send a mockup (send_mockup)', () => {
    it('sends the first round of an express order in design: mockup sent, with the history entry and the customer’s e-mail', async () => {
      const order = await orderAt('express', 'in_design')
      const path = filePath()
      const { data, error } = await send(staff, order, 'in_design', '  Navy body, gold stripes.  ', path)
      expect(error).toBeNull()
      expect(data).toBe(1)
      expect(await statusOf(order)).toBe('mockup_sent')

      const mockups = await mockupsOf(order)
      expect(mockups).toEqual([
        expect.objectContaining({
          express_order_id: order.id, quote_request_id: null, round: 1, file_path: path, content_type: 'image/png', note: 'Navy body, gold stripes.',
          sent_by: staff.id, decision: null, comment: '', decided_at: null,
        }),
      ])
      const entry = await entryOf(order, 'in_design', 'mockup_sent')
      expect(entry).toMatchObject({ user_id: backend().a.id, notes: 'Navy body, gold stripes.', created_by: staff.id })
      expect(await historyOf(order)).toHaveLength(1)
      expect(await mailsFor(order, entry.id)).toEqual([{ template: 'status_changed', recipient: order.email, ...about(order) }])
      expect(await mailsOf(order)).toHaveLength(1)
    })

    it('sends a quote request’s mockup too, its history saying “Mockup 1 sent” when staff wrote no note', async () => {
      const order = await orderAt('quote', 'in_design')
      const { data, error } = await send(staff, order, 'in_design', '', filePath('pdf'), 'application/pdf')
      expect(error).toBeNull()
      expect(data).toBe(1)
      expect(await statusOf(order)).toBe('mockup_sent')
      expect(await mockupsOf(order)).toEqual([
        expect.objectContaining({ quote_request_id: order.id, express_order_id: null, round: 1, content_type: 'application/pdf', note: '', sent_by: staff.id }),
      ])
      const entry = await entryOf(order, 'in_design', 'mockup_sent')
      expect(entry).toMatchObject({ notes: 'Mockup 1 sent', created_by: staff.id })
      expect(await mailsFor(order, entry.id)).toEqual([{ template: 'status_changed', recipient: order.email, ...about(order) }])
    })

    it('refuses a visitor, the order’s own customer and another customer, writing nothing', async () => {
      for (const kind of ['express', 'quote'] as const) {
        const order = await orderAt(kind, 'in_design')
        const before = await stateOf(order)
        for (const user of [{ client: backend().anon }, backend().a, backend().b]) expectRefused(await send(user, order, 'in_design', 'Mine'))
        expect(await stateOf(order)).toEqual(before)
        expect(before.status).toBe('in_design')
        expect(before.mockups).toEqual([])
      }
    })

    it('refuses an order that is not in design, writing nothing', async () => {
      for (const kind of ['express', 'quote'] as const) {
        for (const status of ['received', 'mockup_sent', 'approved', 'in_production', 'cancelled']) {
          const order = await orderAt(kind, status)
          const before = await stateOf(order)
          expectHint(await send(staff, order, status), 'transition')
          expect(await stateOf(order), `${kind} ${status}`).toEqual(before)
          expect(before.mockups).toEqual([])
        }
      }
    })

    it('refuses a page that showed the order at another status than it has now, writing nothing', async () => {
      const inDesign = await orderAt('express', 'in_design')
      const before = await stateOf(inDesign)
      expectHint(await send(staff, inDesign, 'received'), 'stale')
      expectHint(await send(staff, inDesign, 'mockup_sent'), 'stale')
      expect(await stateOf(inDesign)).toEqual(before)

      // Moved on to "mockup sent" by someone else's upload meanwhile: the second upload is not a round 2.
      const { order } = await waiting('quote')
      const after = await stateOf(order)
      expectHint(await send(staff, order, 'in_design'), 'stale')
      expect(await stateOf(order)).toEqual(after)
    })

    it('refuses an unknown order, an unknown kind, and a file the table does not take, writing nothing', async () => {
      expectRaised(await staff.client.rpc('send_mockup', { p_kind: 'express', p_id: randomUUID(), p_from: 'in_design', p_path: filePath(), p_content_type: 'image/png' }), REFUSED.noOrder)
      const order = await orderAt('express', 'in_design')
      const before = await stateOf(order)
      expectFailed(await staff.client.rpc('send_mockup', { p_kind: 'order', p_id: order.id, p_from: 'in_design', p_path: filePath(), p_content_type: 'image/png' }))
      expectFailed(await send(staff, order, 'in_design', '', filePath('svg'), 'image/svg+xml'))
      expectFailed(await send(staff, order, 'in_design', '', '../logos/ab/secret.png'))
      expectFailed(await send(staff, order, 'in_design', '', '/etc/passwd'))
      expectFailed(await send(staff, order, 'in_design', 'x'.repeat(2001)))
      expect(await stateOf(order)).toEqual(before)
    })

    it('sends once when two staff upload for the same order at the same time', async () => {
      const order = await orderAt('express', 'in_design')
      const answers = await Promise.all([send(staff, order, 'in_design', 'First'), send(staff, order, 'in_design', 'Second')])
      expect(answers.filter((answer) => answer.error === null)).toHaveLength(1)
      expect(await mockupsOf(order)).toHaveLength(1)
      expect(await historyOf(order)).toHaveLength(1)
      expect(await mailsOf(order)).toHaveLength(1)
    })
  })

  describe('the customer answers (decide_mockup)', () => {
    it('lets the order’s customer approve the latest round: approved, with their history entry and both e-mails', async () => {
      const { order, mockup } = await waiting()
      const { data, error } = await decide(backend().a, mockup.id, true)
      expect(error).toBeNull()
      expect(data).toBe('approved')
      expect(await statusOf(order)).toBe('approved')

      const [answered] = await mockupsOf(order)
      expect(answered).toMatchObject({ id: mockup.id, round: 1, decision: 'approved', comment: '' })
      expect(answered!.decided_at).not.toBeNull()
      expect(new Date(answered!.decided_at!).getTime()).toBeGreaterThanOrEqual(new Date(answered!.created_at).getTime())

      const entry = await entryOf(order, 'mockup_sent', 'approved')
      expect(entry).toMatchObject({ user_id: backend().a.id, notes: 'Mockup 1 approved', created_by: backend().a.id })
      // The customer made this move: the shop is told; the customer gets no e-mail of their own answer.
      expect(await mailsFor(order, entry.id)).toEqual([{ template: 'shop_mockup_decision', recipient: null, ...about(order) }])
      expect(await mailsOf(order)).toHaveLength(2)
    })

    it('keeps a comment sent with an approval, for a quote request too', async () => {
      const { order, mockup } = await waiting('quote')
      expect((await decide(backend().a, mockup.id, true, ' Looks great! ')).data).toBe('approved')
      expect((await mockupsOf(order))[0]).toMatchObject({ decision: 'approved', comment: 'Looks great!' })
      expect(await entryOf(order, 'mockup_sent', 'approved')).toMatchObject({ notes: 'Looks great!', created_by: backend().a.id })
      expect(await statusOf(order)).toBe('approved')
    })

    it('asks for a comment with changes; with one, goes back to design for round 2, and only round 2 can then be answered', async () => {
      const { order, mockup } = await waiting()
      const before = await stateOf(order)
      expectHint(await decide(backend().a, mockup.id, false), 'comment')
      expectHint(await decide(backend().a, mockup.id, false, '    '), 'comment')
      expectFailed(await decide(backend().a, mockup.id, false, 'x'.repeat(2001)))
      expect(await stateOf(order)).toEqual(before)

      const { data, error } = await decide(backend().a, mockup.id, false, '  Bigger numbers, please.  ')
      expect(error).toBeNull()
      expect(data).toBe('in_design')
      expect(await statusOf(order)).toBe('in_design')
      const [first] = await mockupsOf(order)
      expect(first).toMatchObject({ decision: 'changes_requested', comment: 'Bigger numbers, please.' })
      expect(first!.decided_at).not.toBeNull()
      const entry = await entryOf(order, 'mockup_sent', 'in_design')
      expect(entry).toMatchObject({ notes: 'Bigger numbers, please.', created_by: backend().a.id })
      expect(await mailsFor(order, entry.id)).toEqual([{ template: 'shop_mockup_decision', recipient: null, ...about(order) }])

      // Round 2, sent from the page that shows the order back in design.
      const second = await sent(order, 'Numbers bigger now')
      expect(second).toMatchObject({ round: 2, note: 'Numbers bigger now', decision: null, sent_by: staff.id })
      expect(await statusOf(order)).toBe('mockup_sent')
      expect((await historyOf(order)).filter((row) => row.status === 'mockup_sent')).toHaveLength(2)

      // Round 1 is over, whichever answer is tried.
      const waitingForRound2 = await stateOf(order)
      expectHint(await decide(backend().a, mockup.id, true), 'decided')
      expectHint(await decide(backend().a, mockup.id, false, 'Actually, smaller'), 'decided')
      expect(await stateOf(order)).toEqual(waitingForRound2)

      expect((await decide(backend().a, second.id, true)).data).toBe('approved')
      expect(await statusOf(order)).toBe('approved')
      expect(await entryOf(order, 'mockup_sent', 'approved')).toMatchObject({ notes: 'Mockup 2 approved', created_by: backend().a.id })
      expect((await mockupsOf(order)).map(({ round, decision }) => [round, decision])).toEqual([
        [1, 'changes_requested'],
        [2, 'approved'],
      ])
    })

    // Trimmed of all white space, not only spaces (btrim): the customer's own session can call
    // decide_mockup directly, without the site's form trimming it first.
    it('asks for a comment with changes when the comment is only white space', async () => {
      const { order, mockup } = await waiting()
      const before = await stateOf(order)
      expectHint(await decide(backend().a, mockup.id, false, ' \n\t '), 'comment')
      expect(await stateOf(order)).toEqual(before)
    })

    it('refuses an older round even when it was never answered', async () => {
      const { order, mockup } = await waiting()
      // A round 1 left unanswered: the order went back to design another way (by hand, the server's key).
      const { error } = await backend().service.from('express_orders').update({ status: 'in_design' }).eq('id', order.id)
      expect(error).toBeNull()
      const second = await sent(order)
      expectHint(await decide(backend().a, mockup.id, true), 'decided')
      expect((await mockupsOf(order))[0]).toMatchObject({ decision: null, decided_at: null })
      expect((await decide(backend().a, second.id, true)).error).toBeNull()
    })

    it('refuses another customer, staff and a visitor, changing nothing', async () => {
      const { order, mockup } = await waiting()
      const before = await stateOf(order)
      for (const user of [backend().b, staff]) {
        expectRefused(await decide(user, mockup.id, true))
        expectRefused(await decide(user, mockup.id, false, 'Make it pink'))
      }
      expectRefused(await decide({ client: backend().anon }, mockup.id, true))
      expectRefused(await decide({ client: backend().anon }, mockup.id, false, 'Make it pink'))
      expect(await stateOf(order)).toEqual(before)
      expect(before.status).toBe('mockup_sent')

      expectRaised(await decide(backend().a, randomUUID(), true), REFUSED.noMockup)
    })

    it('lets staff record the answer a guest gave by e-mail or phone, and nobody else answer a guest’s order', async () => {
      const guest = await orderAt('express', 'in_design', null)
      const guestMockup = await sent(guest)
      const guestBefore = await stateOf(guest)
      for (const user of [backend().a, backend().b]) expectRefused(await decide(user, guestMockup.id, true))
      expectRefused(await decide({ client: backend().anon }, guestMockup.id, true))
      expect(await stateOf(guest)).toEqual(guestBefore)
      const { data, error } = await decide(staff, guestMockup.id, true, 'Approved by phone')
      expect(error).toBeNull()
      expect(data).toBe('approved')
      expect(await entryOf(guest, 'mockup_sent', 'approved')).toMatchObject({ notes: 'Approved by phone', created_by: staff.id })
    })

    it('refuses a second answer to an answered round', async () => {
      const { order, mockup } = await waiting()
      expect((await decide(backend().a, mockup.id, true)).error).toBeNull()
      const answered = await stateOf(order)
      expectHint(await decide(backend().a, mockup.id, true), 'decided')
      expectHint(await decide(backend().a, mockup.id, false, 'On second thought, red'), 'decided')
      expect(await stateOf(order)).toEqual(answered)

      // Even with the order put back to "mockup sent" by hand (the server's key), the answered round stays answered.
      const { error: putBack } = await backend().service.from('express_orders').update({ status: 'mockup_sent' }).eq('id', order.id)
      expect(putBack).toBeNull()
      const byHand = await stateOf(order)
      expectHint(await decide(backend().a, mockup.id, false, 'On second thought, red'), 'decided')
      expect(await stateOf(order)).toEqual(byHand)
      expect(byHand.mockups[0]).toMatchObject({ decision: 'approved', comment: '' })

      // Nor once staff cancelled the order while the mockup waited.
      const cancelled = await waiting('quote')
      const { error } = await staff.client.rpc('change_order_status', { p_kind: 'quote', p_id: cancelled.order.id, p_from: 'mockup_sent', p_to: 'cancelled', p_note: '', p_override: false })
      expect(error).toBeNull()
      const cancelledState = await stateOf(cancelled.order)
      expectHint(await decide(backend().a, cancelled.mockup.id, true), 'decided')
      expect(await stateOf(cancelled.order)).toEqual(cancelledState)
    })

    it('takes one of two answers sent at the same time: one decision, one move, one e-mail to the shop', async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const { order, mockup } = await waiting()
        const answers = await Promise.all([decide(backend().a, mockup.id, true), decide(backend().a, mockup.id, false, 'Darker gold')])
        const taken = answers.filter((answer) => answer.error === null)
        expect(taken).toHaveLength(1)
        for (const answer of answers.filter((candidate) => candidate.error !== null)) expectHint(answer, 'decided')

        const [answered] = await mockupsOf(order)
        const moved = (await historyOf(order)).filter((entry) => entry.from_status === 'mockup_sent')
        expect(moved).toHaveLength(1)
        expect(answered!.decision).toBe(taken[0]!.data === 'approved' ? 'approved' : 'changes_requested')
        expect(await statusOf(order)).toBe(taken[0]!.data)
        expect(moved[0]!.status).toBe(taken[0]!.data)
        expect((await mailsOf(order)).filter((row) => row.template === 'shop_mockup_decision')).toHaveLength(1)
      }
    })
  })

  describe('the refusals the site tells apart', () => {
    it('raises each with its code and hint (PostgreSQL, through a direct connection as the signed-in user)', async ({ skip }) => {
      const { sql } = backend()
      if (!sql) return skip('PGlite is reachable only over HTTP')
      /** What a call as `userId` raises: its SQLSTATE and hint, null when it did not fail. */
      const raised = async (userId: string, call: (tx: Sql) => Promise<unknown>) => {
        try {
          await sql.begin(async (tx) => {
            await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: userId, role: 'authenticated' })}, true), set_config('request.jwt.claim.sub', ${userId}, true)`
            await tx`set local role authenticated`
            await call(tx as unknown as Sql)
          })
          return null
        } catch (error) {
          const { code, hint } = error as { code?: string; hint?: string }
          return { code, hint: hint ?? null }
        }
      }
      const sendAs = (userId: string, order: Order, from: string) => raised(userId, (tx) => tx`select public.send_mockup(${order.kind}, ${order.id}, ${from}, ${filePath()}, 'image/png', '')`)
      const decideAs = (userId: string, mockupId: string, approve: boolean, comment = '') =>
        raised(userId, (tx) => tx`select public.decide_mockup(${mockupId}, ${approve}, ${comment})`)

      const received = await orderAt('express', 'received')
      expect(await sendAs(staff.id, received, 'received')).toEqual({ code: 'P0001', hint: 'transition' })
      expect(await sendAs(staff.id, received, 'in_design')).toEqual({ code: 'P0001', hint: 'stale' })
      expect(await sendAs(backend().a.id, received, 'received')).toEqual({ code: '42501', hint: null })
      expect(await sendAs(staff.id, { ...received, id: randomUUID() }, 'in_design')).toEqual({ code: 'P0002', hint: null })

      const { order, mockup } = await waiting()
      expect(await decideAs(backend().a.id, mockup.id, false)).toEqual({ code: 'P0001', hint: 'comment' })
      expect(await decideAs(backend().b.id, mockup.id, true)).toEqual({ code: '42501', hint: null })
      expect(await decideAs(backend().a.id, randomUUID(), true)).toEqual({ code: 'P0002', hint: null })
      expect(await decideAs(backend().a.id, mockup.id, true)).toBeNull()
      expect(await decideAs(backend().a.id, mockup.id, true)).toEqual({ code: 'P0001', hint: 'decided' })
      expect(await statusOf(order)).toBe('approved')
    })

    // The embedded backend answered these as a 500 `SUP` without code or hint until its patch
    // (patches/@supabase+lite+0.10.0.patch) mapped P0… errors as PostgREST does: the site's server
    // reads the hint to tell staff "moved meanwhile" and customers "answered already".
    it('hands the site the code and hint of a refusal over the API, as PostgREST does', async () => {
      const order = await orderAt('express', 'received')
      const { error, status } = await send(staff, order, 'in_design')
      expect({ code: error?.code, hint: error?.hint, status }).toEqual({ code: 'P0001', hint: 'stale', status: 400 })
      const { mockup } = await waiting()
      await decide(backend().a, mockup.id, true)
      const again = await decide(backend().a, mockup.id, true)
      expect({ code: again.error?.code, hint: again.error?.hint }).toEqual({ code: 'P0001', hint: 'decided' })
    })
  })

  describe('who reads and writes the rounds', () => {
    it('lets the order’s customer read their orders’ rounds and staff all; another customer and a visitor none', async () => {
      const express = await waiting('express')
      const quote = await waiting('quote')
      const guest = await orderAt('express', 'in_design', null)
      const guestMockup = await sent(guest)
      const ids = [express.mockup.id, quote.mockup.id, guestMockup.id]
      const seenBy = async (client: Client) => ((await client.from('mockups').select('id').in('id', ids)).data ?? []).map(({ id }) => id).sort()

      expect(await seenBy(backend().a.client)).toEqual([express.mockup.id, quote.mockup.id].sort())
      expect(await seenBy(backend().b.client)).toEqual([])
      expect(await seenBy(backend().anon)).toEqual([])
      expect(await seenBy(staff.client)).toEqual([...ids].sort())

      // Every column of a round, as the account page reads it.
      const own = await backend().a.client.from('mockups').select('*').eq('id', express.mockup.id).single()
      expect(own.data).toEqual(express.mockup)
      expect((await backend().b.client.from('mockups').select('id').eq('express_order_id', express.order.id)).data).toEqual([])
    })

    it('lets nobody insert, change or delete a round through the API, staff and the order’s customer included', async () => {
      const { order, mockup } = await waiting()
      const before = await mockupsOf(order)
      for (const client of [backend().anon, backend().a.client, backend().b.client, staff.client]) {
        const table = () => untyped(client).from('mockups')
        expectFailed(await table().insert({ express_order_id: order.id, round: 2, file_path: filePath(), content_type: 'image/png' }))
        expectFailed(await table().insert({ express_order_id: order.id, round: 7, file_path: filePath(), content_type: 'image/png', decision: 'approved', decided_at: new Date().toISOString() }))
        expectNoRowReached(await table().update({ decision: 'approved', decided_at: new Date().toISOString() }).eq('id', mockup.id).select())
        expectNoRowReached(await table().update({ file_path: 'ab/elsewhere.png' }).eq('express_order_id', order.id).select())
        expectNoRowReached(await table().delete().eq('id', mockup.id).select())
      }
      expect(await mockupsOf(order)).toEqual(before)
      expect(await statusOf(order)).toBe('mockup_sent')
    })
  })

  describe('the workflow keeps the mockup’s moves to these functions', () => {
    const move = (order: Order, from: string, to: string) =>
      moveOrder(staff.client, { p_kind: order.kind, p_id: order.id, p_from: from, p_to: to, p_note: 'By hand', p_override: false })

    it('refuses staff moving an order in design to mockup sent through the status change', async () => {
      for (const kind of ['express', 'quote'] as const) {
        const order = await orderAt(kind, 'in_design')
        const before = await stateOf(order)
        expectHint(await move(order, 'in_design', 'mockup_sent'), 'transition')
        expect(await stateOf(order)).toEqual(before)
      }
    })

    it('refuses production, or the customer’s answer, without the customer’s approval; allows production once approved', async () => {
      for (const kind of ['express', 'quote'] as const) {
        const { order, mockup } = await waiting(kind)
        const before = await stateOf(order)
        for (const to of ['in_production', 'approved', 'in_design', 'shipped']) expectHint(await move(order, 'mockup_sent', to), 'transition')
        expect(await stateOf(order)).toEqual(before)

        expect((await decide(backend().a, mockup.id, true)).error).toBeNull()
        expect((await move(order, 'approved', 'in_production')).error).toBeNull()
        expect(await statusOf(order)).toBe('in_production')
      }
    })
  })

  describe('what the sender reads for the shop’s e-mail (lib/commerce/mail-outbox.ts)', () => {
    beforeAll(() => {
      vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', backend().url)
      vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', backend().keys.publishableKey)
      vi.stubEnv('SUPABASE_SECRET_KEY', backend().keys.secretKey)
    })
    afterAll(() => {
      vi.unstubAllEnvs()
    })

    it('reads the order and the answer of a shop_mockup_decision e-mail', async () => {
      const approved = await waiting('express')
      await decide(backend().a, approved.mockup.id, true)
      const changes = await waiting('quote')
      await decide(backend().a, changes.mockup.id, false, 'Darker gold')
      for (const [{ order }, change] of [
        [approved, { from: 'mockup_sent', to: 'approved', note: 'Mockup 1 approved' }],
        [changes, { from: 'mockup_sent', to: 'in_design', note: 'Darker gold' }],
      ] as const) {
        const row = (await mailsOf(order)).find((candidate) => candidate.template === 'shop_mockup_decision')
        expect(row).toBeDefined()
        expect(await readMailEvent(row!)).toEqual({
          template: 'shop_mockup_decision',
          subject: expect.objectContaining({ kind: order.kind, id: order.id, contactEmail: order.email, teamName: 'Flyers', inAccount: true }),
          change,
        })
      }
    })
  })

  describe('the mockups bucket', () => {
    const mockups = (client: Client) => client.storage.from('mockups')
    let stored = ''

    beforeAll(async () => {
      stored = filePath()
      const { error } = await mockups(backend().service).upload(stored, PNG, { contentType: 'image/png' })
      if (error) throw new Error(error.message)
    })

    it('takes a picture and a PDF from the server (the service role) and gives back the same bytes', async () => {
      const { data, error } = await mockups(backend().service).download(stored)
      expect(error).toBeNull()
      expect(await bytesOf(data!)).toEqual(new Uint8Array(PNG))
      const pdf = filePath('pdf')
      expect((await mockups(backend().service).upload(pdf, PDF, { contentType: 'application/pdf' })).error).toBeNull()
      expect(await bytesOf((await mockups(backend().service).download(pdf)).data!)).toEqual(PDF)
    })

    it('stores a checked mockup under a name made from its content, and refuses an SVG before storing anything (storeMockupFile)', async () => {
      vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', backend().url)
      vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', backend().keys.publishableKey)
      vi.stubEnv('SUPABASE_SECRET_KEY', backend().keys.secretKey)
      try {
        const answer = await storeMockupFile(PDF)
        expect(answer).toEqual({ ok: true, path: expect.stringMatching(/^([0-9a-f]{2})\/\1[0-9a-f]{62}\.pdf$/), contentType: 'application/pdf' })
        if (!answer.ok) return
        expect(await storeMockupFile(PDF)).toEqual(answer)
        expect(await bytesOf((await mockups(backend().service).download(answer.path)).data!)).toEqual(PDF)
        expect(await storeMockupFile(SVG)).toEqual({ ok: false, error: MOCKUP_MESSAGES.notAccepted })
      } finally {
        vi.unstubAllEnvs()
      }
    })

    it('refuses other types and larger files, even from the service role', async () => {
      const { service } = backend()
      expect((await mockups(service).upload(filePath('svg'), SVG, { contentType: 'image/svg+xml' })).error).not.toBeNull()
      expect((await mockups(service).upload(filePath('html'), new TextEncoder().encode('<p>hi</p>'), { contentType: 'text/html' })).error).not.toBeNull()
      const large = new Uint8Array(MOCKUP_MAX_BYTES + 1)
      large.set(PNG)
      expect((await mockups(service).upload(filePath(), large, { contentType: 'image/png' })).error).not.toBeNull()
      // Up to the limit is fine: the bucket's limit is the check's.
      const atLimit = new Uint8Array(MOCKUP_MAX_BYTES)
      atLimit.set(PNG)
      expect((await mockups(service).upload(filePath(), atLimit, { contentType: 'image/png' })).error).toBeNull()
    })

    it('lets visitors and customers, even the order’s own, neither list, read, sign, change nor upload mockups', async () => {
      const { anon, a, b } = backend()
      const folder = stored.slice(0, 2)
      for (const [who, client] of [['anon', anon], ['customer A', a.client], ['customer B', b.client], ['staff', staff.client]] as const) {
        expect((await mockups(client).list(folder)).data ?? [], who).toEqual([])
        expect((await mockups(client).list()).data ?? [], who).toEqual([])
        expect((await mockups(client).download(stored)).data, who).toBeNull()
        expect((await mockups(client).createSignedUrl(stored, 60)).data, who).toBeNull()
        expect((await mockups(client).upload(`${folder}/${who}.png`, PNG, { contentType: 'image/png' })).error, who).not.toBeNull()
        expect((await mockups(client).upload(stored, PNG, { contentType: 'image/png', upsert: true })).error, who).not.toBeNull()
        expect((await mockups(client).remove([stored])).data ?? [], who).toEqual([])
        expect((await mockups(client).move(stored, `${folder}/moved.png`)).error, who).not.toBeNull()
      }
      const { data } = await mockups(backend().service).download(stored)
      expect(await bytesOf(data!)).toEqual(new Uint8Array(PNG))
      const names = (await mockups(backend().service).list(folder)).data?.map((object) => object.name.split('/').pop() ?? '') ?? []
      expect(names).toContain(stored.slice(3))
      // Nothing a visitor tried to put there. Files are named by their content's hash, and another
      // test's file shares this folder one time in 256 (it is the hash's first two characters).
      expect(names.filter((name) => !/^[0-9a-f]{64}\.[a-z]+$/.test(name))).toEqual([])
    })

    it('answers nothing to requests without any key', async () => {
      const { url } = backend()
      for (const route of [`object/mockups/${stored}`, `object/public/mockups/${stored}`, `object/authenticated/mockups/${stored}`, 'bucket/mockups']) {
        expect((await fetch(`${url}/storage/v1/${route}`)).ok, route).toBe(false)
      }
      const listed = await fetch(`${url}/storage/v1/object/list/mockups`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prefix: stored.slice(0, 2) }),
      })
      expect(listed.ok ? await listed.json() : []).toEqual([])
    })

    it('keeps the bucket private, with its limits, behind a restrictive policy (PostgreSQL catalogue)', async ({ skip }) => {
      const { sql } = backend()
      if (!sql) return skip('PGlite is reachable only over HTTP; the PostgreSQL run covers the catalogue')
      const [bucket] = await sql`select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'mockups'`
      expect(bucket).toEqual({
        public: false,
        file_size_limit: String(MOCKUP_MAX_BYTES),
        allowed_mime_types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'],
      })
      const policies = await sql`
        select permissive, roles::text[] as roles, cmd from pg_policies
        where schemaname = 'storage' and tablename = 'objects' and (qual like '%mockups%' or with_check like '%mockups%')`
      expect(policies).toEqual([{ permissive: 'RESTRICTIVE', roles: ['anon', 'authenticated'], cmd: 'ALL' }])
    })
  })
})

import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Json } from '@/lib/commerce/database.types'
import {
  describeOnEachTarget,
  expectFailed,
  expectNoRowReached,
  expectRefused,
  serviceRows,
  untyped,
  type Client,
} from '@/tests/support/commerce-backend'
import { deliveryAddress } from '@/tests/support/request-rows'
import { teamInfoValueOfLength } from '@/tests/support/team-info'
import { TEAM_INFO_MAX, type TeamInfoField } from '@/lib/wizard/team-info'
import { REQUEST_TABLES } from '@/lib/commerce/my-requests'

/**
 * What the order wizards submit (20261125000100_wizard_requests.sql): submit_quote_request,
 * submit_express_order and record_request_payment, called by the site's server with the secret key
 * only. Each stores everything or nothing, a draft sent twice (or twice at once) is stored once,
 * amounts that the price and players do not make are refused, and a payment event delivered twice
 * or late changes nothing. Customers read their own rows; a guest's are nobody's but the server's.
 */

type Kind = 'quote' | 'express'

const FUNCTION = { quote: 'submit_quote_request', express: 'submit_express_order' } as const
const PREFIX = { quote: 'Q', express: 'E' } as const

const captain = { name: 'Émile Côté', number: '31', jerseySize: 'L', socksSize: 'L', pantShellSize: 'L', captainPatch: 'C' }
const roster = [
  captain,
  { name: 'Zoë "Zed" Park', number: '00', jerseySize: 'YM', socksSize: 'YM', pantShellSize: '', captainPatch: '' },
]
const teamInfo = { teamName: 'Flyers', league: "men's-league", contactName: 'Jo Keeper', contactEmail: 'jo@example.com', contactPhone: '+1 204 555 0101' }
const design = {
  templateId: 'template-stripes', templateName: 'Stripes', primaryColor: '#003360', secondaryColor: '#00A0DF', collarStyle: 'v-neck',
  collarName: 'V-neck', designNotes: 'Stripes "as before", sleeves ½ length',
}
/** Two players at $80 each, a 50 % deposit due now. */
const payment = { type: 'deposit', provider: 'test', pricePerPlayerCents: 8000, playerCount: 2, subtotalCents: 16000, depositCents: 8000, amountDueCents: 8000 }

type Submission = { [key: string]: Json }

/** A quote request as lib/commerce/wizard-requests.ts sends it. */
const quote = (userId: string | null, overrides: Submission = {}): Submission => ({
  idempotencyKey: randomUUID(), userId, product: { slug: 'pro-jersey', name: 'Pro jersey' }, teamInfo, design, players: roster,
  details: { estimatedQuantity: 24, targetDate: '2027-01-15', notes: 'Before the tournament' },
  logo: { path: 'quote/4b1d/logo.png', notes: 'Crest on the chest' }, indicativeUnitPriceCents: 6500, ...overrides,
})

/** An express order as lib/commerce/wizard-requests.ts sends it. */
const express = (userId: string | null, overrides: Submission = {}): Submission => ({
  idempotencyKey: randomUUID(), userId, product: { slug: 'pro-jersey', name: 'Pro jersey' }, teamInfo, players: roster,
  logo: { path: null, notes: '' }, payment, delivery: deliveryAddress, ...overrides,
})

const SUBMISSION = { quote, express }

/** The column each team-info field is stored in, in both tables. */
const TEAM_INFO_COLUMN = { teamName: 'team_name', league: 'league', contactName: 'contact_name', contactEmail: 'contact_email', contactPhone: 'contact_phone' } as const

const refusedAmounts: [string, Submission][] = [
  ['the subtotal is not the price times the players', { ...payment, subtotalCents: 100, depositCents: 50, amountDueCents: 50 }],
  ['the player count is not the roster’s', { ...payment, playerCount: 3, subtotalCents: 24000 }],
  ['a deposit is due but the amount due is not the deposit', { ...payment, amountDueCents: 1 }],
  ['the full amount is due but the amount due is not the subtotal', { ...payment, type: 'full', amountDueCents: 8000 }],
  ['the deposit is more than the subtotal', { ...payment, depositCents: 20000, amountDueCents: 20000 }],
  ['the price is negative', { ...payment, pricePerPlayerCents: -8000, subtotalCents: -16000, depositCents: 0, amountDueCents: 0 }],
  ['nothing is due', { ...payment, depositCents: 0, amountDueCents: 0 }],
  ['the payment type is unknown', { ...payment, type: 'later' }],
  ['the provider is unknown', { ...payment, provider: 'cash' }],
]

describeOnEachTarget('Wizard requests', (backend) => {
  const submitAs = (client: Client, kind: Kind, p: Json) => client.rpc(FUNCTION[kind], { p }).single()

  async function submit(kind: Kind, p: Json): Promise<{ id: string; reference: string }> {
    const { data, error } = await submitAs(backend().service, kind, p)
    if (error) throw new Error(`${FUNCTION[kind]} failed: ${error.message}`)
    return data
  }

  /** The rows stored under a draft's key, read with the service role. */
  const rowsWithKey = (kind: Kind, key: Json) => serviceRows(backend(), REQUEST_TABLES[kind], 'idempotency_key', key)

  /** Every id in a table, to show a refused call stored nothing (the tests of a file run one at a time). */
  async function allIds(kind: Kind): Promise<string[]> {
    const { data, error } = await backend().service.from(REQUEST_TABLES[kind]).select('id').order('id')
    if (error) throw new Error(`reading ${REQUEST_TABLES[kind]} failed: ${error.message}`)
    return data.map(({ id }) => id)
  }

  const pay = (orderId: string, reference: string, status: string, amountCents = 8000, failureMessage?: string) =>
    backend().service.rpc('record_request_payment', {
      p_kind: 'express', p_request_id: orderId, p_provider: 'test', p_provider_reference: reference, p_amount_cents: amountCents, p_status: status,
      p_failure_message: failureMessage,
    }).single()

  async function paid(orderId: string, reference: string, status: string, amountCents?: number) {
    const { data, error } = await pay(orderId, reference, status, amountCents)
    if (error) throw new Error(`record_request_payment failed: ${error.message}`)
    return data
  }

  const orderRow = async (id: string) => (await serviceRows(backend(), 'express_orders', 'id', id))[0]
  const paymentRows = (orderId: string) => serviceRows(backend(), 'request_payments', 'express_order_id', orderId)

  describe('who may write', () => {
    it('refuses the functions to visitors and customers, who store nothing with them', async () => {
      const { anon, a } = backend()
      const { id } = await submit('express', express(a.id))
      for (const client of [anon, a.client]) {
        for (const kind of ['quote', 'express'] as const) {
          const p = SUBMISSION[kind](a.id)
          expectRefused(await submitAs(client, kind, p))
          expect(await rowsWithKey(kind, p.idempotencyKey ?? null)).toEqual([])
        }
        expectRefused(
          await client.rpc('record_request_payment', {
            p_kind: 'express', p_request_id: id, p_provider: 'test', p_provider_reference: `test_${randomUUID()}`, p_amount_cents: 8000, p_status: 'succeeded',
          }),
        )
      }
      expect(await paymentRows(id)).toEqual([])
      expect(await orderRow(id)).toMatchObject({ status: 'awaiting_payment', amount_paid_cents: 0 })
    })

    it('lets visitors and customers neither insert, change nor delete requests and payments, their own included', async () => {
      const { anon, a } = backend()
      const quoteId = (await submit('quote', quote(a.id))).id
      const orderId = (await submit('express', express(a.id))).id
      await paid(orderId, `test_${randomUUID()}`, 'pending')
      const before = { quote: await serviceRows(backend(), 'quote_requests', 'id', quoteId), order: await orderRow(orderId), payments: await paymentRows(orderId) }
      const row = { user_id: a.id, idempotency_key: randomUUID(), product_slug: 'pro-jersey', product_name: 'Pro jersey', team_name: 'Flyers' }

      for (const client of [anon, a.client]) {
        const from = (table: string) => untyped(client).from(table)
        expectRefused(await from('quote_requests').insert({ ...row, design, roster, player_count: 2 }))
        expectRefused(await from('express_orders').insert({ ...row, roster, player_count: 2, payment_type: 'full', payment_provider: 'test' }))
        expectRefused(await from('request_payments').insert({ express_order_id: orderId, provider: 'test', provider_reference: 'forged', amount_cents: 8000, currency: 'USD' }))
        expectNoRowReached(await from('quote_requests').update({ status: 'approved' }).eq('id', quoteId).select())
        expectNoRowReached(await from('express_orders').update({ status: 'received', amount_paid_cents: 8000 }).eq('id', orderId).select())
        expectNoRowReached(await from('request_payments').update({ status: 'succeeded' }).eq('express_order_id', orderId).select())
        for (const table of ['request_payments', 'express_orders', 'quote_requests']) {
          expectNoRowReached(await from(table).delete().eq(table === 'request_payments' ? 'express_order_id' : 'id', table === 'quote_requests' ? quoteId : orderId).select())
        }
      }
      expect({ quote: await serviceRows(backend(), 'quote_requests', 'id', quoteId), order: await orderRow(orderId), payments: await paymentRows(orderId) }).toEqual(before)
    })
  })

  describe('submit_quote_request', () => {
    it('stores the request as sent, linked to its customer, who alone reads it back', async () => {
      const { anon, a, b } = backend()
      const p = quote(a.id)
      const { id, reference } = await submit('quote', p)
      expect(reference).toMatch(/^Q-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/)
      const columns = `id, reference, user_id, status, product_slug, product_name, team_name, league, contact_name, contact_email, contact_phone,
        design, roster, player_count, estimated_quantity, target_date, notes, logo_path, logo_notes, indicative_unit_price_cents`
      const { data, error } = await a.client.from('quote_requests').select(columns).eq('id', id).single()
      expect(error).toBeNull()
      expect(data).toEqual({
        id, reference, user_id: a.id, status: 'received', product_slug: 'pro-jersey', product_name: 'Pro jersey', team_name: 'Flyers',
        league: "men's-league", contact_name: 'Jo Keeper', contact_email: 'jo@example.com', contact_phone: '+1 204 555 0101', design, roster,
        player_count: 2, estimated_quantity: 24, target_date: '2027-01-15', notes: 'Before the tournament', logo_path: 'quote/4b1d/logo.png',
        logo_notes: 'Crest on the chest', indicative_unit_price_cents: 6500,
      })
      expect((await b.client.from('quote_requests').select('id').eq('id', id)).data).toEqual([])
      expect((await anon.from('quote_requests').select('id').eq('id', id)).data ?? []).toEqual([])
    })

    it('stores what a team left open as empty or null', async () => {
      const p = quote(null, {
        teamInfo: { ...teamInfo, league: '', contactPhone: '' },
        design: { ...design, templateId: '', templateName: '', collarStyle: '', collarName: '', designNotes: '' },
        details: { estimatedQuantity: null, targetDate: null, notes: '' },
        logo: { path: null, notes: '' },
        indicativeUnitPriceCents: null,
      })
      const { id } = await submit('quote', p)
      expect((await serviceRows(backend(), 'quote_requests', 'id', id))[0]).toMatchObject({
        league: '', contact_phone: '', estimated_quantity: null, target_date: null, notes: '', logo_path: null, logo_notes: '',
        indicative_unit_price_cents: null,
      })
    })
  })

  describe('submit_express_order', () => {
    it('stores the order awaiting payment with its amounts, read back by its customer alone', async () => {
      const { a, b } = backend()
      const { id, reference } = await submit('express', express(a.id))
      expect(reference).toMatch(/^E-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/)
      const { data } = await a.client.from('express_orders').select('*').eq('id', id).single()
      expect(data).toMatchObject({
        id, reference, user_id: a.id, status: 'awaiting_payment', team_name: 'Flyers', roster, player_count: 2, logo_path: null,
        payment_type: 'deposit', payment_provider: 'test', currency: 'USD', price_per_player_cents: 8000, subtotal_cents: 16000,
        deposit_cents: 8000, amount_due_cents: 8000, amount_paid_cents: 0,
      })
      expect((await b.client.from('express_orders').select('id').eq('id', id)).data).toEqual([])
    })

    it('accepts paying in full, the whole subtotal due', async () => {
      const { id } = await submit('express', express(null, { payment: { ...payment, type: 'full', amountDueCents: 16000 } }))
      expect(await orderRow(id)).toMatchObject({ payment_type: 'full', amount_due_cents: 16000, user_id: null })
    })

    it.each(refusedAmounts)('refuses an order when %s', async (_, amounts) => {
      const p = express(backend().a.id, { payment: amounts })
      const answer = await submitAs(backend().service, 'express', p)
      expectFailed(answer)
      expect(answer.error?.code).not.toBe('42501')
      expect(await rowsWithKey('express', p.idempotencyKey ?? null)).toEqual([])
    })
  })

  describe.each(['quote', 'express'] as const)('a %s submission', (kind) => {
    const submission = SUBMISSION[kind]

    it('from a guest is linked to nobody, and only the server reads it', async () => {
      const { anon, a, b } = backend()
      const { id } = await submit(kind, submission(null))
      expect(await serviceRows(backend(), REQUEST_TABLES[kind], 'id', id)).toEqual([expect.objectContaining({ id, user_id: null })])
      for (const client of [anon, a.client, b.client]) {
        expect((await untyped(client).from(REQUEST_TABLES[kind]).select('id').eq('id', id)).data ?? []).toEqual([])
      }
    })

    it('is stored once however often the same draft is sent, also at the same time', async () => {
      const p = submission(backend().a.id)
      const first = await submit(kind, p)
      expect(await submit(kind, { ...p, teamInfo: { ...teamInfo, teamName: 'Changed afterwards' } })).toEqual(first)
      expect(await Promise.all([1, 2, 3].map(() => submit(kind, p)))).toEqual([first, first, first])
      expect(await rowsWithKey(kind, p.idempotencyKey ?? null)).toEqual([expect.objectContaining({ id: first.id, team_name: 'Flyers' })])

      const racing = submission(backend().a.id)
      const raced = await Promise.all([1, 2, 3, 4].map(() => submit(kind, racing)))
      expect(new Set(raced.map(({ id }) => id)).size).toBe(1)
      expect(await rowsWithKey(kind, racing.idempotencyKey ?? null)).toHaveLength(1)
    })

    it('refuses a key already used by another submitter, rather than answering with their reference', async () => {
      const { a, b } = backend()
      const guests = submission(null)
      await submit(kind, guests)
      const owned = submission(a.id)
      await submit(kind, owned)
      for (const reused of [{ ...guests, userId: a.id }, { ...owned, userId: b.id }, { ...owned, userId: null }]) {
        const answer = await submitAs(backend().service, kind, reused)
        expectFailed(answer)
        expect(answer.data).toBeNull()
      }
    })

    it('gives every request its own reference', async () => {
      const references = await Promise.all(Array.from({ length: 20 }, async () => (await submit(kind, submission(null))).reference))
      expect(new Set(references).size).toBe(20)
      for (const reference of references) expect(reference).toMatch(new RegExp(`^${PREFIX[kind]}-[2-9A-HJ-NP-Z]{8}$`))
    })

    const player = captain
    const many = (count: number) => Array.from({ length: count }, (_, index) => ({ ...player, number: String(index) }))
    const forKind = (players: Json[]): Submission =>
      kind === 'express' ? { players, payment: { ...payment, playerCount: players.length, subtotalCents: 8000 * players.length } } : { players }
    it.each<[string, Submission]>([
      ['a roster element is not a player', forKind([player, 'Jo Keeper #9'])],
      ['a player has a four-digit number', forKind([player, { ...player, number: '1234' }])],
      ['a player has a name longer than 40 characters', forKind([{ ...player, name: 'x'.repeat(41) }])],
      ['a player has an unknown patch', forKind([{ ...player, captainPatch: 'K' }])],
      ['a player lacks a field', forKind([{ name: 'Jo', number: '9' }])],
      ['a player has a field too many', forKind([{ ...player, notes: 'x'.repeat(1000) }])],
      ['the roster is empty', forKind([])],
      ['the roster has 101 players', forKind(many(101))],
      ['the roster is not a list', { players: { 0: player } }],
      ['the logo notes are larger than 5,000 characters', { logo: { path: null, notes: 'x'.repeat(5001) } }],
      ['the submission is larger than 256 kB', { logo: { path: null, notes: 'x'.repeat(300_000) } }],
      ['the logo path leaves the bucket', { logo: { path: '../other-bucket/secret.png', notes: '' } }],
      ['the team has no name', { teamInfo: { ...teamInfo, teamName: ' ' } }],
      ['the e-mail is not an address', { teamInfo: { ...teamInfo, contactEmail: 'jo at example' } }],
      ['the product has no slug', { product: { slug: '', name: 'Pro jersey' } }],
      ['the idempotency key is not a uuid', { idempotencyKey: 'draft-1' }],
      ['the user does not exist', { userId: randomUUID() }],
      ...(kind === 'quote'
        ? ([
            ['a colour is not #RRGGBB', { design: { ...design, primaryColor: 'navy' } }],
            ['the design notes are larger than 16 kB', { design: { ...design, designNotes: 'x'.repeat(20_000) } }],
            ['the design lacks a field', { design: { primaryColor: '#003360', secondaryColor: '#00A0DF' } }],
            ['the target date is not a date', { details: { estimatedQuantity: 24, targetDate: '2027-02-30', notes: '' } }],
            ['the estimated quantity is 0', { details: { estimatedQuantity: 0, targetDate: null, notes: '' } }],
          ] satisfies [string, Submission][])
        : []),
    ])('stores nothing when %s', async (_, overrides) => {
      // Some of these have no valid key or user to look for: the table as a whole is compared.
      const before = await allIds(kind)
      const answer = await submitAs(backend().service, kind, submission(backend().a.id, overrides))
      expectFailed(answer)
      expect(answer.error?.code).not.toBe('42501')
      expect(await allIds(kind)).toEqual(before)
    })

    // The table's checks and the team step's limits are one table (TEAM_INFO_MAX): held equal here.
    it.each(Object.keys(TEAM_INFO_MAX) as TeamInfoField[])('stores a %s as long as the team step takes, and nothing a character longer', async (field) => {
      const max = TEAM_INFO_MAX[field]
      const longest = teamInfoValueOfLength(field, max)
      const { id } = await submit(kind, submission(null, { teamInfo: { ...teamInfo, [field]: longest } }))
      expect((await serviceRows(backend(), REQUEST_TABLES[kind], 'id', id))[0]).toMatchObject({ [TEAM_INFO_COLUMN[field]]: longest })
      const before = await allIds(kind)
      expectFailed(await submitAs(backend().service, kind, submission(null, { teamInfo: { ...teamInfo, [field]: teamInfoValueOfLength(field, max + 1) } })))
      expect(await allIds(kind)).toEqual(before)
    })

    it('leaves a draft’s key free after a failure', async () => {
      const key = randomUUID()
      expectFailed(await submitAs(backend().service, kind, submission(null, { idempotencyKey: key, players: [] })))
      const { id } = await submit(kind, submission(null, { idempotencyKey: key }))
      expect(await rowsWithKey(kind, key)).toEqual([expect.objectContaining({ id })])
    })
  })

  describe('record_request_payment of an express order', () => {
    async function newOrder(userId: string | null, overrides: Submission = {}) {
      return (await submit('express', express(userId, overrides))).id
    }

    it('records a payment once however often its success is delivered, and marks the order paid once', async () => {
      const orderId = await newOrder(backend().a.id)
      const reference = `pi_${randomUUID()}`
      expect(await paid(orderId, reference, 'pending')).toMatchObject({ payment_status: 'pending', request_status: 'awaiting_payment', amount_paid_cents: 0, paid_now: false })
      const first = await paid(orderId, reference, 'succeeded')
      expect(first).toMatchObject({ payment_status: 'succeeded', request_status: 'received', amount_paid_cents: 8000, paid_now: true })
      const order = await orderRow(orderId)
      const payments = await paymentRows(orderId)

      expect(await paid(orderId, reference, 'succeeded')).toEqual({ ...first, paid_now: false })
      expect(await Promise.all([1, 2].map(() => paid(orderId, reference, 'succeeded')))).toEqual([{ ...first, paid_now: false }, { ...first, paid_now: false }])
      expect(await orderRow(orderId)).toEqual(order)
      expect(await paymentRows(orderId)).toEqual(payments)
      expect(payments).toEqual([
        expect.objectContaining({ id: first.payment_id, provider: 'test', provider_reference: reference, amount_cents: 8000, currency: 'USD', status: 'succeeded', failure_message: null }),
      ])
      expect(order).toMatchObject({ status: 'received', amount_paid_cents: 8000 })
    })

    it.each(['failed', 'cancelled', 'pending'])('changes nothing when a late %s event follows success', async (late) => {
      const orderId = await newOrder(backend().a.id)
      const reference = `pi_${randomUUID()}`
      await paid(orderId, reference, 'succeeded')
      const [order, payments] = [await orderRow(orderId), await paymentRows(orderId)]
      const { data, error } = await pay(orderId, reference, late, 8000, 'Your card was declined.')
      expect(error).toBeNull()
      expect(data).toMatchObject({ payment_status: 'succeeded', request_status: 'received', amount_paid_cents: 8000, paid_now: false })
      expect(await orderRow(orderId)).toEqual(order)
      expect(await paymentRows(orderId)).toEqual(payments)
    })

    it('keeps a failure’s message, and counts a later success of the same attempt', async () => {
      const orderId = await newOrder(null)
      const reference = `pi_${randomUUID()}`
      await paid(orderId, reference, 'pending')
      const { data } = await pay(orderId, reference, 'failed', 8000, 'Your card was declined.')
      expect(data).toMatchObject({ payment_status: 'failed', request_status: 'awaiting_payment', paid_now: false })
      expect(await paymentRows(orderId)).toEqual([expect.objectContaining({ status: 'failed', failure_message: 'Your card was declined.' })])
      expect(await paid(orderId, reference, 'succeeded')).toMatchObject({ payment_status: 'succeeded', request_status: 'received', paid_now: true })
      expect(await paymentRows(orderId)).toEqual([expect.objectContaining({ status: 'succeeded', failure_message: null, user_id: null })])
    })

    it('marks the order paid only once the succeeded payments cover the amount due', async () => {
      const orderId = await newOrder(backend().a.id, { payment: { ...payment, type: 'full', amountDueCents: 16000 } })
      expect(await paid(orderId, `pi_${randomUUID()}`, 'succeeded', 10000)).toMatchObject({ request_status: 'awaiting_payment', amount_paid_cents: 10000, paid_now: false })
      expect(await paid(orderId, `pi_${randomUUID()}`, 'failed', 6000)).toMatchObject({ request_status: 'awaiting_payment', amount_paid_cents: 10000 })
      expect(await paid(orderId, `pi_${randomUUID()}`, 'succeeded', 6000)).toMatchObject({ request_status: 'received', amount_paid_cents: 16000, paid_now: true })
      expect(await paymentRows(orderId)).toHaveLength(3)
    })

    it('refuses an attempt recorded for another order, an unknown order, status or provider', async () => {
      const [orderId, otherId] = [await newOrder(null), await newOrder(null)]
      const reference = `pi_${randomUUID()}`
      await paid(orderId, reference, 'pending')
      expectFailed(await pay(otherId, reference, 'succeeded'))
      expectFailed(await pay(randomUUID(), `pi_${randomUUID()}`, 'succeeded'))
      expectFailed(await pay(orderId, `pi_${randomUUID()}`, 'refunded'))
      expectFailed(
        await backend().service.rpc('record_request_payment', {
          p_kind: 'express', p_request_id: orderId, p_provider: 'cash', p_provider_reference: `pi_${randomUUID()}`, p_amount_cents: 8000, p_status: 'succeeded',
        }),
      )
      expect(await paymentRows(orderId)).toEqual([expect.objectContaining({ provider_reference: reference, status: 'pending' })])
      expect(await paymentRows(otherId)).toEqual([])
      expect(await orderRow(otherId)).toMatchObject({ status: 'awaiting_payment', amount_paid_cents: 0 })
    })

    it('shows a customer their own payments only, and a guest’s to nobody', async () => {
      const { anon, a, b } = backend()
      const [own, guests] = [await newOrder(a.id), await newOrder(null)]
      const ownPayment = (await paid(own, `pi_${randomUUID()}`, 'succeeded')).payment_id
      const guestPayment = (await paid(guests, `pi_${randomUUID()}`, 'succeeded')).payment_id
      const seen = async (client: Client) => ((await client.from('request_payments').select('id, user_id')).data ?? []).map(({ id }) => id)
      expect(await seen(a.client)).toContain(ownPayment)
      expect((await a.client.from('request_payments').select('user_id')).data?.every(({ user_id }) => user_id === a.id)).toBe(true)
      for (const client of [anon, a.client, b.client]) expect(await seen(client)).not.toContain(guestPayment)
      for (const client of [anon, b.client]) expect(await seen(client)).not.toContain(ownPayment)
    })
  })
})

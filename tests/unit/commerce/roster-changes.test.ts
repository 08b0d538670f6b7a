import { beforeAll, expect, it } from 'vitest'
import { ROSTER_CHANGEABLE_STATUSES } from '@/lib/orders/roster-change'
import { REQUEST_STATUSES } from '@/lib/orders/workflow'
import { type CommerceBackend, describeOnEachTarget, expectFailed, serviceInsert, serviceRows, type TestUser } from '@/tests/support/commerce-backend'
import { expressOrder, player, quoteRequest, rosterPlayer } from '@/tests/support/request-rows'

/**
 * Roster changes after payment and before production (20261204000100_roster_changes.sql), over
 * HTTP on both targets: the customer changes their own, staff any; an express order is repriced at
 * its price per player, a quote only by staff's difference; each change is a history entry keeping
 * both rosters, e-mailed to the customer (and to the shop when the customer made it).
 */

type Roster = (typeof rosterPlayer)[]

const TWO: Roster = [rosterPlayer, player('Lee', '14', 'M')]

describeOnEachTarget('roster changes', (backend: () => CommerceBackend) => {
  let staff: TestUser

  beforeAll(async () => {
    staff = await backend().signUpWithRole('staff')
  })

  const change = (client: CommerceBackend['anon'], kind: 'express' | 'quote', id: string, previous: Roster, roster: Roster, priceChange = 0, note = '') =>
    client.rpc('change_roster', { p_kind: kind, p_id: id, p_previous: previous, p_roster: roster, p_note: note, p_price_change_cents: priceChange })

  /** An express order of customer a, one player at $80, paid as `paid` says. */
  const express = (status: string, paid: 'first' | 'all' | number = 'all', userId: string | null = backend().a.id) =>
    serviceInsert(backend(), 'express_orders', expressOrder(userId, status, { paid, paymentType: 'full' }))

  /** A quote of customer a priced at $800 with a $240 deposit, paid, at `status`. */
  const quote = (status: string) =>
    serviceInsert(backend(), 'quote_requests', {
      ...quoteRequest(backend().a.id, status, 'jo@example.com'),
      rush_fee_cents: 0, total_cents: 80000, deposit_cents: 24000, quoted_at: new Date().toISOString(), accepted_at: new Date().toISOString(), amount_paid_cents: 24000,
    })

  const historyOf = async (column: 'express_order_id' | 'quote_request_id', id: string) => (await serviceRows(backend(), 'order_history', column, id)).filter((entry) => entry.event === 'roster')
  const mailOf = async (column: 'express_order_id' | 'quote_request_id', id: string) =>
    (await serviceRows(backend(), 'mail_outbox', column, id)).map((row) => ({ template: row.template, recipient: row.recipient })).sort((x, y) => x.template.localeCompare(y.template))

  it('lets the customer add a player to their paid express order: repriced, kept in the history with both rosters, e-mailed to them and to the shop', async () => {
    const order = await express('received')
    expect((await change(backend().a.client, 'express', order.id, [rosterPlayer], TWO, 0, 'Lee joined')).error).toBeNull()
    const [row] = await serviceRows(backend(), 'express_orders', 'id', order.id)
    // The first payment stays as it was; the new player is a balance.
    expect(row).toMatchObject({ roster: TWO, player_count: 2, subtotal_cents: 16000, amount_due_cents: 8000, placed_subtotal_cents: 8000, amount_paid_cents: 8000, status: 'received' })
    expect(await historyOf('express_order_id', order.id)).toEqual([
      expect.objectContaining({ status: 'received', notes: 'Lee joined', created_by: backend().a.id, user_id: backend().a.id, roster_before: [rosterPlayer], roster_after: TWO, price_change_cents: 8000 }),
    ])
    expect(await mailOf('express_order_id', order.id)).toEqual([
      { template: 'roster_changed', recipient: 'jo@example.com' },
      { template: 'shop_roster_changed', recipient: null },
    ])
  })

  it('refuses the other customer and a visitor, and leaves the roster as it was', async () => {
    const order = await express('received')
    expectFailed(await change(backend().b.client, 'express', order.id, [rosterPlayer], TWO))
    expectFailed(await change(backend().anon, 'express', order.id, [rosterPlayer], TWO))
    const [row] = await serviceRows(backend(), 'express_orders', 'id', order.id)
    expect(row).toMatchObject({ roster: [rosterPlayer], subtotal_cents: 8000 })
    expect(await historyOf('express_order_id', order.id)).toEqual([])
  })

  it('refuses a change made to a roster that changed since, one that changes nothing, and one that is not a roster', async () => {
    const order = await express('received')
    expect((await change(backend().a.client, 'express', order.id, [rosterPlayer], TWO)).error).toBeNull()
    expect((await change(backend().a.client, 'express', order.id, [rosterPlayer], [player('Kim', '3')])).error).toMatchObject({ hint: 'stale' })
    expect((await change(backend().a.client, 'express', order.id, TWO, TWO)).error).toMatchObject({ hint: 'unchanged' })
    expectFailed(await change(backend().a.client, 'express', order.id, TWO, [] as Roster))
    expectFailed(await change(backend().a.client, 'express', order.id, TWO, [{ ...rosterPlayer, name: 'x'.repeat(41) }]))
    const [row] = await serviceRows(backend(), 'express_orders', 'id', order.id)
    expect(row).toMatchObject({ roster: TWO, player_count: 2 })
  })

  it('refuses the customer a removal below what has been paid, which staff make with the overpayment in the history', async () => {
    const order = await serviceInsert(backend(), 'express_orders', expressOrder(backend().a.id, 'received', { paid: 'all', paymentType: 'full', roster: TWO }))
    expect((await change(backend().a.client, 'express', order.id, TWO, [rosterPlayer])).error).toMatchObject({ hint: 'overpaid' })
    expect((await change(staff.client, 'express', order.id, TWO, [rosterPlayer], 0, 'Lee left the team')).error).toBeNull()
    const [row] = await serviceRows(backend(), 'express_orders', 'id', order.id)
    expect(row).toMatchObject({ roster: [rosterPlayer], subtotal_cents: 8000, amount_paid_cents: 16000 })
    expect(await historyOf('express_order_id', order.id)).toEqual([expect.objectContaining({ created_by: staff.id, price_change_cents: -8000, notes: 'Lee left the team' })])
    // Staff made it: the customer is told, the shop needs no e-mail about its own change.
    expect(await mailOf('express_order_id', order.id)).toEqual([{ template: 'roster_changed', recipient: 'jo@example.com' }])
  })

  it('lets the customer remove a player while the deposit is still below the new total', async () => {
    const order = await serviceInsert(backend(), 'express_orders', expressOrder(backend().a.id, 'received', { paid: 'first', roster: TWO }))
    expect((await change(backend().a.client, 'express', order.id, TWO, [rosterPlayer])).error).toBeNull()
    const [row] = await serviceRows(backend(), 'express_orders', 'id', order.id)
    expect(row).toMatchObject({ player_count: 1, subtotal_cents: 8000 })
  })

  it('changes a roster only after the first payment and before production, at the statuses the site offers it', async () => {
    for (const kind of ['express', 'quote'] as const) {
      for (const status of REQUEST_STATUSES.filter((candidate) => kind === 'quote' || candidate !== 'quoted')) {
        const row = kind === 'express' ? await express(status) : await quote(status)
        const { error } = await change(staff.client, kind, row.id, [rosterPlayer], TWO)
        expect({ kind, status, changed: error === null }).toEqual({ kind, status, changed: ROSTER_CHANGEABLE_STATUSES[kind].includes(status) })
      }
    }
  })

  it('keeps a quote’s price when its customer changes the roster; staff move it, and only staff', async () => {
    const request = await quote('in_design')
    expect((await change(backend().a.client, 'quote', request.id, [rosterPlayer], TWO, 8000)).error).toMatchObject({ code: '42501' })
    expect((await change(backend().a.client, 'quote', request.id, [rosterPlayer], TWO)).error).toBeNull()
    const [customer] = await serviceRows(backend(), 'quote_requests', 'id', request.id)
    expect(customer).toMatchObject({ roster: TWO, player_count: 2, total_cents: 80000, roster_adjustment_cents: 0 })
    // Staff price the new player, with no change to the roster itself.
    expect((await change(staff.client, 'quote', request.id, TWO, TWO, 8000, 'Lee priced as the others')).error).toBeNull()
    const [priced] = await serviceRows(backend(), 'quote_requests', 'id', request.id)
    expect(priced).toMatchObject({ total_cents: 88000, roster_adjustment_cents: 8000 })
    expect((await change(staff.client, 'quote', request.id, TWO, TWO, -70000)).error).toMatchObject({ hint: 'below_deposit' })
    expect((await historyOf('quote_request_id', request.id)).map((entry) => entry.price_change_cents)).toEqual([0, 8000])
  })

  it('refuses a price difference on an express order, which follows its players', async () => {
    const order = await express('received')
    expect((await change(staff.client, 'express', order.id, [rosterPlayer], TWO, 500)).error).toMatchObject({ code: '42501' })
  })

  it('lets staff change a guest’s order, which no customer can', async () => {
    const order = await express('in_design', 'all', null)
    expectFailed(await change(backend().a.client, 'express', order.id, [rosterPlayer], TWO))
    expect((await change(staff.client, 'express', order.id, [rosterPlayer], TWO)).error).toBeNull()
  })
})

import { randomUUID } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import { TRANSITIONS, type OrderKind } from '@/lib/orders/workflow'
import { type CommerceBackend, describeOnEachTarget, expectFailed, moveOrder, serviceInsert, serviceRows, type TestUser, untyped } from '@/tests/support/commerce-backend'
import { expressOrder, quoteRequest } from '@/tests/support/request-rows'

/**
 * The back office's rights and workflow (20261126000100_back_office.sql), tried over HTTP as a
 * visitor, as two customers, as staff and as an admin: staff read every order and move it only as
 * the workflow allows, every move is written to the history with who made it, an open balance
 * stops shipping unless an admin overrides it with a note, and only an admin gives roles.
 */

describeOnEachTarget('the back office', (backend: () => CommerceBackend) => {
  let staff: TestUser
  let admin: TestUser

  beforeAll(async () => {
    staff = await backend().signUpWithRole('staff')
    admin = await backend().signUpWithRole('admin')
  })

  /** A status change from an order's page, which showed the order at `from`. */
  const move = (user: { client: TestUser['client'] }, kind: OrderKind, id: string, from: string, to: string, note = '', override = false) =>
    moveOrder(user.client, { p_kind: kind, p_id: id, p_from: from, p_to: to, p_note: note, p_override: override })
  const statusOf = async (id: string) => (await serviceRows(backend(), 'express_orders', 'id', id))[0]?.status
  const historyOf = async (id: string) => serviceRows(backend(), 'order_history', 'express_order_id', id)

  it('holds the workflow of lib/orders/workflow.ts, move for move', async () => {
    const { data, error } = await untyped(backend().service).from('status_transitions').select('*')
    expect(error).toBeNull()
    const stored = (data as { kind: string; from_status: string; to_status: string; actor: string; requirement: string | null }[])
      .map((row) => `${row.kind} ${row.from_status}→${row.to_status} by ${row.actor}${row.requirement ? ` needs ${row.requirement}` : ''}`)
      .sort()
    const listed = Object.entries(TRANSITIONS)
      .flatMap(([kind, moves]) => moves.map((step) => `${kind} ${step.from}→${step.to} by ${step.by}${step.requires ? ` needs ${step.requires}` : ''}`))
      .sort()
    expect(stored).toEqual(listed)
  })

  it('keeps the workflow out of every API role’s reach: nobody reads or changes it but the server', async () => {
    for (const client of [backend().anon, backend().a.client, staff.client, admin.client]) {
      const table = untyped(client).from('status_transitions')
      expect((await table.select('*')).data ?? []).toEqual([])
      expectFailed(await table.insert({ kind: 'express', from_status: 'received', to_status: 'shipped', actor: 'staff' }))
      await table.delete().eq('kind', 'express')
    }
    const { count } = await backend().service.from('status_transitions').select('*', { count: 'exact', head: true })
    expect(count).toBe(Object.values(TRANSITIONS).flat().length)
  })

  it('lets staff read every customer’s orders and guests’ requests; a customer still reads only their own', async () => {
    const mine = await serviceInsert(backend(), 'express_orders', expressOrder(backend().a.id, 'received', { paid: 'all' }))
    const guest = await serviceInsert(backend(), 'express_orders', expressOrder(null, 'received', { paid: 'all' }))
    const ids = [mine.id, guest.id]
    const seenBy = async (client: TestUser['client']) => ((await client.from('express_orders').select('id').in('id', ids)).data ?? []).map((row) => row.id).sort()
    expect(await seenBy(staff.client)).toEqual([...ids].sort())
    expect(await seenBy(backend().a.client)).toEqual([mine.id])
    expect(await seenBy(backend().b.client)).toEqual([])
    expect(await seenBy(backend().anon)).toEqual([])
    const profiles = await staff.client.from('profiles').select('id').in('id', [backend().a.id, backend().b.id])
    expect(profiles.data).toHaveLength(2)
    expect((await backend().a.client.from('profiles').select('id').eq('id', backend().b.id)).data).toEqual([])
  })

  it('moves an order for staff along the workflow and writes who moved it, with the note, to the history its customer reads', async () => {
    const order = await serviceInsert(backend(), 'express_orders', expressOrder(backend().a.id, 'received', { paid: 'all' }))
    const { data: before, error } = await move(staff, 'express', order.id, 'received', 'in_design', 'Logo looks great')
    expect(error).toBeNull()
    expect(before).toBe('received')
    expect(await statusOf(order.id)).toBe('in_design')
    const entry = { express_order_id: order.id, user_id: backend().a.id, from_status: 'received', status: 'in_design', notes: 'Logo looks great', created_by: staff.id }
    expect(await historyOf(order.id)).toEqual([expect.objectContaining(entry)])
    const own = await backend().a.client.from('order_history').select('status, notes').eq('express_order_id', order.id)
    expect(own.data).toEqual([{ status: 'in_design', notes: 'Logo looks great' }])
    expect((await backend().b.client.from('order_history').select('id').eq('express_order_id', order.id)).data).toEqual([])
  })

  it('refuses a status change from anyone but staff, and every move the workflow does not give staff', async () => {
    const order = await serviceInsert(backend(), 'express_orders', expressOrder(backend().a.id, 'received', { paid: 'all' }))
    for (const user of [backend().a, backend().b]) expectFailed(await move(user, 'express', order.id, 'received', 'in_design'))
    expectFailed(await backend().anon.rpc('change_order_status', { p_kind: 'express', p_id: order.id, p_from: 'received', p_to: 'in_design', p_note: '', p_override: false }))
    // Skipping steps, the customer's own approval, the mockup (its upload sends it), a status that does not exist.
    for (const to of ['shipped', 'approved', 'mockup_sent', 'lost']) expectFailed(await move(staff, 'express', order.id, 'received', to))
    expect(await statusOf(order.id)).toBe('received')
    expect(await historyOf(order.id)).toEqual([])
    expectFailed(await move(staff, 'express', randomUUID(), 'received', 'in_design'))
    expectFailed(await move(staff, 'express', order.id, 'received', 'in_design', 'x'.repeat(2001)))
    // A page that showed another status than the order's: someone moved it on meanwhile.
    expectFailed(await move(staff, 'express', order.id, 'in_design', 'cancelled'))
  })

  it('ships an order with a balance open only when an admin overrides it with a note', async () => {
    const unpaid = await serviceInsert(backend(), 'express_orders', expressOrder(backend().a.id, 'in_production', { paid: 'first' }))
    expectFailed(await move(staff, 'express', unpaid.id, 'in_production', 'shipped'))
    expectFailed(await move(staff, 'express', unpaid.id, 'in_production', 'shipped', 'Customer asked', true))
    expectFailed(await move(admin, 'express', unpaid.id, 'in_production', 'shipped', '', true))
    expect(await statusOf(unpaid.id)).toBe('in_production')
    expect((await move(admin, 'express', unpaid.id, 'in_production', 'shipped', 'Balance agreed by phone: pays on delivery', true)).error).toBeNull()
    expect(await statusOf(unpaid.id)).toBe('shipped')

    const paid = await serviceInsert(backend(), 'express_orders', expressOrder(backend().a.id, 'in_production', { paid: 'all' }))
    expect((await move(staff, 'express', paid.id, 'in_production', 'shipped')).error).toBeNull()
  })

  it('moves an order once when two staff move it at the same time from the status both saw', async () => {
    const order = await serviceInsert(backend(), 'express_orders', expressOrder(backend().a.id, 'received', { paid: 'all' }))
    const answers = await Promise.all([move(staff, 'express', order.id, 'received', 'in_design'), move(admin, 'express', order.id, 'received', 'cancelled')])
    expect(answers.filter((answer) => answer.error === null)).toHaveLength(1)
    expect(await historyOf(order.id)).toHaveLength(1)
  })

  it('writes a payment’s move to the history too, by nobody signed in', async () => {
    const order = await serviceInsert(backend(), 'express_orders', expressOrder(null, 'awaiting_payment'))
    const { error } = await backend().service.rpc('record_request_payment', {
      p_kind: 'express', p_request_id: order.id, p_provider: 'test', p_provider_reference: `pi_${randomUUID()}`, p_amount_cents: order.amount_due_cents, p_status: 'succeeded', p_failure_message: '',
    })
    expect(error).toBeNull()
    expect(await historyOf(order.id)).toEqual([expect.objectContaining({ from_status: 'awaiting_payment', status: 'received', created_by: null })])
  })

  it('lists every kind of order in one inbox for staff, newest first; a customer sees their own there, a visitor nothing', async () => {
    const order = await serviceInsert(backend(), 'orders', { user_id: backend().b.id, subtotal_cents: 2500, shipping_cents: 0, total_amount_cents: 2500, idempotency_key: randomUUID() })
    const enquiry = await serviceInsert(backend(), 'contact_enquiries', { name: 'Coach Sam', email: 'sam@example.com', message: 'Do you make goalie cuts?' })
    const express = await serviceInsert(backend(), 'express_orders', expressOrder(backend().a.id, 'received', { paid: 'all' }))
    const ids = [order.id, enquiry.id, express.id]
    const inbox = (client: TestUser['client']) => client.from('back_office_inbox').select('kind, id, reference, status, name, email, total_cents').in('id', ids).order('created_at', { ascending: false })
    const forStaff = await inbox(staff.client)
    expect(forStaff.error).toBeNull()
    expect(forStaff.data).toEqual([
      { kind: 'express', id: express.id, reference: express.reference, status: 'received', name: 'Flyers', email: 'jo@example.com', total_cents: 8000 },
      { kind: 'enquiry', id: enquiry.id, reference: enquiry.id.slice(0, 8).toUpperCase(), status: 'new', name: 'Coach Sam', email: 'sam@example.com', total_cents: null },
      { kind: 'order', id: order.id, reference: order.id.slice(0, 8).toUpperCase(), status: 'pending', name: '', email: backend().b.email, total_cents: 2500 },
    ])
    expect((await inbox(backend().a.client)).data?.map((row) => row.id)).toEqual([express.id])
    expect((await inbox(backend().b.client)).data?.map((row) => row.id)).toEqual([order.id])
    expect((await inbox(backend().anon)).data ?? []).toEqual([])
  })

  it('finds a request in the inbox by a player’s nameplate or number, and says what it is worth, what was paid and when it is wanted', async () => {
    const marker = randomUUID().slice(0, 8)
    const roster = [{ name: `Morrison${marker}`, number: '17', jerseySize: 'XL', socksSize: 'L', pantShellSize: 'XL', captainPatch: 'C' }]
    const express = await serviceInsert(backend(), 'express_orders', { ...expressOrder(backend().a.id, 'in_design', { paid: 'first' }), roster })
    const quote = await serviceInsert(backend(), 'quote_requests', { ...quoteRequest(backend().b.id, 'received', 'q@example.com'), roster: [{ ...roster[0]!, name: `Lavoie${marker}`, number: '9' }], target_date: '2027-02-01' })
    const columns = 'id, total_cents, paid_cents, first_due_cents, wanted_by'
    const found = (client: TestUser['client'], text: string) => client.from('back_office_inbox').select(columns).ilike('players_text', `%${text}%`)

    expect((await found(staff.client, `Morrison${marker} 17`)).data).toEqual([
      { id: express.id, total_cents: express.subtotal_cents, paid_cents: express.amount_due_cents, first_due_cents: express.amount_due_cents, wanted_by: null },
    ])
    expect((await found(staff.client, `Lavoie${marker}`)).data).toEqual([{ id: quote.id, total_cents: null, paid_cents: 0, first_due_cents: null, wanted_by: '2027-02-01' }])
    // A customer finds only their own there; a visitor nothing.
    expect((await found(backend().a.client, marker)).data?.map((row) => row.id)).toEqual([express.id])
    expect((await found(backend().anon, marker)).data ?? []).toEqual([])
  })

  it('lets only an admin give a role, never their own, and no customer change theirs', async () => {
    const customer = await backend().signUp()
    const roleOf = async (id: string) => (await serviceRows(backend(), 'profiles', 'id', id))[0]?.role
    const give = (user: TestUser, id: string, role: string) => user.client.rpc('set_profile_role', { p_user_id: id, p_role: role })
    expectFailed(await give(customer, customer.id, 'admin'))
    expectFailed(await give(staff, customer.id, 'staff'))
    expectFailed(await customer.client.from('profiles').update({ role: 'admin' } as never).eq('id', customer.id))
    expectFailed(await give(admin, admin.id, 'customer'))
    expectFailed(await give(admin, customer.id, 'owner'))
    expect(await roleOf(customer.id)).toBe('customer')
    expect((await give(admin, customer.id, 'staff')).error).toBeNull()
    expect(await roleOf(customer.id)).toBe('staff')
  })

  it('gives no role to an account whose address is not confirmed, from an admin or with the secret key', async () => {
    // Someone registers an address that is not theirs and never confirms it; an admin then invites that address.
    const email = `pending-${randomUUID()}@example.com`
    const { data, error } = await backend().anon.auth.signUp({ email, password: 'correct horse battery' })
    expect(error).toBeNull()
    const pending = data.user!.id
    const roleOf = async () => (await serviceRows(backend(), 'profiles', 'id', pending))[0]?.role
    const refused = await admin.client.rpc('set_profile_role', { p_user_id: pending, p_role: 'staff' })
    expect(refused.error?.code).toBe('P0R01')
    expectFailed(await backend().service.from('profiles').update({ role: 'admin' }).eq('id', pending))
    expect(await roleOf()).toBe('customer')
  })
})

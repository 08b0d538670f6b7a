import { beforeAll, describe, expect, it } from 'vitest'
import { type CommerceBackend, describeOnEachTarget, expectFailed, expectRefused, serviceInsert, serviceRows, type TestUser } from '@/tests/support/commerce-backend'
import { expressOrder } from '@/tests/support/request-rows'

/**
 * Notes on an order (20261202000100_order_notes.sql), over HTTP on both targets: staff write an
 * internal note, which only staff ever read, or one to the customer, who reads it in their history
 * and is e-mailed it; each names the staff member who wrote it. Nobody else writes one.
 */
describeOnEachTarget('notes on an order', (backend: () => CommerceBackend) => {
  let staff: TestUser

  beforeAll(async () => {
    staff = await backend().signUpWithRole('staff')
  })

  const orderOfA = () => serviceInsert(backend(), 'express_orders', expressOrder(backend().a.id, 'in_production', { paid: 'all', contactEmail: 'notes@example.com' }))
  const addNote = (client: CommerceBackend['anon'], id: string, note: string, internal: boolean) =>
    client.rpc('add_order_note', { p_kind: 'express', p_id: id, p_note: note, p_internal: internal })
  const historyAs = async (client: CommerceBackend['anon'], id: string) =>
    ((await client.from('order_history').select('event, notes, internal').eq('express_order_id', id)).data ?? []).filter((entry) => entry.event === 'note')

  it('keeps an internal note from the customer and e-mails nobody; a note to the customer is theirs to read and is e-mailed to them', async () => {
    const order = await orderOfA()
    expect((await addNote(staff.client, order.id, '  Print the crest larger than the proof  ', true)).error).toBeNull()
    expect((await addNote(staff.client, order.id, 'Your socks ship separately.', false)).error).toBeNull()

    const stored = await serviceRows(backend(), 'order_history', 'express_order_id', order.id)
    expect(stored.filter((entry) => entry.event === 'note').map(({ notes, internal, created_by, status }) => ({ notes, internal, created_by, status }))).toEqual(
      expect.arrayContaining([
        { notes: 'Print the crest larger than the proof', internal: true, created_by: staff.id, status: 'in_production' },
        { notes: 'Your socks ship separately.', internal: false, created_by: staff.id, status: 'in_production' },
      ]),
    )
    expect(await historyAs(backend().a.client, order.id)).toEqual([{ event: 'note', notes: 'Your socks ship separately.', internal: false }])
    expect(await historyAs(backend().b.client, order.id)).toEqual([])
    expect(await historyAs(staff.client, order.id)).toHaveLength(2)

    const mail = (await serviceRows(backend(), 'mail_outbox', 'express_order_id', order.id)).filter((row) => row.template === 'order_note')
    expect(mail).toEqual([expect.objectContaining({ recipient: 'notes@example.com' })])
  })

  it('refuses customers (the order’s own too) and visitors, a blank or overlong note, and an order that is not there', async () => {
    const order = await orderOfA()
    expectRefused(await addNote(backend().a.client, order.id, 'I am staff now', false))
    expectRefused(await addNote(backend().b.client, order.id, 'Me too', true))
    expectFailed(await addNote(backend().anon, order.id, 'And me', true))
    expectFailed(await addNote(staff.client, order.id, '   ', true))
    expectFailed(await addNote(staff.client, order.id, 'x'.repeat(2001), true))
    expectFailed(await staff.client.rpc('add_order_note', { p_kind: 'express', p_id: '00000000-0000-4000-8000-000000000000', p_note: 'Nobody', p_internal: true }))
    expect(await historyAs(staff.client, order.id)).toEqual([])
  })

  describe('history rows', () => {
    it('cannot make a status move internal, nor be written or hidden by a customer', async () => {
      const order = await orderOfA()
      const move = { express_order_id: order.id, user_id: backend().a.id, status: 'in_production', notes: '', event: 'status', internal: true }
      expectFailed(await backend().service.from('order_history').insert(move))
      expectRefused(await backend().a.client.from('order_history').insert({ ...move, internal: false, event: 'note' }))
    })
  })
})

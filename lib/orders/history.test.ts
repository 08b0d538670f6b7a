import { describe, expect, it } from 'vitest'
import { historyEntries } from './history'

describe('historyEntries', () => {
  it('lists the moves oldest first, saying which the shop made, which the customer made and which a payment made', () => {
    const rows = [
      { event: 'status', from_status: 'received', status: 'in_design', notes: 'Logo received', created_at: '2026-11-25T10:00:00Z', created_by: 'a-staff-id', user_id: 'the-customer', internal: false },
      { event: 'status', from_status: 'awaiting_payment', status: 'received', notes: '', created_at: '2026-11-24T09:00:00Z', created_by: null, user_id: 'the-customer', internal: false },
      { event: 'status', from_status: 'mockup_sent', status: 'approved', notes: 'Looks great', created_at: '2026-11-26T08:00:00Z', created_by: 'the-customer', user_id: 'the-customer', internal: false },
    ]
    expect(historyEntries(rows)).toEqual([
      { event: 'status', fromStatus: 'awaiting_payment', status: 'received', notes: '', internal: false, createdAt: '2026-11-24T09:00:00Z', by: null, staffName: null, rosterChange: null },
      { event: 'status', fromStatus: 'received', status: 'in_design', notes: 'Logo received', internal: false, createdAt: '2026-11-25T10:00:00Z', by: 'shop', staffName: null, rosterChange: null },
      { event: 'status', fromStatus: 'mockup_sent', status: 'approved', notes: 'Looks great', internal: false, createdAt: '2026-11-26T08:00:00Z', by: 'customer', staffName: null, rosterChange: null },
    ])
  })

  it('counts a guest’s request’s moves by anyone signed in as the shop’s', () => {
    const [entry] = historyEntries([{ event: 'status', from_status: 'received', status: 'cancelled', notes: '', created_at: '2026-11-25T10:00:00Z', created_by: 'a-staff-id', user_id: null, internal: false }])
    expect(entry?.by).toBe('shop')
  })

  it('tells a change of the delivery address from a move, and reads an unknown event as a move', () => {
    const [changed, unknown] = historyEntries([
      { event: 'delivery', from_status: null, status: 'in_design', notes: 'New arena', created_at: '2026-11-25T10:00:00Z', created_by: 'a-staff-id', user_id: 'the-customer', internal: false },
      { event: 'later', from_status: 'received', status: 'in_design', notes: '', created_at: '2026-11-26T10:00:00Z', created_by: 'a-staff-id', user_id: 'the-customer', internal: false },
    ])
    expect(changed).toMatchObject({ event: 'delivery', status: 'in_design', by: 'shop' })
    expect(unknown?.event).toBe('status')
    const [note] = historyEntries([{ event: 'note', from_status: null, status: 'in_design', notes: 'Rush it', internal: true, created_at: '2026-11-25T10:00:00Z', created_by: 'a-staff-id', user_id: null }])
    expect(note).toMatchObject({ event: 'note', internal: true, notes: 'Rush it' })
  })

  it('names the staff member who made a move of the shop’s, when the names are given, and never names the customer so', () => {
    const names = new Map([['a-staff-id', 'Sam Lee'], ['the-customer', 'Jo Keeper']])
    const entries = historyEntries(
      [
        { event: 'status', from_status: 'received', status: 'in_design', notes: '', created_at: '2026-11-25T10:00:00Z', created_by: 'a-staff-id', user_id: 'the-customer', internal: false },
        { event: 'status', from_status: 'mockup_sent', status: 'approved', notes: '', created_at: '2026-11-26T08:00:00Z', created_by: 'the-customer', user_id: 'the-customer', internal: false },
        { event: 'note', from_status: null, status: 'approved', notes: 'Gone', created_at: '2026-11-27T08:00:00Z', created_by: 'a-deleted-id', user_id: 'the-customer', internal: true },
      ],
      names,
    )
    expect(entries.map(({ by, staffName }) => ({ by, staffName }))).toEqual([
      { by: 'shop', staffName: 'Sam Lee' },
      { by: 'customer', staffName: null },
      { by: 'shop', staffName: null },
    ])
  })

  it('reads a roster change as the players it touched and the price it moved, and any other entry as none', () => {
    const jo = { name: 'Jo', number: '9', jerseySize: 'L', socksSize: 'L', pantShellSize: 'L', captainPatch: '' }
    const lee = { ...jo, name: 'Lee', number: '14' }
    const [change, move] = historyEntries([
      { event: 'roster', from_status: null, status: 'received', notes: '', created_at: '2026-11-25T10:00:00Z', created_by: 'the-customer', user_id: 'the-customer', internal: false, roster_before: [jo], roster_after: [jo, lee], price_change_cents: 8000 },
      { event: 'status', from_status: 'received', status: 'in_design', notes: '', created_at: '2026-11-26T10:00:00Z', created_by: 'a-staff-id', user_id: 'the-customer', internal: false, roster_before: null, roster_after: null, price_change_cents: null },
    ])
    expect(change).toMatchObject({ event: 'roster', by: 'customer', rosterChange: { lines: ['Added #14 Lee'], priceChangeCents: 8000 } })
    expect(move?.rosterChange).toBeNull()
  })
})

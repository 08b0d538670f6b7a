import { describe, expect, it } from 'vitest'
import { historyEntries } from './history'

describe('historyEntries', () => {
  it('lists the moves oldest first, saying which the shop made and which a payment made', () => {
    const rows = [
      { from_status: 'received', status: 'in_design', notes: 'Logo received', created_at: '2026-11-25T10:00:00Z', created_by: 'a-staff-id' },
      { from_status: 'awaiting_payment', status: 'received', notes: '', created_at: '2026-11-24T09:00:00Z', created_by: null },
    ]
    expect(historyEntries(rows)).toEqual([
      { fromStatus: 'awaiting_payment', status: 'received', notes: '', createdAt: '2026-11-24T09:00:00Z', byStaff: false },
      { fromStatus: 'received', status: 'in_design', notes: 'Logo received', createdAt: '2026-11-25T10:00:00Z', byStaff: true },
    ])
  })
})

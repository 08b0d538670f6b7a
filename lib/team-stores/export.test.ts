import { describe, expect, it } from 'vitest'
import { emptyPlayer } from '@/lib/roster/player'
import { storePlayersCsv } from './export'
import { garmentOf } from './fields'

const entry = (name: string, number: string, status: 'held' | 'paid' | 'lapsed' | 'removed', paidCents: number, refundedCents = 0) => ({
  status,
  player: { ...emptyPlayer(), name, number, jerseySize: 'L' },
  email: `${name.toLowerCase()}@example.com`,
  paidCents,
  refundedCents,
})

describe('storePlayersCsv', () => {
  it('lists each player as the board does, with the size of the store’s garment and the money, leaving out entries never paid', () => {
    const csv = storePlayersCsv({
      garment: garmentOf('jersey'),
      entries: [entry('Lavoie', '4', 'paid', 7000), entry('Gone', '5', 'lapsed', 0), entry('Wrong', '7', 'removed', 7000, 7000), entry('Okafor', '22', 'held', 0)],
    })
    expect(csv).toBe(
      [
        '#,Nameplate,Jersey size,E-mail,Status,Paid,Refunded',
        '4,Lavoie,L,lavoie@example.com,Paid,70.00,0.00',
        '7,Wrong,L,wrong@example.com,Removed,70.00,70.00',
        '22,Okafor,L,okafor@example.com,Paying now,0.00,0.00',
        '',
      ].join('\r\n'),
    )
  })

  it('has no size column for a product without sizes, and writes a nameplate a spreadsheet would run as a formula as text', () => {
    const csv = storePlayersCsv({ garment: null, entries: [{ ...entry('Jo', '9', 'paid', 6500), player: { ...emptyPlayer(), name: '=HYPERLINK("x")', number: '9' } }] })
    expect(csv.split('\r\n')[0]).toBe('#,Nameplate,E-mail,Status,Paid,Refunded')
    expect(csv.split('\r\n')[1]).toBe(`9,"'=HYPERLINK(""x"")",jo@example.com,Paid,65.00,0.00`)
  })
})

import { describe, expect, it } from 'vitest'
import { emptyPlayer } from '@/lib/roster/player'
import { storePlayersCsv } from './export'
import { garmentOf } from './fields'
import type { EntryLine, StoreItem } from './items'

const jersey: StoreItem = { id: 'jersey', position: 0, productSlug: 'chel-jersey', productName: 'CHEL Game Jersey', garment: garmentOf('jersey'), priceCents: 6500, markupCents: 500, required: true, options: [] }
const socks: StoreItem = { id: 'socks', position: 1, productSlug: 'chel-socks', productName: 'CHEL Socks', garment: garmentOf('sock'), priceCents: 1500, markupCents: 0, required: false, options: [] }
const bag: StoreItem = { id: 'bag', position: 2, productSlug: 'chel-bag', productName: 'CHEL Bag', garment: garmentOf('bag'), priceCents: 3000, markupCents: 0, required: false, options: [] }

const entry = (name: string, number: string, status: 'held' | 'paid' | 'lapsed' | 'removed', lines: EntryLine[], paidCents: number, refundedCents = 0) => ({
  status,
  player: { ...emptyPlayer(), name, number },
  lines,
  email: `${name.toLowerCase()}@example.com`,
  paidCents,
  refundedCents,
})

describe('storePlayersCsv', () => {
  it('lists each player as the board does, a column per item with the size taken (“Yes” for a bag, blank when not taken) and the money, leaving out entries never paid', () => {
    const csv = storePlayersCsv({
      items: [jersey, socks, bag],
      entries: [
        entry('Lavoie', '4', 'paid', [{ itemId: 'jersey', size: 'L', option: '' }, { itemId: 'socks', size: 'M', option: '' }, { itemId: 'bag', size: '', option: '' }], 11500),
        entry('Gone', '5', 'lapsed', [{ itemId: 'jersey', size: 'S', option: '' }], 0),
        entry('Wrong', '7', 'removed', [{ itemId: 'jersey', size: 'XL', option: '' }], 7000, 7000),
        entry('Okafor', '22', 'held', [{ itemId: 'jersey', size: 'YM', option: '' }, { itemId: 'bag', size: '', option: '' }], 0),
      ],
    })
    expect(csv).toBe(
      [
        '#,Nameplate,CHEL Game Jersey,CHEL Socks,CHEL Bag,E-mail,Status,Paid,Refunded',
        '4,Lavoie,L,M,Yes,lavoie@example.com,Paid,115.00,0.00',
        '7,Wrong,XL,,,wrong@example.com,Removed,70.00,70.00',
        '22,Okafor,YM,,Yes,okafor@example.com,Paying now,0.00,0.00',
        '',
      ].join('\r\n'),
    )
  })

  it('writes the option an item was taken in before its size', () => {
    const inOptions: StoreItem = { ...jersey, options: [{ key: 'game', name: 'CHEL Game Jersey', priceCents: 6500 }, { key: 'youth', name: 'CHEL Youth', priceCents: 5500 }] }
    const csv = storePlayersCsv({ items: [inOptions], entries: [entry('Ana', '2', 'paid', [{ itemId: 'jersey', size: 'YM', option: 'youth' }], 6000)] })
    expect(csv.split('\r\n')[1]).toBe('2,Ana,CHEL Youth YM,ana@example.com,Paid,60.00,0.00')
  })

  it('writes a nameplate a spreadsheet would run as a formula as text', () => {
    const csv = storePlayersCsv({ items: [bag], entries: [{ ...entry('Jo', '9', 'paid', [{ itemId: 'bag', size: '', option: '' }], 3000), player: { ...emptyPlayer(), name: '=HYPERLINK("x")', number: '9' } }] })
    expect(csv.split('\r\n')[0]).toBe('#,Nameplate,CHEL Bag,E-mail,Status,Paid,Refunded')
    expect(csv.split('\r\n')[1]).toBe(`9,"'=HYPERLINK(""x"")",Yes,jo@example.com,Paid,30.00,0.00`)
  })
})

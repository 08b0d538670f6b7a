import { expect, it } from 'vitest'
import { boardTotals, invitations } from './board'
import { garmentOf } from './fields'
import type { EntryLine, StoreItem } from './items'

const jersey: StoreItem = { id: 'jersey', position: 0, productSlug: 'chel-jersey', productName: 'CHEL Game Jersey', garment: garmentOf('jersey'), priceCents: 6500, markupCents: 500, required: true, options: [] }
const socks: StoreItem = { id: 'socks', position: 1, productSlug: 'chel-socks', productName: 'CHEL Socks', garment: garmentOf('sock'), priceCents: 1500, markupCents: 200, required: false, options: [] }
const bag: StoreItem = { id: 'bag', position: 2, productSlug: 'chel-bag', productName: 'CHEL Bag', garment: garmentOf('bag'), priceCents: 3000, markupCents: 0, required: false, options: [] }

const entry = (status: 'held' | 'paid' | 'lapsed' | 'removed', lines: EntryLine[], paidCents = 0, refundedCents = 0) => ({ status, lines, paidCents, refundedCents })
const jerseyIn = (size: string): EntryLine => ({ itemId: 'jersey', size, option: '' })
const socksIn = (size: string): EntryLine => ({ itemId: 'socks', size, option: '' })

it('adds up who paid, who is paying, the shortfall, the money kept, and per item its paid players, their sizes in the list’s order and the mark-up earned', () => {
  const totals = boardTotals(
    [
      entry('paid', [jerseyIn('L'), socksIn('M')], 8700),
      entry('paid', [jerseyIn('YM')], 7000),
      entry('paid', [jerseyIn('L'), socksIn('YS'), { itemId: 'bag', size: '', option: '' }], 11700),
      // Not paid: neither their sizes nor their mark-up count.
      entry('held', [jerseyIn('S'), socksIn('S')]),
      entry('removed', [jerseyIn('XL'), socksIn('L')], 8700, 8700),
      entry('lapsed', [jerseyIn('M')]),
    ],
    { minPlayers: 5, items: [jersey, socks, bag] },
  )
  expect(totals).toEqual({
    paidPlayers: 3,
    payingPlayers: 1,
    playersShort: 2,
    // 87 + 70 + 117, the removed entry's payment refunded.
    collectedCents: 27400,
    // $5.00 on 3 jerseys and $2.00 on 2 pairs of socks.
    markupEarnedCents: 1900,
    items: [
      { item: jersey, players: 3, sizeTotals: [{ size: 'YM', count: 1 }, { size: 'L', count: 2 }], optionTotals: [], markupEarnedCents: 1500 },
      { item: socks, players: 2, sizeTotals: [{ size: 'YS', count: 1 }, { size: 'M', count: 1 }], optionTotals: [], markupEarnedCents: 400 },
      // A bag has no sizes to make.
      { item: bag, players: 1, sizeTotals: [], optionTotals: [], markupEarnedCents: 0 },
    ],
  })
})

it('has no shortfall once the minimum is met, and an item nobody paid for at none', () => {
  const totals = boardTotals([entry('paid', [jerseyIn('L')], 7000)], { minPlayers: 1, items: [jersey, socks] })
  expect(totals).toMatchObject({ playersShort: 0, markupEarnedCents: 500 })
  expect(totals.items[1]).toEqual({ item: socks, players: 0, sizeTotals: [], optionTotals: [], markupEarnedCents: 0 })
})

it('marks an invited address ordered once an entry from it is paid, whatever its case, and counts the rest to remind', () => {
  const now = new Date('2026-12-05T12:00:00Z')
  const invites = [
    { email: 'Ana@example.com', remindedAt: null },
    { email: 'bea@example.com', remindedAt: null },
    { email: 'cy@example.com', remindedAt: null },
  ]
  const entries = [
    { status: 'paid' as const, email: 'ana@EXAMPLE.com' },
    { status: 'held' as const, email: 'bea@example.com' },
    { status: 'removed' as const, email: 'cy@example.com' },
  ]
  expect(invitations(invites, entries, null, now)).toEqual({
    invites: [
      { email: 'Ana@example.com', ordered: true, remindedAt: null },
      { email: 'bea@example.com', ordered: false, remindedAt: null },
      { email: 'cy@example.com', ordered: false, remindedAt: null },
    ],
    toRemind: 2,
    remindAgainAt: null,
  })
})

it('holds the next reminders back until a day after the last', () => {
  const remindedAt = new Date('2026-12-05T09:00:00Z')
  expect(invitations([], [], remindedAt, new Date('2026-12-05T12:00:00Z')).remindAgainAt).toEqual(new Date('2026-12-06T09:00:00Z'))
  expect(invitations([], [], remindedAt, new Date('2026-12-06T09:00:00Z')).remindAgainAt).toBeNull()
})

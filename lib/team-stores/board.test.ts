import { expect, it } from 'vitest'
import { emptyPlayer } from '@/lib/roster/player'
import { boardTotals } from './board'
import { garmentOf } from './fields'

const entry = (status: 'held' | 'paid' | 'lapsed' | 'removed', jerseySize: string, paidCents = 0, refundedCents = 0) => ({
  status,
  player: { ...emptyPlayer(), jerseySize },
  paidCents,
  refundedCents,
})

it('adds up who paid, who is paying, the shortfall, the money kept, the mark-up and the sizes to make', () => {
  const totals = boardTotals([entry('paid', 'L', 7000), entry('paid', 'YM', 7000), entry('paid', 'L', 7000), entry('held', 'S'), entry('removed', 'XL', 7000, 7000), entry('lapsed', 'M')], {
    minPlayers: 5,
    markupCents: 500,
    garment: garmentOf('jersey'),
  })
  expect(totals).toEqual({
    paidPlayers: 3,
    payingPlayers: 1,
    playersShort: 2,
    collectedCents: 21000,
    markupEarnedCents: 1500,
    sizeTotals: [
      { size: 'YM', count: 1 },
      { size: 'L', count: 2 },
    ],
  })
})

it('has no shortfall once the minimum is met, and no sizes for a bag', () => {
  expect(boardTotals([entry('paid', '', 6500)], { minPlayers: 1, markupCents: 0, garment: null })).toMatchObject({ playersShort: 0, sizeTotals: [] })
})

import { expect, it } from 'vitest'
import { emptyPlayer } from '@/lib/roster/player'
import { boardTotals, invitations } from './board'
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

import type { Garment } from './fields'

type BoardEntry = { status: 'held' | 'paid' | 'lapsed' | 'removed'; player: Record<Garment['field'], string>; paidCents: number; refundedCents: number }

export type BoardTotals = {
  /** Players who paid: the order's roster if the store closed now. */
  paidPlayers: number
  /** Players paying right now (their number held). */
  payingPlayers: number
  /** How many more paid players the minimum needs (0 once met). */
  playersShort: number
  /** Money taken and not refunded. */
  collectedCents: number
  /** The team's share of it. */
  markupEarnedCents: number
  /** Paid players per size, in the size list's order. */
  sizeTotals: { size: string; count: number }[]
}

/** What a store's board adds up: who paid, what is short of the minimum, the money and the sizes to make. */
export function boardTotals(entries: readonly BoardEntry[], store: { minPlayers: number; markupCents: number; garment: Garment | null }): BoardTotals {
  const paid = entries.filter((entry) => entry.status === 'paid')
  const garment = store.garment
  return {
    paidPlayers: paid.length,
    payingPlayers: entries.filter((entry) => entry.status === 'held').length,
    playersShort: Math.max(store.minPlayers - paid.length, 0),
    collectedCents: entries.reduce((sum, entry) => sum + entry.paidCents - entry.refundedCents, 0),
    markupEarnedCents: paid.length * store.markupCents,
    sizeTotals: garment
      ? garment.sizes.map(({ value }) => ({ size: value, count: paid.filter((entry) => entry.player[garment.field] === value).length })).filter(({ count }) => count > 0)
      : [],
  }
}

/** How long after the manager's reminders the next may go (the database holds to the same day). */
const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000

export type InviteState = { email: string; ordered: boolean; remindedAt: Date | null }

/**
 * The invited addresses, each marked ordered once an entry from it is paid (whatever the case it
 * was typed in); how many are left to remind; and, when the manager reminded them less than a day
 * before `now`, when the next reminders may go.
 */
export function invitations(
  invites: readonly { email: string; remindedAt: Date | null }[],
  entries: readonly { status: BoardEntry['status']; email: string }[],
  remindedAt: Date | null,
  now: Date,
): { invites: InviteState[]; toRemind: number; remindAgainAt: Date | null } {
  const paid = new Set(entries.filter((entry) => entry.status === 'paid').map((entry) => entry.email.toLowerCase()))
  const states = invites.map((invite) => ({ email: invite.email, ordered: paid.has(invite.email.toLowerCase()), remindedAt: invite.remindedAt }))
  const again = remindedAt && new Date(remindedAt.getTime() + REMINDER_INTERVAL_MS)
  return { invites: states, toRemind: states.filter((invite) => !invite.ordered).length, remindAgainAt: again && again > now ? again : null }
}

import { itemTotals, type EntryLine, type StoreItem } from './items'

type BoardEntry = { status: 'held' | 'paid' | 'lapsed' | 'removed'; lines: readonly EntryLine[]; paidCents: number; refundedCents: number }

export type BoardTotals = {
  /** Players who paid: the orders' rosters if the store closed now. */
  paidPlayers: number
  /** Players paying right now (their number held). */
  payingPlayers: number
  /** How many more paid players the minimum needs (0 once met). */
  playersShort: number
  /** Money taken and not refunded. */
  collectedCents: number
  /** The team's share of it, over every item. */
  markupEarnedCents: number
  /** Per item: its paid players, their sizes in the size list's order, and its mark-up earned. */
  items: ReturnType<typeof itemTotals>
}

/** What a store's board adds up: who paid, what is short of the minimum, the money, and each item's sizes to make. */
export function boardTotals(entries: readonly BoardEntry[], store: { minPlayers: number; items: readonly StoreItem[] }): BoardTotals {
  const paid = entries.filter((entry) => entry.status === 'paid')
  const items = itemTotals(store.items, entries)
  return {
    paidPlayers: paid.length,
    payingPlayers: entries.filter((entry) => entry.status === 'held').length,
    playersShort: Math.max(store.minPlayers - paid.length, 0),
    collectedCents: entries.reduce((sum, entry) => sum + entry.paidCents - entry.refundedCents, 0),
    markupEarnedCents: items.reduce((sum, item) => sum + item.markupEarnedCents, 0),
    items,
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

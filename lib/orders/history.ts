/** Who made a move: the shop's staff, the order's own customer (accepting, approving, asking for changes), or nobody signed in (a payment, the checkout). */
type HistoryActor = 'shop' | 'customer' | null

import { describeRosterChanges, rosterChanges } from '@/lib/roster/changes'
import type { Player } from '@/lib/roster/player'
import { byMoment } from '@/lib/format/dates'

/** What a history entry records: a move of the status, a change of the delivery address or of the roster, or a note (made at the status it names). */
type HistoryEvent = 'status' | 'delivery' | 'note' | 'roster'

const EVENTS: readonly HistoryEvent[] = ['status', 'delivery', 'note', 'roster']

/** A roster change, in words (one line per player), and what it did to the price. */
export type RosterChangeEntry = { lines: string[]; priceChangeCents: number }

/** One move of an order's status, or another change to it, as its history (public.order_history) keeps it. */
export type HistoryEntry = {
  event: HistoryEvent
  fromStatus: string | null
  status: string
  notes: string
  /** A note only staff read (the database never shows it to the customer). */
  internal: boolean
  createdAt: string
  by: HistoryActor
  /** The staff member who made a move of the shop's, by name: staff read it, a customer never does. */
  staffName: string | null
  rosterChange: RosterChangeEntry | null
}

type HistoryRow = {
  event: string
  from_status: string | null
  status: string
  notes: string
  internal: boolean
  created_at: string
  created_by: string | null
  user_id: string | null
  roster_before?: unknown
  roster_after?: unknown
  price_change_cents?: number | null
}

/** The columns of order_history a timeline needs, for a select that embeds them. */
export const HISTORY_COLUMNS = 'event, from_status, status, notes, internal, created_at, created_by, user_id, roster_before, roster_after, price_change_cents'

/** A roster change's entry as words; the database keeps both rosters, checked to a roster's shape. */
export function rosterChangeOf(row: Pick<HistoryRow, 'event' | 'roster_before' | 'roster_after' | 'price_change_cents'>): RosterChangeEntry | null {
  if (row.event !== 'roster' || !Array.isArray(row.roster_before) || !Array.isArray(row.roster_after)) return null
  return { lines: describeRosterChanges(rosterChanges(row.roster_before as Player[], row.roster_after as Player[])), priceChangeCents: row.price_change_cents ?? 0 }
}

/**
 * An order's history rows as a timeline, oldest first. A move made by the order's own customer is
 * theirs; one anyone else signed in made is the shop's (staff change statuses with their own
 * session), named from `staffNames` (the back office's; a customer's reader passes none); one
 * nobody made is a payment's or the checkout's.
 */
export const historyEntries = (rows: readonly HistoryRow[], staffNames: ReadonlyMap<string, string> = new Map()): HistoryEntry[] =>
  rows
    .map((row) => ({
      event: EVENTS.find((event) => event === row.event) ?? 'status',
      fromStatus: row.from_status,
      status: row.status,
      notes: row.notes,
      internal: row.internal,
      createdAt: row.created_at,
      by: row.created_by === null ? null : row.created_by === row.user_id ? ('customer' as const) : ('shop' as const),
      staffName: row.created_by !== null && row.created_by !== row.user_id ? (staffNames.get(row.created_by) ?? null) : null,
      rosterChange: rosterChangeOf(row),
    }))
    .sort((a, b) => byMoment(a.createdAt, b.createdAt))

/** One move of an order's status, as its history (public.order_history) keeps it. */
export type HistoryEntry = { fromStatus: string | null; status: string; notes: string; createdAt: string; byStaff: boolean }

type HistoryRow = { from_status: string | null; status: string; notes: string; created_at: string; created_by: string | null }

/** The columns of order_history a timeline needs, for a select that embeds them. */
export const HISTORY_COLUMNS = 'from_status, status, notes, created_at, created_by'

/**
 * An order's history rows as a timeline, oldest first. A move someone signed in made is the shop's
 * (staff change statuses with their own session; a customer's own moves come with later steps of
 * the workflow and will say so); one nobody made is a payment.
 */
export const historyEntries = (rows: readonly HistoryRow[]): HistoryEntry[] =>
  rows
    .map((row) => ({ fromStatus: row.from_status, status: row.status, notes: row.notes, createdAt: row.created_at, byStaff: row.created_by !== null }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))

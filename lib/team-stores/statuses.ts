/** Where a team store stands, and how the board, the account and the back office word it. */
export const STORE_STATUSES = ['open', 'ordered', 'below_minimum', 'cancelled'] as const
export type StoreStatus = (typeof STORE_STATUSES)[number]

export const STORE_STATUS_LABELS: Record<StoreStatus, string> = {
  open: 'Open',
  ordered: 'Closed: the order is in production',
  below_minimum: 'Closed below its minimum: everyone refunded',
  cancelled: 'Cancelled: everyone refunded',
}

/** Where a player's entry stands, as the board and its download word it. */
export type EntryStatus = 'held' | 'paid' | 'lapsed' | 'removed'

export const ENTRY_STATUS_LABELS: Record<EntryStatus, string> = { held: 'Paying now', paid: 'Paid', lapsed: 'Not paid', removed: 'Removed' }

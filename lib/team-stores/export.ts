import { toCsv } from '@/lib/format/csv'
import type { Player } from '@/lib/roster/player'
import type { Garment } from './fields'
import { ENTRY_STATUS_LABELS, type EntryStatus } from './statuses'

type ExportedEntry = { status: EntryStatus; player: Player; email: string; paidCents: number; refundedCents: number }

const dollars = (cents: number) => (cents / 100).toFixed(2)

/**
 * A store's players as CSV, as its board lists them (by number; entries that were never paid left
 * out): for the manager to check sizes with the team, or to keep.
 */
export function storePlayersCsv(store: { garment: Garment | null; entries: readonly ExportedEntry[] }): string {
  const { garment } = store
  const fields = ['#', 'Nameplate', ...(garment ? [garment.label] : []), 'E-mail', 'Status', 'Paid', 'Refunded']
  const data = store.entries
    .filter((entry) => entry.status !== 'lapsed')
    .map((entry) => [
      entry.player.number,
      entry.player.name,
      ...(garment ? [entry.player[garment.field]] : []),
      entry.email,
      ENTRY_STATUS_LABELS[entry.status],
      dollars(entry.paidCents),
      dollars(entry.refundedCents),
    ])
  return toCsv(fields, data)
}

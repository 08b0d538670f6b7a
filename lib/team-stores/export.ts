import { addressLine, type Address } from '@/lib/checkout/address'
import { toCsv } from '@/lib/format/csv'
import type { Player } from '@/lib/roster/player'
import { takenItems, type EntryLine, type StoreItem } from './items'
import { ENTRY_STATUS_LABELS, type EntryStatus } from './statuses'

type ExportedEntry = { status: EntryStatus; player: Player; lines: readonly EntryLine[]; delivery?: Address | null; email: string; paidCents: number; refundedCents: number }

const dollars = (cents: number) => (cents / 100).toFixed(2)

/**
 * A store's players as CSV, as its board lists them (by number; entries that were never paid left
 * out), a column per item with the option and size taken: for the manager to check sizes with the team, or to keep;
 * with where each parcel goes when there are addresses (staff's, of a store shipped to each player).
 */
export function storePlayersCsv(store: { items: readonly StoreItem[]; entries: readonly ExportedEntry[] }): string {
  // A parcel goes to each paid player only.
  const parcelOf = (entry: ExportedEntry) => (entry.status === 'paid' && entry.delivery ? addressLine(entry.delivery) : '')
  const parcels = store.entries.some(parcelOf)
  const fields = ['#', 'Nameplate', ...store.items.map((item) => item.productName), 'E-mail', ...(parcels ? ['Ships to'] : []), 'Status', 'Paid', 'Refunded']
  const data = store.entries
    .filter((entry) => entry.status !== 'lapsed')
    .map((entry) => [
      entry.player.number,
      entry.player.name,
      // Its option and size ("CHEL Youth YM"), "Yes" for a bag, blank when not taken.
      ...store.items.map((item) => {
        const taken = takenItems([item], entry.lines)[0]
        return taken ? [taken.option?.name, taken.size].filter(Boolean).join(' ') || 'Yes' : ''
      }),
      entry.email,
      ...(parcels ? [parcelOf(entry)] : []),
      ENTRY_STATUS_LABELS[entry.status],
      dollars(entry.paidCents),
      dollars(entry.refundedCents),
    ])
  return toCsv(fields, data)
}

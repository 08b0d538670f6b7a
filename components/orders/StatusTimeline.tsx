import { Price } from '@/components/ui/Price'
import type { HistoryEntry, RosterChangeEntry } from '@/lib/orders/history'
import { statusLabel } from '@/lib/orders/workflow'
import { formatMoment } from '@/lib/format/dates'

/** How each reader names who made a move: the customer reads their own as theirs; staff read a colleague's name where it is known. */
const ACTOR_NAMES = {
  customer: { shop: 'by the shop', customer: 'by you' },
  staff: { shop: 'by the shop', customer: 'by the customer' },
} as const

/** What an entry that is not a move is called, by reader: staff tell their own notes apart. */
function entryTitle(entry: HistoryEntry, reader: keyof typeof ACTOR_NAMES): string {
  if (entry.event === 'delivery') return 'Delivery address changed'
  if (entry.event === 'roster') return 'Roster changed'
  if (entry.event === 'note') return reader === 'customer' ? 'A note from the shop' : entry.internal ? 'Internal note (staff only)' : 'Note to the customer'
  return statusLabel(entry.status)
}

/** Each player the change touched, and the price it moved. */
function RosterChangeLines({ change }: { change: RosterChangeEntry }) {
  return (
    <ul className="mt-1 list-disc pl-5 text-slate-700">
      {change.lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
      {change.priceChangeCents !== 0 && (
        <li>
          Price {change.priceChangeCents > 0 ? 'up' : 'down'} <Price cents={Math.abs(change.priceChangeCents)} />
        </li>
      )}
    </ul>
  )
}

/** An order's history, oldest first: each move with its note, when it was made and by whom, as `reader` names them. */
export function StatusTimeline({ entries, sentAt, reader }: { entries: HistoryEntry[]; sentAt: string; reader: keyof typeof ACTOR_NAMES }) {
  return (
    <ol className="space-y-4 border-l-2 border-ice-200 pl-5">
      <li>
        {/* Sent, not "Received": an express order is received only once paid, a move of its own below. */}
        <p className="font-semibold text-navy-900">Sent to the shop</p>
        <p className="text-sm text-slate-600">{formatMoment(sentAt)}</p>
      </li>
      {entries.map((entry) => (
        <li key={`${entry.createdAt}-${entry.event}-${entry.status}`}>
          <p className="font-semibold text-navy-900">
            {entryTitle(entry, reader)}
            {/* Where it came from is the shop's working detail; the customer reads where it is now. */}
            {reader === 'staff' && entry.event === 'status' && entry.fromStatus && <span className="font-normal text-slate-600"> (from {statusLabel(entry.fromStatus).toLowerCase()})</span>}
          </p>
          <p className="text-sm text-slate-600">
            {formatMoment(entry.createdAt)}
            {entry.by && ` · ${reader === 'staff' && entry.staffName ? `by ${entry.staffName}` : ACTOR_NAMES[reader][entry.by]}`}
          </p>
          {entry.rosterChange && <RosterChangeLines change={entry.rosterChange} />}
          {entry.notes && <p className="mt-1 whitespace-pre-line text-slate-700">{entry.notes}</p>}
        </li>
      ))}
    </ol>
  )
}

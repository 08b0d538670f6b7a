import type { HistoryEntry } from '@/lib/orders/history'
import { statusLabel } from '@/lib/orders/workflow'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

/** An order's history, oldest first: each move with its note and when it was made. */
export function StatusTimeline({ entries, sentAt }: { entries: HistoryEntry[]; sentAt: string }) {
  return (
    <ol className="space-y-4 border-l-2 border-ice-200 pl-5">
      <li>
        {/* Sent, not "Received": an express order is received only once paid, a move of its own below. */}
        <p className="font-semibold text-navy-900">Sent to the shop</p>
        <p className="text-sm text-slate-600">{dateFormat.format(new Date(sentAt))}</p>
      </li>
      {entries.map((entry) => (
        <li key={`${entry.createdAt}-${entry.status}`}>
          <p className="font-semibold text-navy-900">
            {statusLabel(entry.status)}
            {entry.fromStatus && <span className="font-normal text-slate-600"> (from {statusLabel(entry.fromStatus).toLowerCase()})</span>}
          </p>
          <p className="text-sm text-slate-600">
            {dateFormat.format(new Date(entry.createdAt))}
            {entry.byStaff ? ' · by the shop' : ''}
          </p>
          {entry.notes && <p className="mt-1 whitespace-pre-line text-slate-700">{entry.notes}</p>}
        </li>
      ))}
    </ol>
  )
}

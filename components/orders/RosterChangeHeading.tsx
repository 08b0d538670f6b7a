import type { RosterToChange } from '@/lib/orders/roster-change'
import { statusLabel } from '@/lib/orders/workflow'

/** Which order a roster form changes: its reference, team, product and status. */
export function RosterChangeHeading({ order, level = 2 }: { order: RosterToChange; level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div>
      <Heading className="font-display text-2xl font-semibold text-navy-900 uppercase">
        {order.kind === 'quote' ? 'Quote request' : 'Express order'} <span className="font-mono">{order.reference}</span>
      </Heading>
      <p className="mt-1 text-slate-700">
        {order.productName} for {order.teamName} · Status: {statusLabel(order.status)}
      </p>
    </div>
  )
}

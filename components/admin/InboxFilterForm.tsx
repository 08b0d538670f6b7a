import { INBOX_KIND_LABELS, INBOX_KINDS, INBOX_STATUSES, type InboxFilters } from '@/lib/admin/inbox-filters'
import { statusLabel } from '@/lib/orders/workflow'
import { routes } from '@/lib/routes'

const field = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-ice-600 focus:ring-2 focus:ring-ice-600/30 focus:outline-none'
const label = 'block text-sm font-semibold text-navy-900'

/** The inbox's filters: a plain GET form, so a filtered list is a link staff can share or bookmark. */
export function InboxFilterForm({ filters }: { filters: InboxFilters }) {
  return (
    <form action={routes.admin} method="get" role="search" aria-label="Filter the inbox" className="grid gap-4 rounded-xl bg-ice-50 p-5 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-6">
      <div className="sm:col-span-2">
        <label htmlFor="inbox-q" className={label}>
          Team, reference or e-mail
        </label>
        <input id="inbox-q" name="q" type="search" defaultValue={filters.q ?? ''} maxLength={80} className={field} />
      </div>
      <div>
        <label htmlFor="inbox-kind" className={label}>
          Kind
        </label>
        <select id="inbox-kind" name="kind" defaultValue={filters.kind ?? ''} className={field}>
          <option value="">All kinds</option>
          {INBOX_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {INBOX_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-status" className={label}>
          Status
        </label>
        <select id="inbox-status" name="status" defaultValue={filters.status ?? ''} className={field}>
          <option value="">Any status</option>
          {INBOX_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-product" className={label}>
          Product
        </label>
        <input id="inbox-product" name="product" defaultValue={filters.product ?? ''} maxLength={80} className={field} />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor="inbox-from" className={label}>
            From
          </label>
          <input id="inbox-from" name="from" type="date" defaultValue={filters.from ?? ''} className={field} />
        </div>
        <div>
          <label htmlFor="inbox-to" className={label}>
            To
          </label>
          <input id="inbox-to" name="to" type="date" defaultValue={filters.to ?? ''} className={field} />
        </div>
      </div>
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-6">
        <button type="submit" className="rounded-md bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ice-600">
          Show
        </button>
        <a href={routes.admin} className="font-semibold text-navy-800 underline underline-offset-4">
          Clear filters
        </a>
      </div>
    </form>
  )
}

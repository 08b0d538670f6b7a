import { FormField } from '@/components/ui/FormField'
import { inputClass, primaryButtonClass } from '@/components/ui/form-classes'
import { INBOX_KIND_LABELS, INBOX_KINDS, INBOX_SORT_LABELS, INBOX_SORTS, INBOX_STATUS_GROUPS, type InboxFilters } from '@/lib/admin/inbox-filters'
import { routes } from '@/lib/routes'

/** The inbox's filters: a plain GET form, so a filtered list is a link staff can share or bookmark. */
export function InboxFilterForm({ filters, products }: { filters: InboxFilters; products: readonly string[] }) {
  // A product no longer in the shop is still offered while it is the filter (from a shared link).
  const productChoices = filters.product && !products.includes(filters.product) ? [...products, filters.product] : products
  return (
    <form action={routes.admin} method="get" role="search" aria-label="Filter the inbox" className="grid gap-4 rounded-xl bg-ice-50 p-5 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-6">
      <div className="sm:col-span-2">
        <FormField id="inbox-q" label="Team, reference, e-mail or player">
          {(control) => <input {...control} name="q" type="search" defaultValue={filters.q ?? ''} maxLength={80} className={inputClass} />}
        </FormField>
      </div>
      <FormField id="inbox-kind" label="Kind">
        {(control) => (
          <select {...control} name="kind" defaultValue={filters.kind ?? ''} className={inputClass}>
            <option value="">All kinds</option>
            {INBOX_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {INBOX_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="inbox-status" label="Status">
        {(control) => (
          <select {...control} name="status" defaultValue={filters.status ?? ''} className={inputClass}>
            <option value="">Any status</option>
            {INBOX_STATUS_GROUPS.map(({ group, statuses, label }) => (
              <optgroup key={group} label={group}>
                {statuses.map((status) => (
                  <option key={status} value={status}>
                    {label(status)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </FormField>
      <div className="sm:col-span-2">
        <FormField id="inbox-product" label="Product">
          {(control) => (
            <select {...control} name="product" defaultValue={filters.product ?? ''} className={inputClass}>
              <option value="">Any product</option>
              {productChoices.map((product) => (
                <option key={product} value={product}>
                  {product}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {/* Two columns wide: a date field needs room for its placeholder and its calendar button. */}
      <div className="grid grid-cols-2 gap-4 sm:col-span-2">
        <FormField id="inbox-from" label="From">
          {(control) => <input {...control} name="from" type="date" defaultValue={filters.from ?? ''} className={inputClass} />}
        </FormField>
        <FormField id="inbox-to" label="To">
          {(control) => <input {...control} name="to" type="date" defaultValue={filters.to ?? ''} className={inputClass} />}
        </FormField>
      </div>
      <FormField id="inbox-sort" label="Sort">
        {(control) => (
          <select {...control} name="sort" defaultValue={filters.sort ?? 'newest'} className={inputClass}>
            {INBOX_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {INBOX_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="flex items-center gap-4 self-end sm:col-span-2 lg:col-span-3">
        <button type="submit" className={primaryButtonClass}>
          Show
        </button>
        <a href={routes.admin} className="font-semibold text-navy-800 underline underline-offset-4">
          Clear filters
        </a>
      </div>
    </form>
  )
}

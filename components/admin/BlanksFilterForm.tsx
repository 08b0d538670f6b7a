import { FormField } from '@/components/ui/FormField'
import { inputClass, primaryButtonClass } from '@/components/ui/form-classes'
import { BLANKS_SCOPES, type BlanksFilters, type BlanksScope } from '@/lib/admin/blanks-filters'
import { routes } from '@/lib/routes'

/** Which orders the blanks are added up over: a plain GET form, so the list is a link staff can share. */
export function BlanksFilterForm({ filters }: { filters: BlanksFilters }) {
  return (
    <form action={routes.adminBlanks} method="get" aria-label="Which orders" className="grid gap-4 rounded-xl bg-ice-50 p-5 ring-1 ring-slate-200 sm:grid-cols-4">
      <FormField id="blanks-scope" label="Orders">
        {(control) => (
          <select {...control} name="scope" defaultValue={filters.scope} className={inputClass}>
            {(Object.keys(BLANKS_SCOPES) as BlanksScope[]).map((scope) => (
              <option key={scope} value={scope}>
                {BLANKS_SCOPES[scope].label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="blanks-from" label="Sent from">
        {(control) => <input {...control} name="from" type="date" defaultValue={filters.from ?? ''} className={inputClass} />}
      </FormField>
      <FormField id="blanks-to" label="Sent to">
        {(control) => <input {...control} name="to" type="date" defaultValue={filters.to ?? ''} className={inputClass} />}
      </FormField>
      <div className="self-end">
        <button type="submit" className={primaryButtonClass}>
          Add up
        </button>
      </div>
    </form>
  )
}

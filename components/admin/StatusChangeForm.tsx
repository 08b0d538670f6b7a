'use client'

import { useActionState } from 'react'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, primaryButtonClass } from '@/components/ui/form-classes'
import { STATUS_CHANGE_FIELDS, type StatusChangeField as Field } from '@/lib/admin/status-change'
import { CHECK_THE_FIELDS, IDLE, errorSummary, type FormAction } from '@/lib/forms/form-state'
import { NOTE_MAX_LENGTH, statusLabel, type OrderKind } from '@/lib/orders/workflow'
import { ShipmentFields } from './ShipmentFields'

type Props = {
  action: FormAction<Field, { changedTo: string }>
  kind: OrderKind
  id: string
  /** The status the page shows: the move is refused if the order has moved on since. */
  status: string
  /** The moves staff may make from the order's status (staffNextStatuses). */
  next: string[]
  /** An admin may ship past an open balance, with a note saying why. */
  canOverride: boolean
}

/** Moves an order to its next status, with a note for the history (the customer sees it). */
export function StatusChangeForm({ action, kind, id, status, next, canOverride }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  const error = (field: Field) => invalid?.errors[field]
  if (next.length === 0) return <p className="text-slate-600">This order is {state.status === 'done' ? statusLabel(state.changedTo).toLowerCase() : 'closed'}: there is no further step.</p>
  return (
    // Made again with what was sent after a refusal: React's reset after an action puts a select back
    // to the option it was first drawn with, so "Shipped" would be lost while the carrier is added.
    <form key={state.status === 'done' ? state.changedTo : invalid ? JSON.stringify(invalid.values) : 'form'} action={submit} noValidate className="space-y-4">
      {invalid && (
        <FormAlert tone="error" fieldErrors={errorSummary(invalid.errors, STATUS_CHANGE_FIELDS)}>
          {invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      {state.status === 'done' && <FormAlert tone="success">Moved to {statusLabel(state.changedTo)}</FormAlert>}
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="from" value={status} />
      <FormField id="to" label="New status" error={error('to')}>
        {(control) => (
          // Nothing chosen at first: one click must never cancel an order by default.
          <select {...control} name="to" defaultValue={invalid?.values.to ?? ''} className={inputClass}>
            <option value="" disabled>
              Choose the next status
            </option>
            {next.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="note" label="Note for the history" hint="The customer sees it in their account." error={error('note')}>
        {(control) => <textarea {...control} name="note" rows={3} maxLength={NOTE_MAX_LENGTH} defaultValue={invalid?.values.note ?? ''} className={inputClass} />}
      </FormField>
      {next.includes('shipped') && (
        <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-navy-900">Shipment (when you mark it shipped)</legend>
          <ShipmentFields values={invalid?.values} errors={invalid?.errors} hint="The customer gets it by e-mail with a link to follow the parcel." />
        </fieldset>
      )}
      {canOverride && (
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" name="override" defaultChecked={invalid?.values.override === 'on'} className="mt-1" />
          <span>Ship even though a balance is open (admin only; say why in the note)</span>
        </label>
      )}
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending ? 'Saving…' : 'Change status'}
      </button>
    </form>
  )
}

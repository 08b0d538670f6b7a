'use client'

import { useActionState } from 'react'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, secondaryButtonClass } from '@/components/ui/form-classes'
import { NOTE_AUDIENCES, ORDER_NOTE_FIELDS, ORDER_NOTE_MAX_LENGTH, type OrderNoteField as Field } from '@/lib/admin/order-note'
import { CHECK_THE_FIELDS, IDLE, errorSummary, type FormAction } from '@/lib/forms/form-state'
import type { OrderKind } from '@/lib/orders/workflow'

type Props = {
  action: FormAction<Field, { internal: boolean }>
  kind: OrderKind
  id: string
}

/** Staff add a note to the order's history: for staff only (the default), or for the customer too. */
export function OrderNoteForm({ action, kind, id }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  const audience = invalid?.values.audience || 'staff'
  return (
    // Made again with what was sent after a refusal, so the choice of audience stays (see StatusChangeForm).
    <form key={state.status === 'done' ? `done-${state.internal}` : invalid ? JSON.stringify(invalid.values) : 'form'} action={submit} noValidate className="mt-6 space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-navy-900">Add a note</h3>
      {invalid && (
        <FormAlert tone="error" fieldErrors={errorSummary(invalid.errors, ORDER_NOTE_FIELDS)}>
          {invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      {state.status === 'done' && <FormAlert tone="success">{state.internal ? 'Note saved for staff.' : 'Note saved, and the customer is e-mailed it.'}</FormAlert>}
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <FormField id="order-note" label="Note" error={invalid?.errors.note}>
        {(control) => <textarea {...control} name="note" rows={3} maxLength={ORDER_NOTE_MAX_LENGTH} defaultValue={invalid?.values.note ?? ''} className={inputClass} />}
      </FormField>
      <fieldset>
        <legend className="text-sm font-semibold text-navy-900">Who reads it</legend>
        {NOTE_AUDIENCES.map((choice) => (
          <label key={choice.value} className="mt-2 flex items-start gap-2 text-sm text-slate-700">
            <input type="radio" name="audience" value={choice.value} defaultChecked={audience === choice.value} className="mt-1" />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={pending} className={secondaryButtonClass}>
        {pending ? 'Saving…' : 'Save the note'}
      </button>
    </form>
  )
}

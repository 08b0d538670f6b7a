'use client'

import { useActionState } from 'react'
import { addressErrorSummary, AddressFields, addressPart } from '@/components/orders/AddressFields'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, primaryButtonClass } from '@/components/ui/form-classes'
import { DELIVERY_NOTE_MAX_LENGTH, type DeliveryChangeField as Field } from '@/lib/admin/delivery-change'
import type { AddressInput } from '@/lib/checkout/address'
import { CHECK_THE_FIELDS, IDLE, type FormAction } from '@/lib/forms/form-state'

type Props = {
  action: FormAction<Field, { changed: true }>
  kind: 'quote' | 'express'
  id: string
  /** Where it goes now (to start from), or null when none was given yet. */
  delivery: AddressInput | null
}

/** Staff change where an order goes, until it ships, saying why; the history names who did. */
export function DeliveryForm({ action, kind, id, delivery }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  const other = invalid && (invalid.errors.id ?? invalid.errors.kind)
  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      {state.status === 'done' && <FormAlert tone="success">The delivery address is changed, and the history says so.</FormAlert>}
      {/* Open while a refusal is shown, closed again once saved. */}
      <details open={invalid !== null}>
        <summary className="cursor-pointer font-semibold text-navy-800 underline underline-offset-4">Change the delivery address</summary>
        {/* Made again with what was sent after a refusal, so the country select keeps it (see StatusChangeForm). */}
        <form key={state.status === 'done' ? 'saved' : invalid ? JSON.stringify(invalid.values) : 'form'} action={submit} noValidate className="mt-4 space-y-4">
          {invalid && (
            <FormAlert tone="error" fieldErrors={addressErrorSummary(invalid.errors, 'delivery')}>
              {other ?? invalid.message ?? CHECK_THE_FIELDS}
            </FormAlert>
          )}
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={id} />
          <AddressFields
            prefix="delivery"
            values={invalid ? addressPart(invalid.values, 'delivery') : (delivery ?? {})}
            errors={addressPart(invalid?.errors, 'delivery')}
            autocompleteSection="shipping"
            fullNameLabel="Who receives it (full name)"
          />
          <FormField id="delivery-note" label="Why (for the history)" hint="Such as “The customer asked by phone on Dec 2”." error={invalid?.errors.note}>
            {(control) => <input {...control} name="note" maxLength={DELIVERY_NOTE_MAX_LENGTH} defaultValue={invalid?.values.note ?? ''} className={inputClass} />}
          </FormField>
          <button type="submit" disabled={pending} className={primaryButtonClass}>
            {pending ? 'Saving…' : 'Save the delivery address'}
          </button>
        </form>
      </details>
    </div>
  )
}

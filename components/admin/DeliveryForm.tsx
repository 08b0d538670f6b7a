'use client'

import { useActionState } from 'react'
import { addressErrorSummary, AddressFields, addressPart } from '@/components/orders/AddressFields'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, primaryButtonClass } from '@/components/ui/form-classes'
import { DELIVERY_NOTE_MAX_LENGTH } from '@/lib/admin/delivery-change'
import type { AddressInput } from '@/lib/checkout/address'
import { CHECK_THE_FIELDS, IDLE, type FormAction } from '@/lib/forms/form-state'

type Props<F extends string, Done extends object> = {
  action: FormAction<F, Done>
  /** What the address is of (an order's kind and id, a store player's entry), sent as hidden fields. */
  hidden: Partial<Record<F, string>>
  /** Where it goes now (to start from), or null when none was given yet. */
  delivery: AddressInput | null
  /** Where a page shows several (one per player): each form's own ids. */
  idPrefix?: string
  /** The disclosure's label, and what the form says once saved. */
  label: string
  saved: string
  /** Asks why, for the order's history. */
  withNote?: boolean
}

/** Staff change where something goes, until it ships; an order's history says why and who did. */
export function DeliveryForm<F extends string, Done extends object>({ action, hidden, delivery, idPrefix = 'delivery', label, saved, withNote = false }: Props<F, Done>) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  const other = invalid && Object.keys(hidden).map((field) => invalid.errors[field as F]).find(Boolean)
  const noteId = `${idPrefix}-note`
  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      {state.status === 'done' && <FormAlert tone="success">{saved}</FormAlert>}
      {/* Open while a refusal is shown, closed again once saved. */}
      <details open={invalid !== null}>
        <summary className="cursor-pointer font-semibold text-navy-800 underline underline-offset-4">{label}</summary>
        {/* Made again with what was sent after a refusal, so the country select keeps it (see StatusChangeForm). */}
        <form key={state.status === 'done' ? 'saved' : invalid ? JSON.stringify(invalid.values) : 'form'} action={submit} noValidate className="mt-4 space-y-4">
          {invalid && (
            <FormAlert tone="error" fieldErrors={addressErrorSummary(invalid.errors, 'delivery', idPrefix)}>
              {other ?? invalid.message ?? CHECK_THE_FIELDS}
            </FormAlert>
          )}
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value as string} />
          ))}
          <AddressFields
            prefix="delivery"
            idPrefix={idPrefix}
            values={invalid ? addressPart(invalid.values, 'delivery') : (delivery ?? {})}
            errors={addressPart(invalid?.errors, 'delivery')}
            autocompleteSection="shipping"
            fullNameLabel="Who receives it (full name)"
          />
          {withNote && (
            <FormField id={noteId} label="Why (for the history)" hint="Such as “The customer asked by phone on Dec 2”." error={invalid?.errors['note' as F]}>
              {(control) => <input {...control} name="note" maxLength={DELIVERY_NOTE_MAX_LENGTH} defaultValue={invalid?.values['note' as F] ?? ''} className={inputClass} />}
            </FormField>
          )}
          <button type="submit" disabled={pending} className={primaryButtonClass}>
            {pending ? 'Saving…' : 'Save the delivery address'}
          </button>
        </form>
      </details>
    </div>
  )
}

'use client'

import { useActionState } from 'react'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, primaryButtonClass } from '@/components/ui/form-classes'
import { Price } from '@/components/ui/Price'
import { OFFLINE_PAYMENT_FIELDS, OFFLINE_PAYMENT_NOTE_MAX_LENGTH, type OfflinePaymentField as Field } from '@/lib/admin/offline-payment'
import { CHECK_THE_FIELDS, IDLE, errorSummary, type FormAction } from '@/lib/forms/form-state'
import { statusLabel } from '@/lib/orders/workflow'

type Props = {
  action: FormAction<Field, { recordedCents: number; requestStatus: string; paidCents: number }>
  kind: 'quote' | 'express'
  id: string
  /** What is due now, to start from. */
  dueCents: number
}

/** Staff record money received another way than by card: how much, and how it was paid (the customer sees the note in the history when it moves the order on). */
export function OfflinePaymentForm({ action, kind, id, dueCents }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  const error = (field: Field) => invalid?.errors[field]
  return (
    <form key={state.status === 'done' ? `${state.paidCents}` : 'form'} action={submit} noValidate className="mt-4 space-y-4 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-navy-900">Record a payment received another way</h3>
      {invalid && (
        <FormAlert tone="error" fieldErrors={errorSummary(invalid.errors, OFFLINE_PAYMENT_FIELDS)}>
          {invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      {state.status === 'done' && (
        <FormAlert tone="success">
          Recorded <Price cents={state.recordedCents} />: <Price cents={state.paidCents} /> paid in all. Status: {statusLabel(state.requestStatus)}.
        </FormAlert>
      )}
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <FormField id="offline-amount" label="Amount received ($)" error={error('amount')}>
        {(control) => <input {...control} name="amount" inputMode="decimal" defaultValue={invalid?.values.amount ?? (dueCents / 100).toFixed(2)} className={inputClass} />}
      </FormField>
      <FormField id="offline-note" label="How it was paid" hint="A cheque number, a transfer's date, who took the call." error={error('note')}>
        {(control) => <input {...control} name="note" maxLength={OFFLINE_PAYMENT_NOTE_MAX_LENGTH} defaultValue={invalid?.values.note ?? ''} className={inputClass} />}
      </FormField>
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending ? 'Recording…' : 'Record the payment'}
      </button>
    </form>
  )
}

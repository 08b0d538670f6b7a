'use client'

import { useActionState } from 'react'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, primaryButtonClass } from '@/components/ui/form-classes'
import { CHECK_THE_FIELDS, IDLE, errorSummary, type FormAction } from '@/lib/forms/form-state'
import { MOCKUP_FILE_FIELD, MOCKUP_TEXT_MAX_LENGTH, SEND_MOCKUP_FIELDS, type SendMockupField as Field } from '@/lib/orders/mockups'
import { MOCKUP_ACCEPT } from '@/lib/uploads/mockup'

type Props = { action: FormAction<Field, { round: number }>; kind: 'quote' | 'express'; id: string; status: string }

/**
 * Sends a mockup of an order in design to its customer, with a note (the customer sees both, and is
 * e-mailed). It stays on the page whatever the status, so the confirmation outlives the move it makes.
 */
export function SendMockupForm({ action, kind, id, status }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  if (state.status === 'done') return <FormAlert tone="success">Mockup {state.round} sent: the customer is asked to approve it.</FormAlert>
  if (status !== 'in_design') return <p className="text-slate-600">A mockup is sent while the order is in design.</p>
  return (
    <form action={submit} noValidate className="space-y-4">
      {invalid && (
        <FormAlert tone="error" fieldErrors={errorSummary(invalid.errors, SEND_MOCKUP_FIELDS)}>
          {invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="from" value={status} />
      <FormField id="mockup-file" label="Mockup (PNG, JPG, GIF, WebP or PDF, up to 10 MB)" error={invalid?.errors.file}>
        {(control) => <input {...control} type="file" name={MOCKUP_FILE_FIELD} accept={MOCKUP_ACCEPT} className={inputClass} />}
      </FormField>
      <FormField id="mockup-note" label="Note for the customer" error={invalid?.errors.note}>
        {(control) => <textarea {...control} name="note" rows={3} maxLength={MOCKUP_TEXT_MAX_LENGTH} defaultValue={invalid?.values.note ?? ''} className={inputClass} />}
      </FormField>
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending ? 'Sending…' : 'Send the mockup'}
      </button>
    </form>
  )
}

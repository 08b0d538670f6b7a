'use client'

import { useActionState } from 'react'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, primaryButtonClass } from '@/components/ui/form-classes'
import { ENQUIRY_ANSWER_FIELDS, ENQUIRY_ANSWER_MAX_LENGTH, type EnquiryAnswerField as Field } from '@/lib/admin/enquiry'
import { CHECK_THE_FIELDS, IDLE, errorSummary, type FormAction } from '@/lib/forms/form-state'

type Props = {
  action: FormAction<Field>
  id: string
  email: string
}

/** Staff answer an enquiry: its sender is e-mailed the answer, and the enquiry keeps it. */
export function EnquiryAnswerForm({ action, id, email }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  return (
    // Emptied once sent; made again with what was typed after a refusal.
    <form key={state.status === 'done' ? 'sent' : invalid ? JSON.stringify(invalid.values) : 'form'} action={submit} noValidate className="space-y-3">
      {invalid && (
        <FormAlert tone="error" fieldErrors={errorSummary(invalid.errors, ENQUIRY_ANSWER_FIELDS)}>
          {invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      {state.status === 'done' && <FormAlert tone="success">Answer sent to {email}.</FormAlert>}
      <input type="hidden" name="id" value={id} />
      <FormField id="enquiry-answer" label={`Answer (e-mailed to ${email})`} error={invalid?.errors.answer}>
        {(control) => <textarea {...control} name="answer" rows={6} maxLength={ENQUIRY_ANSWER_MAX_LENGTH} defaultValue={invalid?.values.answer ?? ''} className={inputClass} />}
      </FormField>
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending ? 'Sending…' : 'Send the answer'}
      </button>
    </form>
  )
}

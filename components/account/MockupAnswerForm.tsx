'use client'

import { useActionState, useState } from 'react'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-classes'
import { CHECK_THE_FIELDS, IDLE, errorSummary, type FormAction } from '@/lib/forms/form-state'
import { MOCKUP_ANSWER_FIELDS, MOCKUP_TEXT_MAX_LENGTH, type MockupAnswerField as Field } from '@/lib/orders/mockups'

type Props = {
  action: FormAction<Field, { answer: 'approve' | 'changes' }>
  mockupId: string
  round: number
  /** Staff record the answer a guest (no account) gave them by e-mail or phone. */
  recordedByStaff?: boolean
}

/**
 * The customer's answer to the mockup waiting for one: approve it, or ask for changes and say
 * which. Once answered, the account shows the answer on the round instead of this form.
 */
export function MockupAnswerForm({ action, mockupId, round, recordedByStaff = false }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  // Held in state: React resets a form once its action settles, which could clear a comment typed
  // while a refusal was on its way back (seen: typed after "Please say…" showed, then sent empty).
  const [comment, setComment] = useState('')
  return (
    <form action={submit} noValidate className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      {invalid && (
        <FormAlert tone="error" fieldErrors={errorSummary(invalid.errors, MOCKUP_ANSWER_FIELDS)}>
          {invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      <input type="hidden" name="mockupId" value={mockupId} />
      <FormField
        id={`mockup-comment-${mockupId}`}
        label={recordedByStaff ? 'How the customer answered (needed for changes)' : 'Comments (needed when you ask for changes)'}
        hint={recordedByStaff ? 'This order was sent without an account: record the answer the customer gave you by e-mail or phone.' : undefined}
        error={invalid?.errors.comment}
      >
        {(control) => <textarea {...control} name="comment" rows={3} maxLength={MOCKUP_TEXT_MAX_LENGTH} value={comment} onChange={(event) => setComment(event.target.value)} className={inputClass} />}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="answer" value="approve" disabled={pending} className={primaryButtonClass}>
          {recordedByStaff ? `Record: mockup ${round} approved` : `Approve mockup ${round}`}
        </button>
        <button type="submit" name="answer" value="changes" disabled={pending} className={secondaryButtonClass}>
          {recordedByStaff ? 'Record: changes asked for' : 'Request changes'}
        </button>
      </div>
    </form>
  )
}

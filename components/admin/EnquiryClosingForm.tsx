'use client'

import { useActionState } from 'react'
import { FormAlert } from '@/components/ui/FormField'
import { secondaryButtonClass } from '@/components/ui/form-classes'
import type { EnquiryClosingField as Field } from '@/lib/admin/enquiry'
import { IDLE, type FormAction } from '@/lib/forms/form-state'

type Props = {
  action: FormAction<Field, { closed: boolean }>
  id: string
  closed: boolean
}

/** Closes an enquiry there is nothing more to do about, or reopens a closed one. */
export function EnquiryClosingForm({ action, id, closed }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const message = state.status === 'rejected' ? (state.message ?? state.errors.id ?? state.errors.closed) : null
  return (
    <form action={submit} className="space-y-2">
      {message && <FormAlert tone="error">{message}</FormAlert>}
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="closed" value={closed ? '0' : '1'} />
      <button type="submit" disabled={pending} className={secondaryButtonClass}>
        {closed ? (pending ? 'Reopening…' : 'Reopen the enquiry') : pending ? 'Closing…' : 'Close the enquiry'}
      </button>
    </form>
  )
}

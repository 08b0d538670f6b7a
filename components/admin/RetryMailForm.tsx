'use client'

import { useActionState } from 'react'
import { FormAlert } from '@/components/ui/FormField'
import { secondaryButtonClass } from '@/components/ui/form-classes'
import { IDLE, type FormAction } from '@/lib/forms/form-state'

type Props = {
  action: FormAction<'id', { retried: string }>
  id: string
  /** What the e-mail is and to whom, for screen readers. */
  describedAs: string
}

/** Sends a given-up e-mail again, once what stopped it is mended. */
export function RetryMailForm({ action, id, describedAs }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const message = state.status === 'rejected' ? (state.message ?? state.errors.id) : null
  return (
    <form action={submit} className="space-y-2">
      {message && <FormAlert tone="error">{message}</FormAlert>}
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={pending} className={secondaryButtonClass}>
        {pending ? 'Queuing…' : 'Send it again'}
        <span className="sr-only"> ({describedAs})</span>
      </button>
    </form>
  )
}

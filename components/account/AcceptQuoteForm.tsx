'use client'

import { useActionState } from 'react'
import { FormAlert, primaryButtonClass } from '@/components/ui/FormField'
import { IDLE, type FormAction } from '@/lib/forms/form-state'
import type { QUOTE_ACCEPT_FIELDS } from '@/lib/orders/quote'

type Props = {
  action: FormAction<(typeof QUOTE_ACCEPT_FIELDS)[number], { accepted: true }>
  requestId: string
  reference: string
  /** The pricing the page shows: a quote revised since is not accepted unseen. */
  quotedAt: string
  /** Staff record the acceptance a guest (no account) gave them by e-mail or phone. */
  recordedByStaff?: boolean
}

/** The customer accepts the quote shown above; once accepted, the account asks for the deposit. */
export function AcceptQuoteForm({ action, requestId, reference, quotedAt, recordedByStaff = false }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const message = state.status === 'rejected' ? (state.message ?? Object.values(state.errors)[0]) : null
  return (
    <form action={submit} className="mt-4 space-y-3">
      {message && <FormAlert tone="error">{message}</FormAlert>}
      {recordedByStaff && <p className="text-sm text-slate-600">This request was sent without an account: record the acceptance the customer gave you by e-mail or phone.</p>}
      <input type="hidden" name="id" value={requestId} />
      <input type="hidden" name="quotedAt" value={quotedAt} />
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending ? 'Accepting…' : recordedByStaff ? 'Record: the customer accepted this quote' : 'Accept this quote'}
        <span className="sr-only"> ({reference})</span>
      </button>
    </form>
  )
}

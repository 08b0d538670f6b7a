'use client'

import { useActionState } from 'react'
import { addressErrorSummary, AddressFields, addressPart } from '@/components/orders/AddressFields'
import { FormAlert } from '@/components/ui/FormField'
import { primaryButtonClass } from '@/components/ui/form-classes'
import { CHECK_THE_FIELDS, IDLE, type FormAction } from '@/lib/forms/form-state'
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

/** The customer accepts the quote shown above and says where the order goes; once accepted, the account asks for the deposit. */
export function AcceptQuoteForm({ action, requestId, reference, quotedAt, recordedByStaff = false }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  // The inputs' ids are this request's: an account may show more than one quote to accept.
  const idPrefix = `delivery-${requestId}`
  const otherError = invalid && (invalid.errors.quotedAt ?? invalid.errors.id)
  return (
    <form action={submit} noValidate className="mt-4 space-y-4" key={invalid ? JSON.stringify(invalid.values) : 'new'}>
      {invalid && (
        <FormAlert tone="error" fieldErrors={addressErrorSummary(invalid.errors, 'delivery', idPrefix)}>
          {otherError ?? invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      {recordedByStaff && <p className="text-sm text-slate-600">This request was sent without an account: record the acceptance and the delivery address the customer gave you by e-mail or phone.</p>}
      <input type="hidden" name="id" value={requestId} />
      <input type="hidden" name="quotedAt" value={quotedAt} />
      <fieldset>
        <legend className="font-semibold text-navy-900">Where should we send the order?</legend>
        <p className="mt-1 text-sm text-slate-600">We ship to the United States and Canada.</p>
        <div className="mt-3">
          <AddressFields
            prefix="delivery"
            idPrefix={idPrefix}
            values={addressPart(invalid?.values, 'delivery')}
            errors={addressPart(invalid?.errors, 'delivery')}
            autocompleteSection="shipping"
            fullNameLabel="Who receives it (full name)"
          />
        </div>
      </fieldset>
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending ? 'Accepting…' : recordedByStaff ? 'Record: the customer accepted this quote' : 'Accept this quote'}
        <span className="sr-only"> ({reference})</span>
      </button>
    </form>
  )
}

'use client'

import { useActionState } from 'react'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, primaryButtonClass } from '@/components/ui/form-classes'
import { RESET_REQUEST_FIELDS, type ResetRequestField } from '@/lib/account/forms'
import { CHECK_THE_FIELDS, IDLE, errorSummary, type FormAction } from '@/lib/forms/form-state'

type Props = { action: FormAction<ResetRequestField, { email: string }> }

/** Asks for the reset e-mail. Once sent, the form stays so the link can be sent again or to another address. */
export function ForgotPasswordForm({ action }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  const sent = state.status === 'done' ? state : null
  const email = invalid?.values.email ?? sent?.email
  return (
    <form key={email ?? 'new'} action={submit} noValidate className="space-y-5">
      {invalid && (
        <FormAlert tone="error" fieldErrors={errorSummary(invalid.errors, RESET_REQUEST_FIELDS)}>
          {invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      {sent && (
        <FormAlert tone="success">
          <span className="block">Check your inbox.</span>
          <span className="mt-1 block font-normal">
            If an account exists for {sent.email}, we&apos;ve sent a link to choose a new password. The link works once; if it does not arrive
            within a few minutes, check your spam folder or send it again.
          </span>
        </FormAlert>
      )}
      <FormField id="email" label="Email" error={invalid?.errors.email}>
        {(control) => <input {...control} name="email" type="email" required autoComplete="email" defaultValue={email} className={inputClass} />}
      </FormField>
      <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full`}>
        {pending ? 'Sending…' : sent ? 'Send the link again' : 'Send reset link'}
      </button>
    </form>
  )
}

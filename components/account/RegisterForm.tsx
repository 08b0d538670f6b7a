'use client'

import Link from 'next/link'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, primaryButtonClass } from '@/components/ui/form-classes'
import { useActionState } from 'react'
import { REGISTER_FIELDS, type ConfirmationSent, type RegisterField } from '@/lib/account/forms'
import { CHECK_THE_FIELDS, IDLE, errorSummary, type FormAction } from '@/lib/forms/form-state'
import { routes } from '@/lib/routes'

type Props = {
  action: FormAction<RegisterField, ConfirmationSent>
}

/** The names and the address; the password is chosen from the confirmation e-mail's link. */
export function RegisterForm({ action }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  const error = (field: RegisterField) => invalid?.errors[field]
  if (state.status === 'done') return <ConfirmationSentNotice email={state.confirmationSentTo} />
  return (
    // Remounting after a refusal brings back what was typed.
    <form key={invalid ? JSON.stringify(invalid.values) : 'new'} action={submit} noValidate className="space-y-5">
      {invalid && (
        <FormAlert tone="error" fieldErrors={errorSummary(invalid.errors, REGISTER_FIELDS)}>
          {invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="firstName" label="First name" error={error('firstName')}>
          {(control) => <input {...control} name="firstName" autoComplete="given-name" defaultValue={invalid?.values.firstName} className={inputClass} />}
        </FormField>
        <FormField id="lastName" label="Last name" error={error('lastName')}>
          {(control) => <input {...control} name="lastName" autoComplete="family-name" defaultValue={invalid?.values.lastName} className={inputClass} />}
        </FormField>
      </div>
      <FormField id="email" label="Email" error={error('email')}>
        {(control) => <input {...control} name="email" type="email" required autoComplete="email" defaultValue={invalid?.values.email} className={inputClass} />}
      </FormField>
      <p className="text-sm text-slate-700">We&apos;ll e-mail you a link to confirm your address; it leads you to choose your password.</p>
      <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full`}>
        {pending ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  )
}

/**
 * What registration answers, whether or not the address had an account (the e-mail says which):
 * the form's work is done until the link is followed.
 */
function ConfirmationSentNotice({ email }: { email: string }) {
  return (
    <div className="space-y-5">
      <FormAlert tone="success">
        <span className="block">Check your inbox to finish.</span>
        <span className="mt-1 block font-normal">
          We&apos;ve sent an e-mail to {email}. Open the link in it to confirm your address and choose your password: your account opens as
          soon as you do. If this address already has an account, the e-mail tells you how to sign in instead.
        </span>
      </FormAlert>
      <p className="text-sm text-slate-700">
        Nothing within a few minutes? Check your spam folder. Wrong address?{' '}
        <a href={routes.register()} className="font-semibold text-sky-700 underline underline-offset-2 hover:text-navy-900">
          Start again
        </a>
        , or{' '}
        <Link href={routes.signIn()} className="font-semibold text-sky-700 underline underline-offset-2 hover:text-navy-900">
          sign in
        </Link>
        .
      </p>
    </div>
  )
}

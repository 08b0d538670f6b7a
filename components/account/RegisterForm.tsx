'use client'

import { FormAlert, FormField, inputClass, primaryButtonClass } from '@/components/ui/FormField'
import { CHECK_THE_FIELDS } from './copy'
import { errorSummary, type RegisterField, type RegisterState } from './form-state'
import { PasswordField } from './PasswordField'
import { BrowserDataFields, fillBrowserData, useSignInAction } from './useSignInAction'

type Props = {
  action: (previous: RegisterState, form: FormData) => Promise<RegisterState>
  /** Where to go once registered (already checked to be a path on this site). */
  next: string
  passwordHint: string
}

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const satisfies readonly RegisterField[]

export function RegisterForm({ action, next, passwordHint }: Props) {
  const [state, submit, pending] = useSignInAction<RegisterState>(action, { status: 'idle' })
  const invalid = state.status === 'rejected' ? state : null
  const error = (field: RegisterField) => invalid?.errors[field]
  return (
    // Remounting after a refusal brings back what was typed; passwords always start empty.
    <form key={invalid ? JSON.stringify(invalid.values) : 'new'} action={submit} onSubmit={fillBrowserData} noValidate className="space-y-5">
      <input type="hidden" name="next" value={next} />
      <BrowserDataFields />
      {invalid && (
        <FormAlert tone="error" fieldErrors={errorSummary(invalid.errors, FIELDS)}>
          {invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      {state.status === 'signed-in' && <FormAlert tone="success">Your account is ready. One moment…</FormAlert>}
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
      <PasswordField id="password" label="Password" autoComplete="new-password" hint={passwordHint} error={error('password')} />
      <PasswordField id="confirmPassword" label="Confirm password" autoComplete="new-password" error={error('confirmPassword')} />
      <button type="submit" disabled={pending || state.status === 'signed-in'} className={`${primaryButtonClass} w-full`}>
        {pending ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  )
}

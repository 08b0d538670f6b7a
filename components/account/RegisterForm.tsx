'use client'

import { FormField, inputClass, primaryButtonClass } from '@/components/ui/FormField'
import { REGISTER_FIELDS, type RegisterField } from '@/lib/account/forms'
import type { FormAction } from '@/lib/forms/form-state'
import { PasswordField } from './PasswordField'
import { SignInFormFrame, useSignInAction, type SignedIn } from './useSignInAction'

type Props = {
  action: FormAction<RegisterField, SignedIn>
  /** Where to go once registered (already checked to be a path on this site). */
  next: string
  passwordHint: string
}

export function RegisterForm({ action, next, passwordHint }: Props) {
  const [state, submit, pending] = useSignInAction(action)
  const invalid = state.status === 'rejected' ? state : null
  const error = (field: RegisterField) => invalid?.errors[field]
  const signedIn = state.status === 'done'
  return (
    <SignInFormFrame submit={submit} next={next} invalid={invalid} fields={REGISTER_FIELDS} signedInMessage={signedIn ? 'Your account is ready. One moment…' : null}>
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
      <button type="submit" disabled={pending || signedIn} className={`${primaryButtonClass} w-full`}>
        {pending ? 'Creating your account…' : 'Create account'}
      </button>
    </SignInFormFrame>
  )
}

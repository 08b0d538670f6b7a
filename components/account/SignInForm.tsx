'use client'

import Link from 'next/link'
import { FormField } from '@/components/ui/FormField'
import { inputClass, primaryButtonClass } from '@/components/ui/form-classes'
import { routes } from '@/lib/routes'
import { SIGN_IN_FIELDS, type SignedIn, type SignInField } from '@/lib/account/forms'
import type { FormAction } from '@/lib/forms/form-state'
import { PasswordField } from './PasswordField'
import { SignInFormFrame, useSignInAction } from './useSignInAction'

type Props = {
  action: FormAction<SignInField, SignedIn>
  /** Where to go once signed in (already checked to be a path on this site). */
  next: string
}

export function SignInForm({ action, next }: Props) {
  const [state, submit, pending] = useSignInAction(action)
  const invalid = state.status === 'rejected' ? state : null
  const signedIn = state.status === 'done'
  return (
    <SignInFormFrame submit={submit} next={next} invalid={invalid} fields={SIGN_IN_FIELDS} doneMessage={signedIn && 'You are signed in. One moment…'}>
      <FormField id="email" label="Email" error={invalid?.errors.email}>
        {(control) => <input {...control} name="email" type="email" required autoComplete="email" defaultValue={invalid?.values.email} className={inputClass} />}
      </FormField>
      <PasswordField id="password" label="Password" autoComplete="current-password" error={invalid?.errors.password} />
      <p className="text-sm">
        <Link href={routes.forgotPassword} className="font-semibold text-sky-700 underline underline-offset-2 hover:text-navy-900">
          Forgot your password?
        </Link>
      </p>
      <button type="submit" disabled={pending || signedIn} className={`${primaryButtonClass} w-full`}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </SignInFormFrame>
  )
}

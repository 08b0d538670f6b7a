'use client'

import Link from 'next/link'
import { FormField, inputClass, primaryButtonClass } from '@/components/ui/FormField'
import { routes } from '@/lib/routes'
import type { SignInField, SignInState } from './form-state'
import { PasswordField } from './PasswordField'
import { SignInFormFrame, useSignInAction } from './useSignInAction'

type Props = {
  action: (previous: SignInState, form: FormData) => Promise<SignInState>
  /** Where to go once signed in (already checked to be a path on this site). */
  next: string
}

const FIELDS = ['email', 'password'] as const satisfies readonly SignInField[]

export function SignInForm({ action, next }: Props) {
  const [state, submit, pending] = useSignInAction<SignInState>(action, { status: 'idle' })
  const invalid = state.status === 'rejected' ? state : null
  const signedIn = state.status === 'signed-in'
  return (
    <SignInFormFrame submit={submit} next={next} invalid={invalid} fields={FIELDS} signedInMessage={signedIn ? 'You are signed in. One moment…' : null}>
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

'use client'

import Link from 'next/link'
import { FormAlert, FormField, inputClass, primaryButtonClass } from '@/components/ui/FormField'
import { routes } from '@/lib/routes'
import { CHECK_THE_FIELDS } from './copy'
import { errorSummary, type SignInField, type SignInState } from './form-state'
import { PasswordField } from './PasswordField'
import { BrowserDataFields, fillBrowserData, useSignInAction } from './useSignInAction'

type Props = {
  action: (previous: SignInState, form: FormData) => Promise<SignInState>
  /** Where to go once signed in (already checked to be a path on this site). */
  next: string
}

const FIELDS = ['email', 'password'] as const satisfies readonly SignInField[]

export function SignInForm({ action, next }: Props) {
  const [state, submit, pending] = useSignInAction<SignInState>(action, { status: 'idle' })
  const invalid = state.status === 'rejected' ? state : null
  return (
    // Remounting after a refusal brings back the e-mail as typed; the password always starts empty.
    <form key={invalid ? JSON.stringify(invalid.values) : 'new'} action={submit} onSubmit={fillBrowserData} noValidate className="space-y-5">
      <input type="hidden" name="next" value={next} />
      <BrowserDataFields />
      {invalid && (
        <FormAlert tone="error" fieldErrors={errorSummary(invalid.errors, FIELDS)}>
          {invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      {state.status === 'signed-in' && <FormAlert tone="success">You are signed in. One moment…</FormAlert>}
      <FormField id="email" label="Email" error={invalid?.errors.email}>
        {(control) => <input {...control} name="email" type="email" required autoComplete="email" defaultValue={invalid?.values.email} className={inputClass} />}
      </FormField>
      <PasswordField id="password" label="Password" autoComplete="current-password" error={invalid?.errors.password} />
      <p className="text-sm">
        <Link href={routes.forgotPassword} className="font-semibold text-sky-700 underline underline-offset-2 hover:text-navy-900">
          Forgot your password?
        </Link>
      </p>
      <button type="submit" disabled={pending || state.status === 'signed-in'} className={`${primaryButtonClass} w-full`}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  )
}

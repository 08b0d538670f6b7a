'use client'

import { useActionState } from 'react'
import { FormAlert } from '@/components/ui/FormField'
import { primaryButtonClass } from '@/components/ui/form-classes'
import { NEW_PASSWORD_FIELDS, type NewPasswordField } from '@/lib/account/forms'
import { CHECK_THE_FIELDS, IDLE, errorSummary, type FormAction } from '@/lib/forms/form-state'
import { PasswordField } from './PasswordField'

type Props = {
  action: FormAction<NewPasswordField>
  passwordHint: string
  /** Signed in without a reset link: the current password proves it is the account's owner. */
  askCurrentPassword: boolean
  /** The account's address and names, which make a password easy to guess. */
  accountWords: readonly string[]
}

/** The new password, typed twice (and the current one, unless a reset link opened the session). On success the action moves on to the account page. */
export function NewPasswordForm({ action, passwordHint, askCurrentPassword, accountWords }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  return (
    <form action={submit} noValidate className="space-y-5">
      {invalid && (
        <FormAlert tone="error" fieldErrors={errorSummary(invalid.errors, NEW_PASSWORD_FIELDS)}>
          {invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      {askCurrentPassword && (
        <PasswordField id="currentPassword" label="Current password" autoComplete="current-password" error={invalid?.errors.currentPassword} />
      )}
      <PasswordField
        id="password"
        label="New password"
        autoComplete="new-password"
        hint={passwordHint}
        error={invalid?.errors.password}
        strengthBeside={['currentPassword']}
        knownWords={accountWords}
      />
      <PasswordField id="confirmPassword" label="Confirm new password" autoComplete="new-password" error={invalid?.errors.confirmPassword} />
      <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full`}>
        {pending ? 'Saving…' : 'Save new password'}
      </button>
    </form>
  )
}

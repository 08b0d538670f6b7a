import type { Metadata } from 'next'
import { Suspense } from 'react'
import { AuthPage } from '@/components/account/AuthPage'
import { LINK_EXPIRED } from '@/components/account/copy'
import { NewPasswordForm } from '@/components/account/NewPasswordForm'
import { PASSWORD_HINT } from '@/components/account/password-hint'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { FormAlert } from '@/components/ui/FormField'
import { accountWords } from '@/lib/account/profile'
import { getProfile, isRecoverySession } from '@/lib/commerce/account'
import { getCurrentUser } from '@/lib/commerce/session'
import { NOTICE, routes } from '@/lib/routes'
import { queryValue, type SearchParams } from '@/components/account/query'
import { newPasswordAction } from '@/lib/actions/auth'

export const metadata: Metadata = { title: 'Choose a new password' }

/** Reached from the reset e-mail (its link opened a session) or from the account page. */
export default function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <AuthPage title="Choose a new password">
      <Suspense fallback={<p role="status">Loading…</p>}>
        <NewPassword searchParams={searchParams} />
      </Suspense>
    </AuthPage>
  )
}

async function NewPassword({ searchParams }: { searchParams: SearchParams }) {
  if (!(await getCurrentUser())) {
    return (
      <div className="space-y-5">
        <FormAlert tone="error">{LINK_EXPIRED}</FormAlert>
        <p className="text-slate-700">Reset links work once and only for a limited time. Ask for a new one and use the latest e-mail.</p>
        <ButtonLink href={routes.forgotPassword}>Send a new link</ButtonLink>
      </div>
    )
  }
  const [recovery, query, profile] = await Promise.all([isRecoverySession(), searchParams, getProfile()])
  return (
    <div className="space-y-5">
      {recovery && queryValue(query.notice) === NOTICE.choosePassword && (
        <FormAlert tone="info">Your e-mail address is confirmed. Choose the password for your account to finish.
        </FormAlert>
      )}
      <NewPasswordForm action={newPasswordAction} passwordHint={PASSWORD_HINT} askCurrentPassword={!recovery} accountWords={accountWords(profile)} />
    </div>
  )
}

import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'
import { AuthPage } from '@/components/account/AuthPage'
import { LINK_EXPIRED } from '@/components/account/copy'
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm'
import { queryValue, type SearchParams } from '@/components/account/query'
import { FormAlert } from '@/components/ui/FormField'
import { NOTICE, routes } from '@/lib/routes'
import { requestResetAction } from '@/lib/actions/auth'

export const metadata: Metadata = { title: 'Reset your password' }

export default function ForgotPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <AuthPage title="Reset your password" intro="Enter the e-mail address of your account and we will send you a link to choose a new password.">
      <div className="space-y-5">
        <Suspense>
          <ExpiredLink searchParams={searchParams} />
        </Suspense>
        <ForgotPasswordForm action={requestResetAction} />
        <p className="text-sm text-slate-600">
          Remembered it?{' '}
          <Link href={routes.signIn()} className="font-semibold text-sky-700 underline underline-offset-2 hover:text-navy-900">
            Back to sign in
          </Link>
        </p>
      </div>
    </AuthPage>
  )
}

/** Arriving from an e-mail link that no longer works (app/auth/confirm). */
async function ExpiredLink({ searchParams }: { searchParams: SearchParams }) {
  if (queryValue((await searchParams).error) !== NOTICE.linkExpired) return null
  return <FormAlert tone="error">{LINK_EXPIRED} Enter your e-mail address to get a new one.</FormAlert>
}

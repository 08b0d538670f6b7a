import type { Metadata } from 'next'
import { Suspense } from 'react'
import { AuthPage } from '@/components/account/AuthPage'
import { ConfirmLinkForm } from '@/components/account/ConfirmLinkForm'
import { confirmEmailLinkAction } from '@/lib/actions/auth'

export const metadata: Metadata = { title: 'Continue from your e-mail' }

type Query = Promise<Record<string, string | string[] | undefined>>

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/**
 * Where the links in the account e-mails land (supabase/templates). Opening the link uses nothing:
 * the button sends its token, and the session it opens then leads on to `next` (/reset-password).
 */
export default function ConfirmEmailLinkPage({ searchParams }: { searchParams: Query }) {
  return (
    <AuthPage title="Continue from your e-mail">
      <Suspense fallback={<p role="status">Loading…</p>}>
        <LinkForm searchParams={searchParams} />
      </Suspense>
    </AuthPage>
  )
}

async function LinkForm({ searchParams }: { searchParams: Query }) {
  const query = await searchParams
  const type = one(query.type)
  const recovery = type === 'recovery'
  return (
    <>
      <p className="mb-6 text-slate-700">
        {recovery
          ? 'Press the button to choose a new password for your account.'
          : 'Press the button to confirm your e-mail address, then choose the password for your account.'}
      </p>
      <ConfirmLinkForm
        action={confirmEmailLinkAction}
        tokenHash={one(query.token_hash)}
        type={type}
        next={one(query.next)}
        label={recovery ? 'Choose a new password' : 'Confirm my e-mail'}
      />
    </>
  )
}

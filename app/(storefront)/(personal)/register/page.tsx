import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { Suspense } from 'react'
import { AccountBenefits, AuthPage } from '@/components/account/AuthPage'
import { nextPath, requestedNext, type SearchParams } from '@/components/account/query'
import { RegisterForm } from '@/components/account/RegisterForm'
import { getCurrentUser } from '@/lib/commerce/session'
import { routes } from '@/lib/routes'
import { registerAction } from '@/lib/actions/auth'

export const metadata: Metadata = { title: 'Create an account' }

export default function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <AuthPage
      title="Create an account"
      intro="One account for your cart, your saved team rosters and every order."
      aside={
        <>
          <h2 className="font-display text-2xl font-bold tracking-wide uppercase">Why an account?</h2>
          <AccountBenefits />
          <p className="mt-6 border-t border-white/15 pt-6 text-slate-200">
            Already have one?{' '}
            <Suspense fallback={<SignInLink />}>
              <SignInLinkOnwards searchParams={searchParams} />
            </Suspense>
          </p>
        </>
      }
    >
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Register searchParams={searchParams} />
      </Suspense>
    </AuthPage>
  )
}

/** The form, unless the visitor is signed in already: then straight on to where they were going. */
async function Register({ searchParams }: { searchParams: SearchParams }) {
  const next = await nextPath(searchParams)
  if (await getCurrentUser()) redirect(next)
  return <RegisterForm action={registerAction} />
}

function SignInLink({ next }: { next?: string }) {
  return (
    <Link href={routes.signIn(next)} className="font-semibold text-sky-500 underline underline-offset-2 hover:text-white">
      Sign in
    </Link>
  )
}

/** Signing in from here still leads on to where the visitor was going. */
async function SignInLinkOnwards({ searchParams }: { searchParams: SearchParams }) {
  return <SignInLink next={await requestedNext(searchParams)} />
}

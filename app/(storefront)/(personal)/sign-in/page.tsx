import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { Suspense } from 'react'
import { AccountBenefits, AuthPage } from '@/components/account/AuthPage'
import { nextPath, requestedNext, type SearchParams } from '@/components/account/query'
import { SignInForm } from '@/components/account/SignInForm'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { getCurrentUser } from '@/lib/commerce/session'
import { routes } from '@/lib/routes'
import { signInAction } from '@/lib/actions/auth'

export const metadata: Metadata = { title: 'Sign in' }

export default function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <AuthPage
      title="Sign in"
      intro="Welcome back. Sign in to see your cart, saved teams and orders."
      aside={
        <>
          <h2 className="font-display text-2xl font-bold tracking-wide uppercase">New customer?</h2>
          <AccountBenefits />
          <Suspense fallback={<RegisterLink />}>
            <RegisterLinkOnwards searchParams={searchParams} />
          </Suspense>
        </>
      }
    >
      <Suspense fallback={<p role="status">Loading…</p>}>
        <SignIn searchParams={searchParams} />
      </Suspense>
    </AuthPage>
  )
}

/** The form, unless the visitor is signed in already: then straight on to where they were going. */
async function SignIn({ searchParams }: { searchParams: SearchParams }) {
  const next = await nextPath(searchParams)
  if (await getCurrentUser()) redirect(next)
  return <SignInForm action={signInAction} next={next} />
}

function RegisterLink({ next }: { next?: string }) {
  return (
    <ButtonLink href={routes.register(next)} variant="primary" className="mt-6 w-full">
      Create an account
    </ButtonLink>
  )
}

/** Registering from here still leads on to where the visitor was going. */
async function RegisterLinkOnwards({ searchParams }: { searchParams: SearchParams }) {
  return <RegisterLink next={await requestedNext(searchParams)} />
}

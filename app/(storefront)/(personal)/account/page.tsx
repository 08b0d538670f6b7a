import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { Suspense } from 'react'
import { NewTeamForm } from '@/components/account/NewTeamForm'
import { ProfileForm } from '@/components/account/ProfileForm'
import { queryValue, type SearchParams } from '@/components/account/query'
import { AccountSignOutButton } from '@/components/account/SignOutButton'
import { OrderHistory } from '@/components/orders/OrderHistory'
import { RequestHistory } from '@/components/orders/RequestHistory'
import { MyStores } from '@/components/team-stores/MyStores'
import { SavedTeamsList } from '@/components/teams/SavedTeamsList'
import { FormAlert } from '@/components/ui/FormField'
import { PageHeader } from '@/components/ui/PageHeader'
import { getProfile, listMyTeams } from '@/lib/commerce/account'
import { NOTICE, routes } from '@/lib/routes'
import { createTeamAction, signOutAction, updateProfileAction } from '@/lib/actions/account'

export const metadata: Metadata = { title: 'Your account' }

export default function AccountPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <>
      <PageHeader title="Your account" trail={[{ label: 'Home', href: routes.home }, { label: 'Account' }]} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
        <Suspense fallback={<p role="status">Loading your account…</p>}>
          <Account searchParams={searchParams} />
        </Suspense>
      </div>
    </>
  )
}

const cardHeading = 'font-display text-2xl font-bold tracking-wide text-navy-900 uppercase'

async function Account({ searchParams }: { searchParams: SearchParams }) {
  const [profile, query] = await Promise.all([getProfile(), searchParams])
  if (!profile) redirect(routes.signIn(routes.account))
  const teams = await listMyTeams()
  return (
    <div className="space-y-10">
      {queryValue(query.notice) === NOTICE.passwordChanged && <FormAlert tone="success">Your password is saved</FormAlert>}
      <p className="font-display text-3xl font-semibold tracking-wide text-navy-900 uppercase">{profile.firstName ? `Hello, ${profile.firstName}` : 'Hello'}</p>
      <div className="grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="account-profile" className="rounded-xl p-6 ring-1 ring-slate-200 sm:p-8 lg:col-span-2">
          <h2 id="account-profile" className={cardHeading}>
            Your details
          </h2>
          <p className="mt-1 mb-6 text-slate-600">We use these on your orders and when we get in touch about a design.</p>
          <ProfileForm action={updateProfileAction} profile={profile} teams={teams} />
          <div className="mt-8 border-t border-slate-200 pt-6">
            <NewTeamForm action={createTeamAction} />
          </div>
        </section>
        <section aria-labelledby="account-sign-in" className="space-y-5 rounded-xl bg-ice-50 p-6 ring-1 ring-slate-200 sm:p-8 lg:self-start">
          <h2 id="account-sign-in" className={cardHeading}>
            Sign-in and security
          </h2>
          <dl>
            <dt className="text-sm font-semibold text-navy-900">Email</dt>
            <dd className="break-all text-slate-700">{profile.email}</dd>
          </dl>
          <Link href={routes.resetPassword} className="inline-block font-semibold text-sky-700 underline underline-offset-2 hover:text-navy-900">
            Change your password
          </Link>
          <AccountSignOutButton action={signOutAction} />
        </section>
      </div>
      <section aria-labelledby="account-orders" className="space-y-5">
        <h2 id="account-orders" className={cardHeading}>
          Your orders
        </h2>
        <OrderHistory />
      </section>
      <section aria-labelledby="account-requests" className="space-y-5">
        <h2 id="account-requests" className={cardHeading}>
          Quote requests and express orders
        </h2>
        <RequestHistory />
      </section>
      <section aria-labelledby="account-stores" className="space-y-5">
        <h2 id="account-stores" className={cardHeading}>
          Team stores
        </h2>
        <MyStores />
      </section>
      <section aria-labelledby="account-teams" className="space-y-5">
        <h2 id="account-teams" className={cardHeading}>
          Saved teams
        </h2>
        <SavedTeamsList />
      </section>
    </div>
  )
}

import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { Suspense } from 'react'
import { RosterChangeHeading } from '@/components/orders/RosterChangeHeading'
import { RosterChangeForm } from '@/components/orders/RosterChangeForm'
import { PageHeader } from '@/components/ui/PageHeader'
import { changeMyRosterAction } from '@/lib/actions/account'
import { readRosterToChange } from '@/lib/commerce/roster-changes'
import { getCurrentUser } from '@/lib/commerce/session'
import { requestRefOf } from '@/lib/orders/request-ref'
import { rosterChangeable } from '@/lib/orders/roster-change'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: 'Change your roster', robots: { index: false } }

export default function ChangeRosterPage({ searchParams }: PageProps<'/account/roster'>) {
  return (
    <>
      <PageHeader title="Change your roster" trail={[{ label: 'Home', href: routes.home }, { label: 'Account', href: routes.account }, { label: 'Change your roster' }]} />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
        <Suspense fallback={<p role="status">Loading your roster…</p>}>
          <ChangeRoster searchParams={searchParams} />
        </Suspense>
      </div>
    </>
  )
}

async function ChangeRoster({ searchParams }: Pick<PageProps<'/account/roster'>, 'searchParams'>) {
  const query = await searchParams
  const request = requestRefOf(query.kind, query.id)
  if (!request) notFound()
  if (!(await getCurrentUser())) redirect(routes.signIn(routes.changeRoster(request.kind, request.id)))
  const order = await readRosterToChange(request, 'mine')
  if (!order) notFound()
  return (
    <>
      <RosterChangeHeading order={order} />
      {rosterChangeable(order.kind, order.status) ? (
        <RosterChangeForm action={changeMyRosterAction} order={order} reader="customer" backHref={routes.account} backLabel="Back to your account" />
      ) : (
        <p role="status" className="text-slate-700">
          This order is past the point where its roster can change. Please contact us if a player is missing.
        </p>
      )}
    </>
  )
}

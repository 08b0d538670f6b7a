import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { queryValue, type SearchParams } from '@/components/account/query'
import { RosterChangeForm } from '@/components/orders/RosterChangeForm'
import { RosterChangeHeading } from '@/components/orders/RosterChangeHeading'
import { changeRosterAction } from '@/lib/actions/back-office'
import { requireStaff } from '@/lib/commerce/staff/access'
import { readRosterToChange } from '@/lib/commerce/roster-changes'
import { requestRefOf } from '@/lib/orders/request-ref'
import { rosterChangeable } from '@/lib/orders/roster-change'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: 'Change the roster' }

/** A quote request's or express order's roster, changed by staff before production: `?kind=quote|express&id=…`. */
export default function StaffRosterPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <Suspense fallback={<p role="status">Loading the roster…</p>}>
        <ChangeRoster searchParams={searchParams} />
      </Suspense>
    </div>
  )
}

async function ChangeRoster({ searchParams }: { searchParams: SearchParams }) {
  const [, query] = await Promise.all([requireStaff(), searchParams])
  const request = requestRefOf(queryValue(query.kind), queryValue(query.id))
  if (!request) notFound()
  const order = await readRosterToChange(request, 'staff')
  if (!order) notFound()
  const back = routes.adminOrder(order.kind, order.id)
  return (
    <>
      <RosterChangeHeading order={order} level={1} />
      {rosterChangeable(order.kind, order.status) ? (
        <RosterChangeForm action={changeRosterAction} order={order} reader="staff" backHref={back} backLabel="Back to the order" />
      ) : (
        <p role="status" className="text-slate-700">
          This order is past the point where its roster can change (it is in production or further along).
        </p>
      )}
    </>
  )
}

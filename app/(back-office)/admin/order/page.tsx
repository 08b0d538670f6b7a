import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { StatusChangeForm } from '@/components/admin/StatusChangeForm'
import { WizardRequestDetail } from '@/components/admin/WizardRequestDetail'
import { queryValue, type SearchParams } from '@/components/account/query'
import { changeStatusAction } from '@/lib/actions/back-office'
import { requireStaff } from '@/lib/admin/access'
import { getWizardRequestForStaff, wizardRequestOf } from '@/lib/admin/order-detail'
import { staffNextStatuses } from '@/lib/orders/workflow'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: 'Order' }

/** An order's page: `?kind=quote|express&id=…` (the path stays the same for every order, as the account's order page). */
export default function BackOfficeOrderPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Suspense fallback={<p role="status">Loading the order…</p>}>
        <Order searchParams={searchParams} />
      </Suspense>
    </div>
  )
}

async function Order({ searchParams }: { searchParams: SearchParams }) {
  const [profile, query] = await Promise.all([requireStaff(), searchParams])
  const wanted = wizardRequestOf(queryValue(query.kind), queryValue(query.id))
  const detail = wanted && (await getWizardRequestForStaff(wanted.kind, wanted.id))
  if (!detail) notFound()
  const { kind, id } = detail
  return (
    <WizardRequestDetail
      detail={detail}
      rosterCsvHref={routes.adminRosterCsv(kind, id)}
      statusForm={<StatusChangeForm action={changeStatusAction} kind={kind} id={id} status={detail.status} next={staffNextStatuses(kind, detail.status)} canOverride={profile.role === 'admin'} />}
    />
  )
}

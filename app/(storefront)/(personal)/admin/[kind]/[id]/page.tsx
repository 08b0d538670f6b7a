import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { StatusChangeForm } from '@/components/admin/StatusChangeForm'
import { WizardRequestDetail } from '@/components/admin/WizardRequestDetail'
import { PageHeader } from '@/components/ui/PageHeader'
import { changeStatusAction } from '@/lib/actions/back-office'
import { requireStaff } from '@/lib/admin/access'
import { getWizardRequestForStaff } from '@/lib/admin/order-detail'
import { staffNextStatuses } from '@/lib/orders/workflow'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: 'Order · Back office' }

/** The kinds with a page of their own so far: the wizards' quote requests and express orders. */
const isWizardKind = (kind: string): kind is 'quote' | 'express' => kind === 'quote' || kind === 'express'

export default function BackOfficeOrderPage({ params }: PageProps<'/admin/[kind]/[id]'>) {
  return (
    <>
      <PageHeader title="Back office" trail={[{ label: 'Home', href: routes.home }, { label: 'Back office', href: routes.admin }, { label: 'Order' }]} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <Suspense fallback={<p role="status">Loading the order…</p>}>
          <Order params={params} />
        </Suspense>
      </div>
    </>
  )
}

async function Order({ params }: { params: PageProps<'/admin/[kind]/[id]'>['params'] }) {
  const [profile, { kind, id }] = await Promise.all([requireStaff(), params])
  if (!isWizardKind(kind) || !/^[0-9a-f-]{36}$/.test(id)) notFound()
  const detail = await getWizardRequestForStaff(kind, id)
  if (!detail) notFound()
  return (
    <WizardRequestDetail
      detail={detail}
      rosterCsvHref={`${routes.adminOrder(kind, id)}/roster.csv`}
      statusForm={<StatusChangeForm key={detail.status} action={changeStatusAction} kind={kind} id={id} next={staffNextStatuses(kind, detail.status)} canOverride={profile.role === 'admin'} />}
    />
  )
}

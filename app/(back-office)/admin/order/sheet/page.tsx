import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { ProductionSheet } from '@/components/admin/ProductionSheet'
import { queryValue, type SearchParams } from '@/components/account/query'
import { inboxEntryOf } from '@/lib/admin/inbox-filters'
import { requireStaff } from '@/lib/commerce/staff/access'
import { getWizardRequestForStaff } from '@/lib/commerce/staff/wizard-requests'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: 'Production sheet' }

/** A quote request's or express order's production sheet, to print: `?kind=quote|express&id=…`. */
export default function ProductionSheetPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <Suspense fallback={<p role="status">Loading the production sheet…</p>}>
        <Sheet searchParams={searchParams} />
      </Suspense>
    </div>
  )
}

async function Sheet({ searchParams }: { searchParams: SearchParams }) {
  const [, query] = await Promise.all([requireStaff(), searchParams])
  const entry = inboxEntryOf(queryValue(query.kind), queryValue(query.id))
  if (!entry || (entry.kind !== 'quote' && entry.kind !== 'express')) notFound()
  const detail = await getWizardRequestForStaff(entry.kind, entry.id)
  if (!detail) notFound()
  return <ProductionSheet detail={detail} logoHref={detail.logo.path && routes.adminLogo(entry.kind, entry.id)} />
}

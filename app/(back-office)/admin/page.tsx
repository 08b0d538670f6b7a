import type { Metadata } from 'next'
import { Suspense } from 'react'
import { InboxFilterForm } from '@/components/admin/InboxFilterForm'
import { InboxList } from '@/components/admin/InboxList'
import type { SearchParams } from '@/components/account/query'
import { parseInboxFilters } from '@/lib/admin/inbox-filters'
import { requireStaff } from '@/lib/commerce/staff/access'
import { listInbox } from '@/lib/commerce/staff/inbox'
import { getProductSummaries } from '@/lib/content'

export const metadata: Metadata = { title: 'Inbox' }

export default function BackOfficePage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-bold tracking-wide text-navy-900 uppercase">Inbox</h1>
      <Suspense fallback={<p role="status">Loading the inbox…</p>}>
        <Inbox searchParams={searchParams} />
      </Suspense>
    </div>
  )
}

async function Inbox({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff()
  const filters = parseInboxFilters(await searchParams)
  const [page, products] = await Promise.all([listInbox(filters), getProductSummaries()])
  return (
    <>
      <InboxFilterForm filters={filters} products={products.map((product) => product.name).filter((name): name is string => !!name)} />
      <InboxList page={page} filters={filters} />
    </>
  )
}

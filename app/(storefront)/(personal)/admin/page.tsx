import type { Metadata } from 'next'
import { Suspense } from 'react'
import { InboxFilterForm } from '@/components/admin/InboxFilterForm'
import { InboxList } from '@/components/admin/InboxList'
import type { SearchParams } from '@/components/account/query'
import { PageHeader } from '@/components/ui/PageHeader'
import { requireStaff } from '@/lib/admin/access'
import { listInbox } from '@/lib/admin/inbox'
import { parseInboxFilters } from '@/lib/admin/inbox-filters'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: 'Back office' }

export default function BackOfficePage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <>
      <PageHeader title="Back office" trail={[{ label: 'Home', href: routes.home }, { label: 'Back office' }]} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
        <Suspense fallback={<p role="status">Loading the inbox…</p>}>
          <Inbox searchParams={searchParams} />
        </Suspense>
      </div>
    </>
  )
}

async function Inbox({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff()
  const filters = parseInboxFilters(await searchParams)
  const page = await listInbox(filters)
  return (
    <>
      <h2 className="font-display text-2xl font-bold tracking-wide text-navy-900 uppercase">Inbox</h2>
      <InboxFilterForm filters={filters} />
      <InboxList page={page} filters={filters} />
    </>
  )
}

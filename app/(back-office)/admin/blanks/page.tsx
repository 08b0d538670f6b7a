import type { Metadata } from 'next'
import { Suspense } from 'react'
import { BlanksTable } from '@/components/admin/BlanksTable'
import { BlanksFilterForm } from '@/components/admin/BlanksFilterForm'
import type { SearchParams } from '@/components/account/query'
import { blanksQuery, parseBlanksFilters } from '@/lib/admin/blanks-filters'
import { requireStaff } from '@/lib/commerce/staff/access'
import { listOrdersToMake } from '@/lib/commerce/staff/blanks'
import { blanksToBuy } from '@/lib/roster/blanks'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: 'Blanks to buy' }

/** The blanks to buy: size totals per garment and product across the orders in production (or a range of them), with their CSV. */
export default function BlanksPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-bold tracking-wide text-navy-900 uppercase">Blanks to buy</h1>
      <Suspense fallback={<p role="status">Adding up the orders…</p>}>
        <Blanks searchParams={searchParams} />
      </Suspense>
    </div>
  )
}

async function Blanks({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff()
  const filters = parseBlanksFilters(await searchParams)
  const orders = await listOrdersToMake(filters)
  return (
    <>
      <BlanksFilterForm filters={filters} />
      <BlanksTable lines={blanksToBuy(orders)} orderCount={orders.length} csvHref={routes.adminBlanksCsv(blanksQuery(filters))} />
    </>
  )
}

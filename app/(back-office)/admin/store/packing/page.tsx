import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { queryValue, type SearchParams } from '@/components/account/query'
import { PackingSlips } from '@/components/team-stores/PackingSlips'
import { readStoreBoard } from '@/lib/commerce/team-stores'
import { requireStaff } from '@/lib/commerce/staff/access'
import { isUuid } from '@/lib/format/uuid'

export const metadata: Metadata = { title: 'Packing slips' }

/** The packing slips of a team store shipped to each player, to print: `?id=<store>`. */
export default function PackingSlipsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <Suspense fallback={<p role="status">Loading the packing slips…</p>}>
        <Slips searchParams={searchParams} />
      </Suspense>
    </div>
  )
}

async function Slips({ searchParams }: { searchParams: SearchParams }) {
  const [, query] = await Promise.all([requireStaff(), searchParams])
  const id = queryValue(query.id) ?? ''
  const store = isUuid(id) ? await readStoreBoard(id) : null
  if (!store || store.shipsTo !== 'players') notFound()
  return <PackingSlips store={store} />
}

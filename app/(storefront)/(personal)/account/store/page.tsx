import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { Suspense } from 'react'
import { queryValue } from '@/components/account/query'
import { StoreBoard } from '@/components/team-stores/StoreBoard'
import { PageHeader } from '@/components/ui/PageHeader'
import { changeTeamStoreAction } from '@/lib/actions/team-stores'
import { getCurrentUser } from '@/lib/commerce/session'
import { getFreshOrderWizards } from '@/lib/content'
import { isUuid } from '@/lib/format/uuid'
import { boardContent } from '@/lib/team-stores/describe'
import { readStoreBoardAt } from '@/lib/team-stores/jobs.server'
import { routes } from '@/lib/routes'
import { now } from '@/lib/time/clock'

export const metadata: Metadata = { title: 'Your team store' }

export default function StoreBoardPage({ searchParams }: PageProps<'/account/store'>) {
  return (
    <>
      <PageHeader title="Your team store" trail={[{ label: 'Home', href: routes.home }, { label: 'Account', href: routes.account }, { label: 'Team store' }]} />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
        <Suspense fallback={<p role="status">Loading your store…</p>}>
          <Board searchParams={searchParams} />
        </Suspense>
      </div>
    </>
  )
}

async function Board({ searchParams }: Pick<PageProps<'/account/store'>, 'searchParams'>) {
  const id = queryValue((await searchParams).id) ?? ''
  if (!(await getCurrentUser())) redirect(routes.signIn(routes.teamStoreBoard(id)))
  const at = now()
  const store = isUuid(id) ? await readStoreBoardAt(id, at) : null
  if (!store) notFound()
  return <StoreBoard store={store} now={at} action={changeTeamStoreAction} viewer="manager" {...boardContent(await getFreshOrderWizards(), store)} />
}

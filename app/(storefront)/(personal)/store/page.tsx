import type { Metadata } from 'next'
import { queryValue } from '@/components/account/query'
import { Suspense } from 'react'
import { StoreEntryForm } from '@/components/team-stores/StoreEntryForm'
import { StoreNotice } from '@/components/team-stores/StoreNotice'
import { StoreSummary } from '@/components/team-stores/StoreSummary'
import { PageHeader } from '@/components/ui/PageHeader'
import { enterTeamStoreAction } from '@/lib/actions/team-stores'
import { readStoreByLink, takenNumbers } from '@/lib/commerce/team-stores'
import { getOrderWizards } from '@/lib/content'
import { TEAM_STORE_ERRORS } from '@/lib/errors/catalogue'
import { optionDescriptions } from '@/lib/team-stores/items'
import { routes } from '@/lib/routes'
import { now } from '@/lib/time/clock'

// The link is the store's key: it must not leave in a Referer to another site.
export const metadata: Metadata = { title: 'Team store', referrer: 'no-referrer' }

// The link's token travels in the query, as every entry's id does: a path segment unknown at build time would make the whole page wait.
export default function TeamStorePage({ searchParams }: PageProps<'/store'>) {
  return (
    <>
      <PageHeader title="Team store" trail={[{ label: 'Home', href: routes.home }, { label: 'Team store' }]} />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
        <Suspense fallback={<p role="status">Loading the team store…</p>}>
          <Store searchParams={searchParams} />
        </Suspense>
      </div>
    </>
  )
}

async function Store({ searchParams }: Pick<PageProps<'/store'>, 'searchParams'>) {
  const token = queryValue((await searchParams).s) ?? ''
  const store = await readStoreByLink(token)
  if (!store) {
    return <StoreNotice>{TEAM_STORE_ERRORS.notFound}</StoreNotice>
  }
  const at = now()
  const open = store.status === 'open' && store.closesAt > at
  const { terms, products } = await getOrderWizards()
  return (
    <>
      <StoreSummary store={store} now={at} standardOrderDays={terms?.standardOrderDays ?? 0} mockupHref={routes.storeMockup({ link: token })} />
      {open ? (
        <section aria-labelledby="entry-title" className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
          <h2 id="entry-title" className="font-display mb-5 text-xl font-semibold text-navy-900 uppercase">
            Your order
          </h2>
          <StoreEntryForm
            action={enterTeamStoreAction}
            linkToken={token}
            teamName={store.teamName}
            primaryColor={store.design.primaryColor}
            secondaryColor={store.design.secondaryColor}
            items={store.items}
            optionNotes={optionDescriptions(store.items, products)}
            shipsTo={store.shipsTo}
            playerShippingCents={store.playerShippingCents}
            takenNumbers={await takenNumbers(token, at)}
          />
        </section>
      ) : (
        <StoreNotice>{TEAM_STORE_ERRORS.closed}</StoreNotice>
      )}
    </>
  )
}

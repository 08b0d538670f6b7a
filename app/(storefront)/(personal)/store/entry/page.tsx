import type { Metadata } from 'next'
import Link from 'next/link'
import { Fragment, Suspense } from 'react'
import { queryValue } from '@/components/account/query'
import { ShipmentLine } from '@/components/orders/ShipmentLine'
import { OwnEntryForm } from '@/components/team-stores/OwnEntryForm'
import { StoreNotice } from '@/components/team-stores/StoreNotice'
import { StoreSummary } from '@/components/team-stores/StoreSummary'
import { PageHeader } from '@/components/ui/PageHeader'
import { Price } from '@/components/ui/Price'
import { changeOwnEntryAction } from '@/lib/actions/team-stores'
import { readEntryByToken } from '@/lib/commerce/team-stores'
import { getOrderWizards } from '@/lib/content'
import { TEAM_STORE_ERRORS } from '@/lib/errors/catalogue'
import { addressLine } from '@/lib/checkout/address'
import { routes } from '@/lib/routes'
import { takenItems } from '@/lib/team-stores/items'
import { now } from '@/lib/time/clock'

// The link is the entry's key: it must not leave in a Referer to another site.
export const metadata: Metadata = { title: 'Your team store entry', referrer: 'no-referrer' }

const STATUS_WORDS = {
  paid: 'Paid: your number is yours.',
  held: 'Your payment is on its way: this page says so once it is recorded.',
  lapsed: 'Not paid: the store kept your number for 30 minutes only.',
  removed: 'Removed by your team manager: your payment is refunded.',
} as const

export default function TeamStoreEntryPage({ searchParams }: PageProps<'/store/entry'>) {
  return (
    <>
      <PageHeader title="Your team store entry" trail={[{ label: 'Home', href: routes.home }, { label: 'Team store entry' }]} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
        <Suspense fallback={<p role="status">Loading your entry…</p>}>
          <Entry searchParams={searchParams} />
        </Suspense>
      </div>
    </>
  )
}

async function Entry({ searchParams }: Pick<PageProps<'/store/entry'>, 'searchParams'>) {
  const token = queryValue((await searchParams).e) ?? ''
  const entry = await readEntryByToken(token)
  if (!entry) {
    return <StoreNotice>{TEAM_STORE_ERRORS.notFound}</StoreNotice>
  }
  const at = now()
  const changeable = entry.store.status === 'open' && entry.store.closesAt > at && (entry.status === 'paid' || entry.status === 'held')
  const { items } = entry.store
  const { terms } = await getOrderWizards()
  return (
    <>
      <StoreSummary store={entry.store} now={at} standardOrderDays={terms?.standardOrderDays ?? 0} mockupHref={routes.storeMockup({ entry: token })} />
      <section aria-labelledby="own-entry-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="own-entry-title" className="font-display text-xl font-semibold text-navy-900 uppercase">
          Your entry
        </h2>
        <p role="status" className="font-semibold text-navy-900" data-testid="entry-status">
          {STATUS_WORDS[entry.status]}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-slate-700">
          <dt>Nameplate</dt>
          <dd>{entry.player.name}</dd>
          <dt>Number</dt>
          <dd>{entry.player.number}</dd>
          {takenItems(items, entry.lines).map(({ item, text }) => (
            <Fragment key={item.id}>
              <dt>{item.productName}</dt>
              <dd>{text}</dd>
            </Fragment>
          ))}
          {entry.delivery && (
            <>
              <dt>Ships to</dt>
              <dd>{addressLine(entry.delivery)}</dd>
              <dt>Shipping</dt>
              <dd>
                <Price cents={entry.store.playerShippingCents} />
              </dd>
            </>
          )}
          <dt>Paid</dt>
          <dd>
            <Price cents={entry.status === 'paid' ? entry.amountCents : 0} />
          </dd>
        </dl>
        {entry.parcel && (
          <div className="text-slate-700" data-testid="entry-parcel">
            <h3 className="font-semibold text-navy-800">Your kit is on its way</h3>
            <ShipmentLine shipment={entry.parcel} reference="your kit" />
          </div>
        )}
        {changeable ? (
          <OwnEntryForm action={changeOwnEntryAction} token={token} player={entry.player} items={items} lines={entry.lines} delivery={entry.delivery} />
        ) : (
          <p className="text-slate-700">
            This entry can no longer be changed. Please contact your team manager
            {entry.delivery && !entry.parcel && entry.status === 'paid' && (
              <>
                , or{' '}
                <Link href={routes.contact} className="font-semibold text-sky-700 underline">
                  contact us
                </Link>{' '}
                to send your parcel to another address before it ships
              </>
            )}
            .
          </p>
        )}
        {entry.status === 'lapsed' && entry.store.status === 'open' && (
          <Link href={routes.teamStore(entry.store.linkToken)} className="inline-block font-semibold text-sky-700 underline">
            Order again
          </Link>
        )}
      </section>
    </>
  )
}

import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { Suspense } from 'react'
import { queryValue } from '@/components/account/query'
import { OpenStoreForm } from '@/components/team-stores/OpenStoreForm'
import { PageHeader } from '@/components/ui/PageHeader'
import { openTeamStoreAction } from '@/lib/actions/team-stores'
import { getProfile } from '@/lib/commerce/account'
import { readStoreStartingPoint } from '@/lib/commerce/team-stores'
import { getFreshOrderWizards } from '@/lib/content'
import { requestRefOf } from '@/lib/orders/request-ref'
import { routes } from '@/lib/routes'
import { shopDay, TEAM_STORE_LIMITS } from '@/lib/team-stores/rules'
import { now } from '@/lib/time/clock'
import { describeItem } from '@/lib/team-stores/describe'
import { playerShippingCents } from '@/lib/team-stores/delivery'

export const metadata: Metadata = { title: 'Open a team store' }

export default function OpenTeamStorePage({ searchParams }: PageProps<'/account/stores/new'>) {
  return (
    <>
      <PageHeader title="Open a team store" trail={[{ label: 'Home', href: routes.home }, { label: 'Account', href: routes.account }, { label: 'Open a team store' }]} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
        <p className="text-slate-700">
          Share one link with your players: each enters their own nameplate, number and size and pays their share by card before the closing day. At closing we make one order of every paid
          entry, or refund everyone if too few ordered.
        </p>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <NewStore searchParams={searchParams} />
        </Suspense>
      </div>
    </>
  )
}

const dayAfter = (days: number, from: Date) => shopDay(new Date(from.getTime() + days * 86_400_000))

async function NewStore({ searchParams }: Pick<PageProps<'/account/stores/new'>, 'searchParams'>) {
  const query = await searchParams
  const slug = queryValue(query.product) ?? ''
  const fromRef = requestRefOf(queryValue(query.kind), queryValue(query.id))
  const profile = await getProfile()
  if (!profile) redirect(routes.signIn(routes.openTeamStore(slug, fromRef)))
  // As published now: the prices shown here are the ones opening the store fixes.
  const content = await getFreshOrderWizards()
  const described = describeItem(slug, content)
  if (!described.ok) notFound()
  // One of the manager's own orders of this product, to start from; another's, or another product's, is not offered.
  const starting = fromRef && (await readStoreStartingPoint(fromRef))
  if (fromRef && (!starting || starting.productSlug !== slug)) notFound()
  const at = now()
  return (
    <OpenStoreForm
      action={openTeamStoreAction}
      item={described.item}
      playerShippingCents={playerShippingCents(content)}
      standardOrderDays={content.terms?.standardOrderDays ?? 0}
      contact={{ name: `${profile.firstName} ${profile.lastName}`.trim(), email: profile.email }}
      closingDays={{ earliest: dayAfter(TEAM_STORE_LIMITS.minDaysOpen, at), latest: dayAfter(TEAM_STORE_LIMITS.maxDaysOpen, at) }}
      from={
        fromRef && starting
          ? {
              ...fromRef,
              reference: starting.reference,
              teamName: starting.teamName,
              primaryColor: starting.design?.primaryColor,
              secondaryColor: starting.design?.secondaryColor,
              designNotes: starting.design?.designNotes,
              hasLogo: starting.logoPath !== null,
              hasMockup: starting.mockupId !== null,
            }
          : undefined
      }
    />
  )
}

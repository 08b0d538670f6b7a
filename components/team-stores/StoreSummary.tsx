import Link from 'next/link'
import { Price } from '@/components/ui/Price'
import type { PublicStore } from '@/lib/commerce/team-stores'
import { routes } from '@/lib/routes'
import { describeTimeLeft, formatClosingDay, goesAheadRule, shipsAbout, timeLeft } from '@/lib/team-stores/rules'
import { ApprovedMockup } from './ApprovedMockup'
import { ItemPrice } from './ItemPrice'
import { StoreSection } from './StoreSection'

/**
 * What a store's link shows first: the team, what the store offers at what price, the countdown to
 * closing, and the design the team approved (`mockupHref`: where its file is, for this reader).
 */
export function StoreSummary({ store, now, standardOrderDays, mockupHref }: { store: PublicStore; now: Date; standardOrderDays: number; mockupHref: string | null }) {
  const several = store.items.length > 1
  const ships = shipsAbout(store, standardOrderDays)
  return (
    <StoreSection id="store-title" lead spacing="space-y-3" heading={<>{store.teamName}: {store.productName}</>}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-slate-700">
        <dt>{several ? 'Your prices' : 'Your price'}</dt>
        <dd>
          <ul className="space-y-1" aria-label="What the store offers">
            {store.items.map((item) => (
              <li key={item.id} data-testid="store-price">
                {several && <>{item.productName}: </>}
                <ItemPrice item={item} />
                {item.markupCents > 0 && (
                  <span className="text-sm text-slate-600">
                    {' '}
                    (includes <Price cents={item.markupCents} /> for the team’s fundraising)
                  </span>
                )}
                {!item.required && <span className="text-sm text-slate-600"> · optional</span>}
              </li>
            ))}
          </ul>
        </dd>
        <dt>Delivery</dt>
        <dd data-testid="store-delivery">
          {store.shipsTo === 'players' ? (
            <>
              To your address: <Price cents={store.playerShippingCents} /> shipping
            </>
          ) : (
            'With the team’s order, to your team manager'
          )}
        </dd>
        <dt>Closes</dt>
        <dd>
          At the end of {formatClosingDay(store.closesAt)} · <strong data-testid="store-countdown">{describeTimeLeft(timeLeft(store.closesAt, now))}</strong>
        </dd>
        {ships && (
          <>
            <dt>Ships</dt>
            <dd data-testid="store-ships">{ships}</dd>
          </>
        )}
      </dl>
      <p className="text-slate-700" data-testid="store-minimum">
        {goesAheadRule(store.minPlayers)}
      </p>
      {store.design.designNotes && <p className="text-slate-700">{store.design.designNotes}</p>}
      {store.mockup && mockupHref && <ApprovedMockup mockup={store.mockup} href={mockupHref} />}
      <p className="text-sm text-slate-600">
        Not sure of your size?{' '}
        <Link href={routes.sizingGuide} className="font-semibold text-sky-700 underline" target="_blank">
          See the sizing guide (opens in a new tab)
        </Link>
        .
      </p>
    </StoreSection>
  )
}

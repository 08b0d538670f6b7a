import Link from 'next/link'
import { Price } from '@/components/ui/Price'
import type { StoreBoard as Board } from '@/lib/commerce/team-stores'
import { countOf } from '@/lib/format/text'
import type { FormAction } from '@/lib/forms/form-state'
import { routes } from '@/lib/routes'
import { siteUrl } from '@/lib/seo/site-url'
import { boardTotals } from '@/lib/team-stores/board'
import type { FillInField, StoreChangeField } from '@/lib/team-stores/fields'
import { ENTRY_STATUS_LABELS, STORE_STATUS_LABELS, type StoreStatus } from '@/lib/team-stores/statuses'
import { addressLine } from '@/lib/checkout/address'
import { shipsToText } from '@/lib/team-stores/delivery'
import type { DescribedItem } from '@/lib/team-stores/describe'
import { kitLine } from '@/lib/team-stores/items'
import { parcelProgress } from '@/lib/team-stores/parcels'
import { formatDayOf } from '@/lib/format/dates'
import { describeTimeLeft, formatClosingDay, shipsAbout, timeLeft } from '@/lib/team-stores/rules'
import { ApprovedMockup } from './ApprovedMockup'
import { ShareLink } from './ShareLink'
import { StoreLinkQr } from './StoreLinkQr'
import { EntryRefunds } from './EntryRefunds'
import { StoreChangeForm } from './StoreChangeForm'
import { StoreFillIns } from './StoreFillIns'
import { StoreInvites } from './StoreInvites'
import { StoreItems } from './StoreItems'
import { StoreParcels, type ParcelActions } from './StoreParcels'
import { StoreSection } from './StoreSection'

type Props = {
  store: Board
  now: Date
  action: FormAction<StoreChangeField, { action: string; storeStatus: StoreStatus | null; count: number | null }>
  /** Whose board: the manager's, in their account, or staff's, in the back office (who may also accept a store below its minimum). */
  viewer: 'manager' | 'staff'
  /** Staff's, for late players once the store became its order. */
  fillInAction?: FormAction<FillInField, { reference: string; players: number }>
  /** What each late player costs on top of the store's price (the shop's, from the content). */
  lateSurchargeCents: number
  /** The shop's standard lead time, in days after closing (the content's). */
  standardOrderDays: number
  /** The products the store can add while open, as the content prices them now. */
  addable: readonly DescribedItem[]
  /** Staff's, for the parcels of a store shipped to each player once it became its orders. */
  parcelActions?: ParcelActions
}

/** A store's board for its manager (and staff): the link to share, who ordered what, the money, the sizes, and the store's controls. */
export function StoreBoard({ store, now, action, viewer, fillInAction, lateSurchargeCents, standardOrderDays, addable, parcelActions }: Props) {
  const totals = boardTotals(store.entries, store)
  const open = store.status === 'open'
  const entries = store.entries.filter((entry) => entry.status !== 'lapsed')
  // Each player's parcel, for staff to ship: the manager's board has no addresses (Row Level Security).
  const parcels = viewer === 'staff' && store.shipsTo === 'players'
  const shipping = store.shipsTo === 'players' && store.status === 'ordered' ? parcelProgress(store.entries) : null
  const ships = shipsAbout(store, standardOrderDays)
  return (
    <>
      <StoreSection id="board-title" lead heading={<>{store.teamName}: {store.productName} <span className="font-mono text-base">{store.reference}</span></>}>
        <p className="font-semibold text-navy-900" data-testid="store-status">
          {STORE_STATUS_LABELS[store.status]}
        </p>
        {open &&
          (store.linkEnabled ? (
            <>
              <ShareLink path={routes.teamStore(store.linkToken)} />
              <StoreLinkQr url={`${siteUrl}${routes.teamStore(store.linkToken)}`} />
            </>
          ) : (
            <p className="font-semibold text-amber-800" data-testid="store-link-off">
              The store’s link is turned off: players who open it read that it is not open.
            </p>
          ))}
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-slate-700">
          <dt>Delivery</dt>
          <dd data-testid="store-delivery">{store.shipsTo === 'players' ? shipsToText(store) : `To ${addressLine(store.delivery)}`}</dd>
          <dt>Closes</dt>
          <dd>
            At the end of {formatClosingDay(store.closesAt)}
            {open && <> · {describeTimeLeft(timeLeft(store.closesAt, now))}</>}
          </dd>
          {ships && (
            <>
              <dt>Ships</dt>
              <dd data-testid="store-ships">{ships}</dd>
            </>
          )}
          <dt>Players paid</dt>
          <dd data-testid="store-paid-players">
            {totals.paidPlayers} of at least {store.minPlayers}
            {open && totals.playersShort > 0 && <> ({totals.playersShort} more needed)</>}
            {totals.payingPlayers > 0 && <> · {totals.payingPlayers} paying now</>}
          </dd>
          <dt>Collected</dt>
          <dd>
            <Price cents={totals.collectedCents} />
            {store.items.some((item) => item.markupCents > 0) && (
              <>
                {' '}
                (the team’s mark-up: <Price cents={totals.markupEarnedCents} />)
              </>
            )}
          </dd>
          {shipping && (
            <>
              <dt>Parcels</dt>
              <dd data-testid="store-parcels">
                {shipping.shipped} of {shipping.total} shipped
              </dd>
            </>
          )}
          {store.orders.length > 0 && (
            <>
              <dt>{store.orders.length === 1 ? 'Order' : 'Orders'}</dt>
              <dd>
                {viewer === 'staff' ? (
                  <ul aria-label="The orders it became">
                    {store.orders.map((order) => (
                      <li key={order.id}>
                        <Link href={routes.adminOrder('express', order.id)} className="font-mono font-semibold text-sky-700 underline">
                          {order.reference}
                        </Link>{' '}
                        · {order.productName}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Link href={routes.account} className="font-semibold text-sky-700 underline">
                    In your account’s orders
                  </Link>
                )}
              </dd>
            </>
          )}
        </dl>
        {store.mockup && <ApprovedMockup mockup={store.mockup} href={routes.mockupFile(store.mockup.id)} />}
      </StoreSection>

      <StoreItems store={store} totals={totals} action={action} addable={addable} />

      <StoreSection id="entries-title" spacing="space-y-3" heading="Players">
        {entries.length === 0 ? (
          <p className="text-slate-700">No player has ordered yet. Share the link above with your team.</p>
        ) : (
          // Scrolled sideways on a phone rather than squeezed: an address broken every few letters is unreadable.
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    #
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Nameplate
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Kit
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    E-mail
                  </th>
                  {parcels && (
                    <th scope="col" className="py-2 pr-4">
                      Ships to
                    </th>
                  )}
                  <th scope="col" className="py-2 pr-4">
                    Status
                  </th>
                  {open && (
                    <th scope="col" className="py-2">
                      <span className="sr-only">Remove</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-4 font-mono">{entry.player.number}</td>
                    <td className="py-2 pr-4">{entry.player.name}</td>
                    <td className="py-2 pr-4">
                      {kitLine(store.items, entry.lines)}
                    </td>
                    <td className="py-2 pr-4 break-all">{entry.email}</td>
                    {parcels && <td className="py-2 pr-4">{entry.status === 'paid' && entry.delivery ? addressLine(entry.delivery) : '—'}</td>}
                    <td className="py-2 pr-4">
                      {ENTRY_STATUS_LABELS[entry.status]}
                      {entry.shippedAt && <> · shipped {formatDayOf(entry.shippedAt)}</>}
                      <EntryRefunds entry={entry} action={viewer === 'staff' ? action : null} />
                    </td>
                    {open && (
                      <td className="py-2">
                        {entry.status !== 'removed' && (
                          <StoreChangeForm action={action} change="remove" hidden={{ entryId: entry.id }} label={`Remove ${entry.player.name} (#${entry.player.number})`} short="Remove" />
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
            <a href={routes.teamStorePlayersCsv(store.id)} download className="mt-3 inline-block font-semibold text-sky-700 underline">
              Download the players (CSV)
            </a>
          </div>
        )}
      </StoreSection>

      {open && <StoreInvites store={store} now={now} action={action} />}

      {parcelActions && shipping && <StoreParcels store={store} actions={parcelActions} />}

      {store.status === 'ordered' && <StoreFillIns store={store} viewer={viewer} fillInAction={fillInAction} lateSurchargeCents={lateSurchargeCents} />}

      {open && (
        <StoreSection id="controls-title" spacing="space-y-5" heading="Change the store">
          <StoreChangeForm action={action} change="extend" hidden={{ id: store.id }} label="Move the closing day" />
          <StoreChangeForm action={action} change="minimum" hidden={{ id: store.id }} label="Change the minimum" minPlayers={store.minPlayers} />
          <StoreChangeForm action={action} change="close" hidden={{ id: store.id }} label="Close the store now" />
          {viewer === 'staff' && totals.paidPlayers > 0 && totals.playersShort > 0 && (
            <StoreChangeForm action={action} change="accept" hidden={{ id: store.id }} label={`Close now and make the order with ${countOf(totals.paidPlayers, 'player')}`} />
          )}
          {/* A form of its own for each way (keyed): the board's notice says the link's state once it changed. */}
          <StoreChangeForm
            key={store.linkEnabled ? 'link-off' : 'link-on'}
            action={action}
            change={store.linkEnabled ? 'link-off' : 'link-on'}
            hidden={{ id: store.id }}
            label={store.linkEnabled ? 'Turn the link off' : 'Turn the link on again'}
          />
          <StoreChangeForm action={action} change="cancel" hidden={{ id: store.id }} label="Cancel the store and refund everyone" />
        </StoreSection>
      )}
    </>
  )
}

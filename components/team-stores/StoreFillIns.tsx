import Link from 'next/link'
import { Price } from '@/components/ui/Price'
import type { StoreBoard } from '@/lib/commerce/team-stores'
import { countOf } from '@/lib/format/text'
import type { FormAction } from '@/lib/forms/form-state'
import { paymentDue } from '@/lib/orders/balance'
import { statusLabel } from '@/lib/orders/workflow'
import { routes } from '@/lib/routes'
import { fillInChoice, type FillInField } from '@/lib/team-stores/fields'
import { itemName, itemPrices } from '@/lib/team-stores/items'
import { FillInForm } from './FillInForm'
import { StoreSection } from './StoreSection'

type Props = {
  store: StoreBoard
  viewer: 'manager' | 'staff'
  /** Staff's form for late players; the manager has none. */
  fillInAction?: FormAction<FillInField, { reference: string; players: number }>
  lateSurchargeCents: number
}

/** A store that became its orders: the late players' fill-in orders, each to open (staff) or pay (the manager), and staff's form for more. */
export function StoreFillIns({ store, viewer, fillInAction, lateSurchargeCents }: Props) {
  if (store.fillIns.length === 0 && !fillInAction) return null
  return (
    <StoreSection id="fill-ins-title" heading="Late players">
      <p className="text-slate-700">
        Players who missed the store are made as a fill-in order of one of its items, with the same design and delivery, at the store’s price for it
        {lateSurchargeCents > 0 && (
          <>
            {' '}
            and a late surcharge of <Price cents={lateSurchargeCents} /> a player
          </>
        )}
        {viewer === 'manager' ? ', for you to pay' : ', which the manager pays'}.
      </p>
      {store.fillIns.length > 0 && (
        <ul className="divide-y divide-slate-100" aria-label="Fill-in orders">
          {store.fillIns.map((order) => {
            const due = paymentDue(order.payable)
            return (
              <li key={order.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <span>
                  {viewer === 'staff' ? (
                    <Link href={routes.adminOrder('express', order.id)} className="font-mono font-semibold text-sky-700 underline">
                      {order.reference}
                    </Link>
                  ) : (
                    <span className="font-mono font-semibold">{order.reference}</span>
                  )}{' '}
                  · {order.productName} · {countOf(order.players, 'player')} · <Price cents={order.payable.totalCents} /> · {statusLabel(order.status)}
                </span>
                {due && viewer === 'manager' && (
                  <Link href={routes.payRequest('express', order.id)} className="font-semibold text-sky-700 underline">
                    Pay <Price cents={due.cents} />
                  </Link>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {fillInAction && (
        <FillInForm
          action={fillInAction}
          storeId={store.id}
          items={store.items.flatMap((item) =>
            itemPrices(item).map(({ option, cents }) => ({ id: fillInChoice(item.id, option?.key), name: itemName(item, option), sizeLabel: item.garment?.label ?? null, priceCents: cents + lateSurchargeCents })),
          )}
        />
      )}
    </StoreSection>
  )
}

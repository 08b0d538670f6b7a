import Link from 'next/link'
import { DeliveryForm } from '@/components/admin/DeliveryForm'
import { AddressLines } from '@/components/orders/AddressLines'
import { ShipmentLine } from '@/components/orders/ShipmentLine'
import type { StoreBoard } from '@/lib/commerce/team-stores'
import { countOf } from '@/lib/format/text'
import type { FormAction } from '@/lib/forms/form-state'
import { routes } from '@/lib/routes'
import { kitLine } from '@/lib/team-stores/items'
import { hasParcel, parcelProgress, type AddressCorrectionField, type ParcelField } from '@/lib/team-stores/parcels'
import { ParcelForm } from './ParcelForm'
import { StoreSection } from './StoreSection'

/** Staff's forms for a store's parcels: record one as it goes, correct an address before it does. */
export type ParcelActions = {
  ship: FormAction<ParcelField, { left: number }>
  correct: FormAction<AddressCorrectionField, { corrected: true }>
}

/**
 * Staff's parcels of a store shipped to each player, once it became its orders: each paid player's
 * address and kit, with the packing slips to print, a form to record the parcel as it goes, and
 * one to correct the address until it does.
 */
export function StoreParcels({ store, actions }: { store: StoreBoard; actions: ParcelActions }) {
  const progress = parcelProgress(store.entries)
  return (
    <StoreSection id="parcels-title" heading="Parcels to players">
      <p className="text-slate-700" data-testid="parcel-progress">
        {progress.shipped} of {countOf(progress.total, 'parcel')} shipped. Each of the store’s orders ships with the last parcel holding its item, and its manager is
        e-mailed then.
      </p>
      <Link href={routes.adminPackingSlips(store.id)} className="inline-block font-semibold text-sky-700 underline">
        Print the packing slips
      </Link>
      <ul className="divide-y divide-slate-200" aria-label="Parcels">
        {store.entries.filter(hasParcel).map((entry) => {
          const player = `#${entry.player.number} ${entry.player.name}`
          return (
            <li key={entry.id} aria-label={`Parcel of ${player}`} className="grid gap-4 py-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
              <div className="text-sm text-slate-700">
                <p className="font-semibold text-navy-950">{player}</p>
                <p>
                  {kitLine(store.items, entry.lines)}
                </p>
                {entry.delivery && (
                  <div className="mt-2">
                    <AddressLines address={entry.delivery} />
                  </div>
                )}
              </div>
              <div className="min-w-0">
                {entry.parcel ? (
                  <div className="text-sm text-slate-700">
                    <ShipmentLine shipment={entry.parcel} reference={player} />
                  </div>
                ) : (
                  <>
                    <ParcelForm action={actions.ship} entryId={entry.id} player={player} />
                    <DeliveryForm
                      action={actions.correct}
                      hidden={{ entryId: entry.id }}
                      delivery={entry.delivery}
                      idPrefix={`address-${entry.id}`}
                      label="Correct the address"
                      saved="The address is corrected: the parcel goes there."
                    />
                  </>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </StoreSection>
  )
}

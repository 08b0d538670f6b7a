import 'server-only'
import type { Address } from '@/lib/checkout/address'
import { TEAM_STORE_ERRORS } from '@/lib/errors/catalogue'
import { FieldRejection } from '@/lib/forms/field-rejection'
import type { Shipment } from '@/lib/orders/shipping'
import { PARCEL_MESSAGES } from '@/lib/team-stores/parcels'
import { backendFailure } from '@/lib/commerce/errors'
import { createSessionClient } from '@/lib/commerce/session'

/**
 * A team store's parcels to its players, as the signed-in staff member sends them
 * (20261210000100_team_store_parcels.sql: staff only, a paid player's once the store became its
 * orders, each once): the player is e-mailed theirs, and each order ships with its last parcel.
 */

/** The database's refusals, on the field that shows them; null for any other failure. */
function parcelRefusal(error: { code?: string; hint?: string | null }): FieldRejection | null {
  if (error.hint === 'shipped') return new FieldRejection('entryId', PARCEL_MESSAGES.shipped)
  if (error.hint === 'no_parcel' || error.code === 'P0002') return new FieldRejection('entryId', PARCEL_MESSAGES.noParcel)
  return null
}

/** Records a paid player's parcel; answers how many of the store's parcels are still to ship. */
export async function shipParcel(entryId: string, shipment: Pick<Shipment, 'carrier' | 'trackingNumber'>, now: Date): Promise<number> {
  const { data, error } = await (await createSessionClient()).rpc('ship_team_store_parcel', {
    p_entry_id: entryId,
    p_carrier: shipment.carrier,
    p_tracking_number: shipment.trackingNumber,
    p_now: now.toISOString(),
  })
  if (!error) return data
  throw parcelRefusal(error) ?? backendFailure(error, TEAM_STORE_ERRORS.notChanged)
}

/** Sets where a paid player's parcel goes, until it ships (the player asked the shop). */
export async function correctParcelAddress(entryId: string, delivery: Address): Promise<void> {
  const { error } = await (await createSessionClient()).rpc('correct_team_store_address', { p_entry_id: entryId, p_delivery: delivery })
  if (!error) return
  throw parcelRefusal(error) ?? backendFailure(error, TEAM_STORE_ERRORS.notChanged)
}

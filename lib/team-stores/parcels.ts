// A store shipped to each player goes as a parcel per paid player, recorded by staff as it goes
// (20261210000100_team_store_parcels.sql): the player hears how to follow it, and each of the
// store's orders ships with the last parcel holding its item. Client-safe: the board's forms use it.
import { DELIVERY_FIELDS } from '@/lib/checkout/fields'
import type { EntryStatus } from './statuses'

/** What staff send to record a player's parcel: the entry, the carrier and its tracking number. */
export const PARCEL_FIELDS = ['entryId', 'carrier', 'trackingNumber'] as const
export type ParcelField = (typeof PARCEL_FIELDS)[number]

/** What staff send to correct where a player's parcel goes, before it ships. */
export const ADDRESS_CORRECTION_FIELDS = ['entryId', ...DELIVERY_FIELDS] as const
export type AddressCorrectionField = (typeof ADDRESS_CORRECTION_FIELDS)[number]

export const PARCEL_MESSAGES = {
  reload: 'This player could not be identified. Reload the page.',
  noParcel: 'Only a paid player of a store shipped to each player has a parcel: reload the page to see the store as it is now.',
  shipped: 'This player’s parcel has shipped already, so its address stays as it went.',
  wholeOrder: 'This order ships as a parcel to each player: record each player’s parcel on the store’s board, and the order ships with the last one.',
} as const

type Parcelled = { status: EntryStatus; shippedAt: Date | null }

/** A parcel goes to each paid player. */
export const hasParcel = (entry: Parcelled) => entry.status === 'paid'

/** How far a store's parcels have gone: how many shipped of the paid players'. */
export function parcelProgress(entries: readonly Parcelled[]): { shipped: number; total: number } {
  const parcels = entries.filter(hasParcel)
  return { shipped: parcels.filter((entry) => entry.shippedAt !== null).length, total: parcels.length }
}

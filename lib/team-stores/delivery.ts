// Where a team store's kit goes: one delivery to its manager (the default), or a parcel to each
// player's address, each player paying the shop's shipping price for theirs (site settings in the
// Studio, fixed on the store when it opens). The database holds the same rule
// (public.team_store_entry_address, 20261209000200_team_store_player_shipping.sql).
import { addressErrors, tidyAddress, type Address } from '@/lib/checkout/address'
import { ADDRESS_KEYS, addressFieldName, type AddressInput, type AddressKey } from '@/lib/checkout/fields'
import { formatMoney } from '@/lib/format/money'

export const SHIPS_TO = ['manager', 'players'] as const
export type ShipsTo = (typeof SHIPS_TO)[number]

/** What a player pays for their own parcel: the shop's price in the published site settings; none (not offered) when it is missing. */
export const playerShippingCents = (content: { terms: { playerShippingCents: number | null } | null }) => content.terms?.playerShippingCents ?? 0

export const DELIVERY_MESSAGES = {
  choose: 'Please choose where the kit goes',
  notOffered: 'Shipping to each player is not offered at the moment: please choose one delivery to you',
} as const

/** How the opening form, the board and the e-mails say where the kit goes. */
export function shipsToText(store: { shipsTo: ShipsTo; playerShippingCents: number }): string {
  return store.shipsTo === 'players' ? `To each player’s address, ${formatMoney(store.playerShippingCents)} shipping paid by each player` : 'To the team manager, in one delivery'
}

type DeliveryError = Partial<Record<`delivery.${AddressKey}`, string>>

/**
 * An entry's address as the player typed it: theirs, checked and tidied, when the store ships to
 * players, or what is wrong with it by field; none when the store ships to its manager.
 */
export function entryDelivery(shipsTo: ShipsTo, typed: Partial<Record<string, string>>): { delivery: Address | null } | { errors: DeliveryError } {
  if (shipsTo === 'manager') return { delivery: null }
  const address = Object.fromEntries(ADDRESS_KEYS.map((key) => [key, typed[key] ?? ''])) as AddressInput
  const problems = addressErrors(address)
  if (Object.keys(problems).length === 0) return { delivery: tidyAddress(address) }
  return { errors: Object.fromEntries(Object.entries(problems).map(([key, message]) => [addressFieldName('delivery', key as AddressKey), message])) }
}

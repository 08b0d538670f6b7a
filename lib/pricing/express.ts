import { depositCents } from './deposit'

/** How a team pays for an express order: a deposit now and the balance before shipping, or all at once. */
export type PaymentType = 'deposit' | 'full'

/**
 * Whether a product is sold at a price per player, as express orders and team stores sell it: staff
 * gave it an express price in the Studio (a missing or zero price offers neither).
 */
export const hasExpressPrice = (product: { expressPricePerPlayerCents: number | null }) => (product.expressPricePerPlayerCents ?? 0) > 0

/** What an express order costs, in integer cents, and what is due when it is placed. */
export type ExpressTotals = {
  playerCount: number
  pricePerPlayerCents: number
  subtotalCents: number
  depositCents: number
  amountDueCents: number
}

/**
 * An express order's price: one price per player (site settings), a deposit of a share of the
 * subtotal rounded up to a whole dollar, and what is due now for the payment type chosen.
 */
export function expressTotals(input: { playerCount: number; pricePerPlayerCents: number; depositPercent: number; paymentType: PaymentType }): ExpressTotals {
  const { playerCount, pricePerPlayerCents, depositPercent, paymentType } = input
  const subtotalCents = playerCount * pricePerPlayerCents
  const deposit = depositCents(subtotalCents, depositPercent)
  return {
    playerCount,
    pricePerPlayerCents,
    subtotalCents,
    depositCents: deposit,
    amountDueCents: paymentType === 'deposit' ? deposit : subtotalCents,
  }
}

/** An option of a product as a team store offers it: its key in the content, its name and the shop's price for one. */
export type ExpressOption = { key: string; name: string; priceCents: number }

/** The fewest a player pays for an option, whatever its difference from the first. */
const MIN_OPTION_CENTS = 100

/**
 * A product's options as a store sells them, player by player: its express price buys its first
 * option (the content lists the product itself first, as CHEL Game Jersey), and each other option
 * costs its difference from the first on the product page on top (CHEL Enhanced $10 more, CHEL
 * Youth $10 less), at least a dollar. None for a product with fewer than two: nothing to choose.
 */
export function expressOptions(product: { expressPricePerPlayerCents: number; options: readonly { _key: string; name: string; priceCents: number }[] | null }): ExpressOption[] {
  const options = product.options ?? []
  if (options.length < 2) return []
  const firstCents = options[0]!.priceCents
  return options.map((option) => ({ key: option._key, name: option.name, priceCents: Math.max(MIN_OPTION_CENTS, product.expressPricePerPlayerCents + option.priceCents - firstCents) }))
}

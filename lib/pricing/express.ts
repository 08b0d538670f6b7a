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

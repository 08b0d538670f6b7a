/**
 * The smallest card charge the payment provider takes (Stripe's minimum for US dollars). A rule of
 * the provider, not of the shop, kept beside the deposit's so the two are read together: the
 * payment layer starts no smaller payment, and the database refuses a quote's deposit below it
 * (quote_requests_priced), so no deposit is ever asked that no card could pay.
 */
export const MIN_CHARGE_CENTS = 50

/**
 * The least deposit the shop asks: a dollar, as a share rounded up to whole dollars always is
 * (only an amount smaller than that asks its whole). Above MIN_CHARGE_CENTS, so every deposit can
 * be charged by card.
 */
export const MIN_DEPOSIT_CENTS = 100

/**
 * The deposit on an amount: the published share of it (site settings: the spec's 30 %), rounded up
 * to a whole dollar, at least MIN_DEPOSIT_CENTS and never more than the amount. One rule for
 * express orders and accepted quotes.
 */
export function depositCents(amountCents: number, depositPercent: number): number {
  // Integer ceiling of amount × percent ÷ 100, in whole dollars (10 000 = 100 % × 100 cents).
  const share = Math.ceil((amountCents * depositPercent) / 10_000) * 100
  return Math.min(Math.max(share, MIN_DEPOSIT_CENTS), amountCents)
}

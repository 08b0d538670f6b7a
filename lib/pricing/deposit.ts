/**
 * The deposit on an amount: the published share of it (site settings), rounded up to a whole
 * dollar and never more than the amount. One rule for express orders and accepted quotes.
 */
export function depositCents(amountCents: number, depositPercent: number): number {
  // Integer ceiling of amount × percent ÷ 100, in whole dollars (10 000 = 100 % × 100 cents).
  return Math.min(Math.ceil((amountCents * depositPercent) / 10_000) * 100, amountCents)
}

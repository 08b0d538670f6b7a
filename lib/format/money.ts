const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** "$100" for whole amounts, "$19.99" otherwise; with an optional unit such as "/jersey". */
export function formatPrice(amount: number, unit?: string | null): string {
  const text = Number.isInteger(amount) ? wholeDollars.format(amount) : dollars.format(amount)
  return unit ? `${text}${unit}` : text
}

/** Always two decimals, for totals and amounts due ("$1,950.00"). */
export function formatAmount(amount: number): string {
  return dollars.format(amount)
}

/** Cents, as the shop stores money, shown like formatAmount: 199900 → "$1,999.00". */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100)
}

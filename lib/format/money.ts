const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

export type MoneyFormat = {
  /** Whole dollars without ".00", as catalogue prices read ("$100", "$19.99"); otherwise always cents, as totals do ("$1,950.00"). */
  short?: boolean
  /** What the price is for, written after it: "/jersey". */
  unit?: string | null
}

/** The shop's one way of writing money, which it holds as integer cents: 195000 → "$1,950.00". */
export function formatMoney(cents: number, { short = false, unit }: MoneyFormat = {}): string {
  const text = (short && cents % 100 === 0 ? wholeDollars : withCents).format(cents / 100)
  return unit ? `${text}${unit}` : text
}

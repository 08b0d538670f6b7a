import { DELIVERY_FIELDS } from '@/lib/checkout/fields'
import { depositCents, MIN_DEPOSIT_CENTS } from '@/lib/pricing/deposit'

/**
 * A quote as staff price it (public.price_quote): lines with quantities and prices, an optional rush
 * fee, and the deposit that the published terms ask once the customer accepts. The bounds are the
 * database's own; the pricing form and its schema (./quote.schema) read them from here.
 */

export type QuoteLine = { description: string; quantity: number; unitPriceCents: number }

export const QUOTE_LIMITS = {
  lines: 50,
  description: 200,
  quantity: 100_000,
  unitPriceCents: 10_000_000,
  rushFeeCents: 10_000_000,
  /** The smallest deposit at least (so a quote asks a deposit of a dollar or more), $10,000,000 at most. */
  minTotalCents: MIN_DEPOSIT_CENTS,
  maxTotalCents: 1_000_000_000,
} as const

/** The fields of the pricing form: the request, the status its page showed, each line's three, the rush fee and a note. */
export const QUOTE_LINE_PARTS = ['description', 'quantity', 'unitPrice'] as const
export const quoteLineField = (index: number, part: (typeof QUOTE_LINE_PARTS)[number]) => `lines.${index}.${part}` as const
export const QUOTE_PRICING_FIELDS = [
  'id',
  'from',
  ...Array.from({ length: QUOTE_LIMITS.lines }, (_, index) => QUOTE_LINE_PARTS.map((part) => quoteLineField(index, part))).flat(),
  'rushFee',
  'noteToCustomer',
] as const
export type QuotePricingField = (typeof QUOTE_PRICING_FIELDS)[number]

/** What one line of a quote comes to. */
export const lineCents = (line: QuoteLine) => line.quantity * line.unitPriceCents

/** A quote's total: its lines summed, the rush fee added (as public.price_quote works it out). */
export const quoteTotalCents = (lines: readonly QuoteLine[], rushFeeCents: number) => lines.reduce((sum, line) => sum + lineCents(line), 0) + rushFeeCents

/** A quote's total and the deposit on it (the published share, a dollar at least, at most the total). */
export function quoteTotals(lines: readonly QuoteLine[], rushFeeCents: number, depositPercent: number) {
  const totalCents = quoteTotalCents(lines, rushFeeCents)
  return { totalCents, depositCents: depositCents(totalCents, depositPercent) }
}

/** A quote as staff priced it (and the customer reads it): null until the request is first priced. */
export type PricedQuote = {
  lines: QuoteLine[]
  rushFeeCents: number
  /** What roster changes after acceptance moved the price by, up or down (public.change_roster): the total includes it. */
  rosterAdjustmentCents: number
  totalCents: number
  depositCents: number
  /** When it was last priced: the customer accepts the quote as priced then. */
  quotedAt: string
  acceptedAt: string | null
}

/** The customer's acceptance: which request, and the pricing they saw. */
export const QUOTE_ACCEPT_FIELDS = ['id', 'quotedAt', ...DELIVERY_FIELDS] as const

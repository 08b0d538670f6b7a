import 'server-only'
import { QUOTE_ACCEPT_MESSAGES } from '@/lib/errors/catalogue'
import { FieldRejection } from '@/lib/forms/field-rejection'
import type { Address } from '@/lib/checkout/address'
import type { PricedQuote } from '@/lib/orders/quote'
import { backendFailure } from './errors'
import { createSessionClient } from './session'

/** The columns of a quote request that make its quote, with its lines, for a select (staff's or the customer's). */
export const QUOTE_COLUMNS = 'rush_fee_cents, roster_adjustment_cents, total_cents, deposit_cents, quoted_at, accepted_at, quote_lines(position, description, quantity, unit_price_cents)'

type QuoteRow = {
  rush_fee_cents: number | null
  roster_adjustment_cents: number
  total_cents: number | null
  deposit_cents: number | null
  quoted_at: string | null
  accepted_at: string | null
  quote_lines: { position: number; description: string; quantity: number; unit_price_cents: number }[]
}

/** A quote request's quote as read with QUOTE_COLUMNS, its lines in order; null until it is priced. */
export function pricedQuoteOf(row: QuoteRow): PricedQuote | null {
  if (row.quoted_at === null || row.total_cents === null || row.deposit_cents === null) return null
  return {
    lines: [...row.quote_lines].sort((a, b) => a.position - b.position).map((line) => ({ description: line.description, quantity: line.quantity, unitPriceCents: line.unit_price_cents })),
    rushFeeCents: row.rush_fee_cents ?? 0,
    rosterAdjustmentCents: row.roster_adjustment_cents,
    totalCents: row.total_cents,
    depositCents: row.deposit_cents,
    quotedAt: row.quoted_at,
    acceptedAt: row.accepted_at,
  }
}

/**
 * The signed-in customer accepts their quote as priced when they saw it (public.accept_quote, which
 * refuses anyone else's, a quote no longer open, and one revised since), to be sent to `delivery`:
 * it then awaits the deposit. Staff record a guest's acceptance the same way.
 */
export async function acceptQuote(id: string, quotedAt: string, delivery: Address): Promise<void> {
  const supabase = await createSessionClient()
  const { error } = await supabase.rpc('accept_quote', { p_id: id, p_quoted_at: quotedAt, p_delivery: delivery })
  if (!error) return
  if (error.hint === 'stale') throw new FieldRejection('quotedAt', QUOTE_ACCEPT_MESSAGES.revised)
  if (error.hint === 'transition' || error.code === 'P0002') throw new FieldRejection('quotedAt', QUOTE_ACCEPT_MESSAGES.notOpen)
  throw backendFailure(error, QUOTE_ACCEPT_MESSAGES.notAccepted)
}

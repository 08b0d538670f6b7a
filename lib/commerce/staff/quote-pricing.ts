import 'server-only'
import { getFreshSiteSettings } from '@/lib/content'
import { BackendError } from '@/lib/errors/backend'
import { BACK_OFFICE_MESSAGES } from '@/lib/errors/catalogue'
import { FieldRejection } from '@/lib/forms/field-rejection'
import { quoteTotals } from '@/lib/orders/quote'
import type { QuotePricing } from '@/lib/orders/quote.schema'
import { backendFailure } from '@/lib/commerce/errors'
import { createSessionClient } from '@/lib/commerce/session'

/**
 * Prices a quote request, or revises its quote, as the signed-in staff member (public.price_quote,
 * which checks the role and the status, stores the lines, works out the total and writes the
 * history and the customer's e-mail). The deposit is the published terms' share of the total, read
 * fresh: never a figure from the form. Returns the total and the deposit.
 */
export async function priceQuote({ id, from, lines, rushFeeCents, noteToCustomer }: QuotePricing): Promise<{ totalCents: number; depositCents: number }> {
  const terms = await getFreshSiteSettings()
  if (typeof terms?.depositPercent !== 'number') throw new BackendError(BACK_OFFICE_MESSAGES.noDepositTerms)
  const { depositCents } = quoteTotals(lines, rushFeeCents, terms.depositPercent)
  const supabase = await createSessionClient()
  const { data, error } = await supabase
    .rpc('price_quote', { p_id: id, p_from: from, p_lines: lines, p_rush_fee_cents: rushFeeCents, p_deposit_cents: depositCents, p_note: noteToCustomer })
    .single()
  if (!error) return { totalCents: data.total_cents, depositCents: data.deposit_cents }
  if (error.hint === 'transition' || error.hint === 'stale') throw new FieldRejection('noteToCustomer', BACK_OFFICE_MESSAGES.quoteNotPricedNow)
  throw backendFailure(error, BACK_OFFICE_MESSAGES.quoteNotSaved)
}

import { randomUUID } from 'node:crypto'
import type { TablesInsert } from '@/lib/commerce/database.types'
import { expressTotals, type PaymentType } from '@/lib/pricing/express'
import { seedDocument } from './seed'

/**
 * Rows the database tests store straight with the service role, as the wizards' functions would
 * have stored them: one player, a design from a template, and a request for one Pro jersey.
 */

/** A player of a stored roster, one size for every garment. */
export const player = (name: string, number: string, size = 'L', captainPatch = '') => ({ name, number, jerseySize: size, socksSize: size, pantShellSize: size, captainPatch })

export const rosterPlayer = player('Jo', '9', 'L', 'C')

/** A design chosen from a template, as the quote wizard stores it. */
export const design = {
  templateId: 'template-stripes', templateName: 'Stripes', primaryColor: '#003360', secondaryColor: '#00A0DF', collarStyle: 'v-neck',
  collarName: 'V-neck', designNotes: '',
}

/** A quote request of `userId` (null: a guest's) at `status`, from `contactEmail`. */
export const quoteRequest = (userId: string | null, status: string, contactEmail: string): TablesInsert<'quote_requests'> => ({
  user_id: userId, idempotency_key: randomUUID(), product_slug: 'pro-jersey', product_name: 'Pro jersey', team_name: 'Flyers',
  contact_name: 'Jo Keeper', contact_email: contactEmail, design, roster: [rosterPlayer], player_count: 1, status,
})

/** Where an order goes, as the express wizard and an accepted quote store it (lib/checkout/address). */
export const deliveryAddress = {
  fullName: 'Jo Keeper', line1: '1 Rink Road', line2: 'Unit 4', city: 'Halifax', region: 'NS', postalCode: 'B3H 1A1', country: 'CA', phone: '902 555 0100',
}

/** The deposit share the site publishes (the seed's site settings), which the wizard prices by. */
const { depositPercent } = seedDocument<{ depositPercent: number }>('siteSettings')

type ExpressOrderOptions = {
  contactEmail?: string
  /** How the team chose to pay: a deposit first (the default) or the whole at once. */
  paymentType?: PaymentType
  /** What its payments came to: nothing (the default), its first payment, all of it, or so many cents. */
  paid?: 'first' | 'all' | number
  roster?: (typeof rosterPlayer)[]
  pricePerPlayerCents?: number
  product?: { slug: string; name: string }
  teamName?: string
}

/**
 * An express order of `userId` (null: a guest's) at `status`, priced as the wizard prices one
 * (lib/pricing/express) and stored as submit_express_order stores it: by default one Pro jersey
 * at $80, paid by deposit, nothing paid yet.
 */
export function expressOrder(userId: string | null, status: string, options: ExpressOrderOptions = {}): TablesInsert<'express_orders'> {
  const { contactEmail = 'jo@example.com', paymentType = 'deposit', paid = 0, roster = [rosterPlayer], pricePerPlayerCents = 8000 } = options
  const { product = { slug: 'pro-jersey', name: 'Pro jersey' }, teamName = 'Flyers' } = options
  const totals = expressTotals({ playerCount: roster.length, pricePerPlayerCents, depositPercent, paymentType })
  const paidCents = paid === 'first' ? totals.amountDueCents : paid === 'all' ? totals.subtotalCents : paid
  return {
    user_id: userId, idempotency_key: randomUUID(), status, product_slug: product.slug, product_name: product.name, team_name: teamName,
    contact_name: 'Jo Keeper', contact_email: contactEmail, roster, player_count: roster.length, payment_type: paymentType, payment_provider: 'test',
    price_per_player_cents: pricePerPlayerCents, subtotal_cents: totals.subtotalCents, deposit_cents: totals.depositCents,
    amount_due_cents: totals.amountDueCents, amount_paid_cents: paidCents, delivery: deliveryAddress,
  }
}

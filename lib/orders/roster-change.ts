// When a team may change the roster of a paid order, and what the change costs. Client-safe: the
// account's and the back office's roster forms show the price difference as the roster is edited.
// public.change_roster applies the same rules (a test holds them equal).
import type { Player } from '@/lib/roster/player'
import type { WizardKind } from '@/lib/wizard/draft'
import type { RequestRef } from './request-ref'

/**
 * After the first payment and before production: an express order once paid (received) until it
 * goes into production, a quote once its deposit is paid (in design) until then. Later, the garments
 * are being made or have gone.
 */
export const ROSTER_CHANGEABLE_STATUSES: { readonly [K in WizardKind]: readonly string[] } = {
  express: ['received', 'in_design', 'mockup_sent', 'approved'],
  quote: ['in_design', 'mockup_sent', 'approved'],
}

export const rosterChangeable = (kind: WizardKind, status: string): boolean => ROSTER_CHANGEABLE_STATUSES[kind].includes(status)

/** An express order's price after a roster change: its price per player (as it was ordered) times the players now. */
export type ExpressRosterPrice = {
  subtotalCents: number
  /** More (positive) or less (negative) than before the change. */
  differenceCents: number
  /** What has been paid beyond the new total, for the shop to refund (0 when nothing is). */
  overpaidCents: number
}

export function expressRosterPrice(order: { pricePerPlayerCents: number; subtotalCents: number; paidCents: number }, playerCount: number): ExpressRosterPrice {
  const subtotalCents = order.pricePerPlayerCents * playerCount
  return { subtotalCents, differenceCents: subtotalCents - order.subtotalCents, overpaidCents: Math.max(0, order.paidCents - subtotalCents) }
}

/**
 * Whether the customer may make the change themselves: not one that brings an order below what has
 * been paid (a refund is for the shop to make). Staff may, and the history says what to refund.
 */
export const customerMayReprice = (price: ExpressRosterPrice): boolean => price.overpaidCents === 0 || price.differenceCents >= 0

/** The fields of the roster change form (the schema is in ./roster-change.schema). */
export const ROSTER_CHANGE_FIELDS = ['kind', 'id', 'previous', 'roster', 'note', 'priceChange'] as const
export type RosterChangeField = (typeof ROSTER_CHANGE_FIELDS)[number]

/** The bounds public.change_roster holds too. */
export const ROSTER_CHANGE_LIMITS = { note: 1000, priceChangeCents: 10_000_000 } as const
/** What a roster's price follows: an express order's price per player, or a quote's total as staff priced it. */
export type RosterPricing =
  | { kind: 'express'; pricePerPlayerCents: number; subtotalCents: number; paidCents: number }
  | { kind: 'quote'; totalCents: number; depositCents: number; paidCents: number }

/** A quote request or an express order as its roster form shows it. */
export type RosterToChange = RequestRef & {
  reference: string
  teamName: string
  productName: string
  status: string
  roster: Player[]
  pricing: RosterPricing
}


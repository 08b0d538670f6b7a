import 'server-only'
import { BACK_OFFICE_MESSAGES } from '@/lib/errors/catalogue'
import type { Address } from '@/lib/checkout/address'
import type { Payable } from '@/lib/orders/balance'
import { HISTORY_COLUMNS, historyEntries, type HistoryEntry } from '@/lib/orders/history'
import type { MockupRound } from '@/lib/orders/mockups'
import type { PricedQuote, QuoteLine } from '@/lib/orders/quote'
import { SHIPMENT_COLUMNS, shipmentOf, type Shipment } from '@/lib/orders/shipping'
import type { Player } from '@/lib/roster/player'
import { backendFailure } from '@/lib/commerce/errors'
import { MOCKUP_COLUMNS, toRound } from '@/lib/commerce/mockups'
import { pricedQuoteOf, QUOTE_COLUMNS } from '@/lib/commerce/quotes'
import { expressPayable, quotePayable } from '@/lib/commerce/request-payments'
import { createSessionClient } from '@/lib/commerce/session'
import { namesOf } from './people'
import { REQUEST_TABLES } from '@/lib/commerce/my-requests'
import { byMoment } from '@/lib/format/dates'

/** A payment as staff read it; `note` says how a payment staff recorded was made. */
type PaymentEntry = { status: string; amountCents: number; provider: string; note: string; createdAt: string; recordedBy: string | null }

/** A quote request or an express order as staff work it. */
export type WizardRequestDetail = {
  kind: 'quote' | 'express'
  id: string
  reference: string
  status: string
  createdAt: string
  product: string
  team: { name: string; league: string }
  contact: { name: string; email: string; phone: string }
  /** Sent without an account: staff record the customer's answers to mockups for them. */
  guest: boolean
  roster: Player[]
  /** Where it goes: an express order's from its payment step, a quote's from its acceptance (null before). */
  delivery: Address | null
  /** How it was sent, once shipped. */
  shipment: Shipment | null
  /** The quote's design choices (template, colours, collar, notes), or the store's an express order was made by; another express order has none. */
  design: { templateName: string; primaryColor: string; secondaryColor: string; collarName: string; designNotes: string } | null
  /** The quote's own details: quantity, date wanted, notes. */
  details: { estimatedQuantity: number | null; targetDate: string | null; notes: string; indicativeUnitPriceCents: number | null } | null
  /** `path`: the file in the private `logos` bucket, which staff download through the back office. */
  logo: { path: string | null; notes: string }
  /** A quote request's quote, once staff priced it. */
  quote: PricedQuote | null
  /** What it costs and what was paid: an express order's from the start, a quote's once priced. */
  amounts: Payable | null
  payments: PaymentEntry[]
  history: HistoryEntry[]
  /** The mockups sent, oldest round first, with the customer's answers. */
  mockups: MockupRound[]
  /**
   * The team store an express order is the order of, or a fill-in order of late players for; with
   * its players' parcels where it ships as a parcel to each (the order of a store shipped to players).
   */
  teamStore: { id: string; reference: string; fillIn: boolean; parcels: { shipped: number; total: number } | null; mockup: MockupRound | null } | null
}

type DesignFacts = NonNullable<WizardRequestDetail['design']>
/** The design facts staff read, of a quote's design or of the store an express order was made by (both hold them in the quote design's shape, public.is_quote_design). */
const designFacts = (design: unknown): DesignFacts => {
  const { templateName, primaryColor, secondaryColor, collarName, designNotes } = design as DesignFacts
  return { templateName, primaryColor, secondaryColor, collarName, designNotes }
}

const PAYMENT_COLUMNS = 'request_payments(status, amount_cents, provider, note, created_at, recorded_by)'

/**
 * A quote request or express order with its history and payments, read with
 * the staff member's own session; null when there is none with this id. Callers check the role
 * first: the database would also show a customer their own.
 */
export async function getWizardRequestForStaff(kind: 'quote' | 'express', id: string): Promise<WizardRequestDetail | null> {
  const supabase = await createSessionClient()
  const read =
    kind === 'quote'
      ? supabase.from(REQUEST_TABLES.quote).select(`*, ${QUOTE_COLUMNS}, order_history(${HISTORY_COLUMNS}), mockups(${MOCKUP_COLUMNS}), ${PAYMENT_COLUMNS}, shipments(${SHIPMENT_COLUMNS})`).eq('id', id).maybeSingle()
      : supabase.from(REQUEST_TABLES.express).select(`*, order_history(${HISTORY_COLUMNS}), mockups(${MOCKUP_COLUMNS}), ${PAYMENT_COLUMNS}, shipments(${SHIPMENT_COLUMNS})`).eq('id', id).maybeSingle()
  const { data, error } = await read
  if (error) throw backendFailure(error, BACK_OFFICE_MESSAGES.orderLoad)
  if (!data) return null
  const names = await namesOf(supabase, [...data.order_history.map((row) => row.created_by), ...data.request_payments.map((payment) => payment.recorded_by)], BACK_OFFICE_MESSAGES.orderLoad)
  const common = {
    kind,
    id: data.id,
    reference: data.reference,
    status: data.status,
    createdAt: data.created_at,
    product: data.product_name,
    team: { name: data.team_name, league: data.league },
    contact: { name: data.contact_name, email: data.contact_email, phone: data.contact_phone },
    guest: data.user_id === null,
    roster: data.roster as Player[],
    // Its shape is the database's to hold (public.is_delivery_address).
    delivery: data.delivery as Address | null,
    shipment: shipmentOf(data.shipments),
    logo: { path: data.logo_path, notes: data.logo_notes },
    history: historyEntries(data.order_history, names),
    mockups: data.mockups.map(toRound).sort((a, b) => a.round - b.round),
    payments: data.request_payments
      .map((payment) => ({
        status: payment.status,
        amountCents: payment.amount_cents,
        provider: payment.provider,
        note: payment.note,
        createdAt: payment.created_at,
        recordedBy: payment.recorded_by && (names.get(payment.recorded_by) ?? null),
      }))
      .sort((a, b) => byMoment(a.createdAt, b.createdAt)),
  }
  if ('design' in data) {
    return {
      ...common,
      design: designFacts(data.design),
      details: { estimatedQuantity: data.estimated_quantity, targetDate: data.target_date, notes: data.notes, indicativeUnitPriceCents: data.indicative_unit_price_cents },
      quote: pricedQuoteOf(data),
      amounts: quotePayable(data),
      teamStore: null,
    }
  }
  const store = await orderStore(data)
  // A store's order is made to the store's design: its colours, and a quote's template and collar when it started from one.
  return { ...common, design: store && store.design, details: null, quote: null, amounts: expressPayable(data), teamStore: store && store.teamStore }
}

/**
 * The store an express order was made by (at closing, or a fill-in): its design and approved
 * mockup, and how far its parcels went when it ships as its players' (public.order_parcels, the
 * count the database ships the order by).
 */
async function orderStore(order: { id: string; team_store_id: string | null; team_store_fill_in: boolean }): Promise<{ teamStore: NonNullable<WizardRequestDetail['teamStore']>; design: DesignFacts } | null> {
  if (!order.team_store_id) return null
  const supabase = await createSessionClient()
  const [store, parcels] = await Promise.all([
    supabase.from('team_stores').select(`id, reference, design, mockup:mockups(${MOCKUP_COLUMNS})`).eq('id', order.team_store_id).maybeSingle(),
    supabase.rpc('order_parcels', { p_order_id: order.id }).maybeSingle(),
  ])
  const error = store.error ?? parcels.error
  if (error) throw backendFailure(error, BACK_OFFICE_MESSAGES.orderLoad)
  if (!store.data) return null
  return {
    teamStore: { id: store.data.id, reference: store.data.reference, fillIn: order.team_store_fill_in, parcels: parcels.data, mockup: store.data.mockup && toRound(store.data.mockup) },
    design: designFacts(store.data.design),
  }
}

/**
 * What the pricing form starts from, while a quote request can be priced (received) or revised
 * (quoted, not accepted): the quote as priced, or one line for the product at the quantity and
 * tier price the request was sent with. Null otherwise.
 */
export function quoteToPrice(detail: WizardRequestDetail): { status: 'received' | 'quoted'; lines: QuoteLine[]; rushFeeCents: number } | null {
  if (detail.kind !== 'quote' || (detail.status !== 'received' && detail.status !== 'quoted')) return null
  if (detail.quote) return { status: detail.status, lines: detail.quote.lines, rushFeeCents: detail.quote.rushFeeCents }
  const quantity = detail.details?.estimatedQuantity ?? Math.max(detail.roster.length, 1)
  return { status: detail.status, lines: [{ description: detail.product, quantity, unitPriceCents: detail.details?.indicativeUnitPriceCents ?? 0 }], rushFeeCents: 0 }
}

import 'server-only'
import { BackendError, reportBackendError } from '@/lib/errors/backend'
import { WIZARD_REQUEST_MESSAGES } from '@/lib/errors/catalogue'
import type { Address } from '@/lib/checkout/address'
import type { Payable } from '@/lib/orders/balance'
import { HISTORY_COLUMNS, historyEntries, type HistoryEntry } from '@/lib/orders/history'
import { SHIPMENT_COLUMNS, shipmentOf, type Shipment } from '@/lib/orders/shipping'
import type { MockupRound } from '@/lib/orders/mockups'
import type { PricedQuote } from '@/lib/orders/quote'
import type { Player } from '@/lib/roster/player'
import type { DesignInfo, ReorderSource } from '@/lib/wizard/draft'
import type { RequestRef } from '@/lib/orders/request-ref'
import type { TeamInfo } from '@/lib/wizard/team-info'
import { createAdminClient } from './admin'
import { readLogo } from './logos'
import { MOCKUP_COLUMNS, toRound } from './mockups'
import { readRequest } from './my-requests'
import { pricedQuoteOf, QUOTE_COLUMNS } from './quotes'
import type { StoredFile } from './private-files'
import { EXPRESS_PAYABLE_COLUMNS, expressPayable, QUOTE_PAYABLE_COLUMNS, quotePayable } from './request-payments'
import { createSessionClient, getCurrentUser } from './session'

/**
 * What the two order wizards submit, stored for staff: quote requests and express orders (their
 * payments: ./request-payments). The server validates and prices a submission itself, then one
 * database function stores it in one transaction with the service role (browsers never write
 * these tables). A draft's idempotency key makes a submit sent twice one request.
 */

type WizardProduct = { slug: string; name: string }

/** The logo as stored: a path in the private logo bucket (or none) and the team's notes about it. */
type WizardLogo = { path: string | null; notes: string }

/** A quote request after the server validated it; `userId` is the signed-in submitter's, null for a guest. */
export type QuoteSubmission = {
  /** Made by the browser once per draft. */
  idempotencyKey: string
  userId: string | null
  product: WizardProduct
  teamInfo: TeamInfo
  /** Colours as #RRGGBB; ids and keys '' when the team left the choice to the designers. */
  design: {
    templateId: string
    templateName: string
    primaryColor: string
    secondaryColor: string
    collarStyle: string
    collarName: string
    designNotes: string
  }
  /** 1 to 100 players. */
  players: Player[]
  /** targetDate as YYYY-MM-DD. */
  details: { estimatedQuantity: number | null; targetDate: string | null; notes: string }
  logo: WizardLogo
  /** The quantity tier's price each that applies, for staff preparing the quote: not a charge. */
  indicativeUnitPriceCents: number | null
}

/** An express order after the server priced it; the amounts must agree with each other and the roster. */
export type ExpressSubmission = {
  idempotencyKey: string
  userId: string | null
  product: WizardProduct
  teamInfo: TeamInfo
  players: Player[]
  logo: WizardLogo
  /** Who receives it, and where. */
  delivery: Address
  payment: {
    type: 'deposit' | 'full'
    provider: 'test' | 'stripe'
    pricePerPlayerCents: number
    playerCount: number
    subtotalCents: number
    depositCents: number
    /** depositCents for a deposit, subtotalCents when paying in full. */
    amountDueCents: number
  }
}

/** A stored request: its id, and the reference the customer quotes ("Q-7KD4M2XP", "E-…"). */
export type StoredRequest = { id: string; reference: string }

/** Exactly the fields a roster stores (the database refuses any other), whatever else a Player may carry. */
const rosterJson = (players: readonly Player[]) =>
  players.map(({ name, number, jerseySize, socksSize, pantShellSize, captainPatch }) => ({ name, number, jerseySize, socksSize, pantShellSize, captainPatch }))

const teamInfoJson = ({ teamName, league, contactName, contactEmail, contactPhone }: TeamInfo) => ({
  teamName,
  league,
  contactName,
  contactEmail,
  contactPhone,
})

/** Stores a quote request (public.submit_quote_request); the same idempotency key answers the first request. */
export async function storeQuoteRequest(s: QuoteSubmission): Promise<StoredRequest> {
  const { design, details, logo } = s
  const { data, error } = await createAdminClient()
    .rpc('submit_quote_request', {
      p: {
        idempotencyKey: s.idempotencyKey,
        userId: s.userId,
        product: { slug: s.product.slug, name: s.product.name },
        teamInfo: teamInfoJson(s.teamInfo),
        design: {
          templateId: design.templateId,
          templateName: design.templateName,
          primaryColor: design.primaryColor,
          secondaryColor: design.secondaryColor,
          collarStyle: design.collarStyle,
          collarName: design.collarName,
          designNotes: design.designNotes,
        },
        players: rosterJson(s.players),
        details: { estimatedQuantity: details.estimatedQuantity, targetDate: details.targetDate, notes: details.notes },
        logo: { path: logo.path, notes: logo.notes },
        indicativeUnitPriceCents: s.indicativeUnitPriceCents,
      },
    })
    .single()
  if (error) throw new BackendError(WIZARD_REQUEST_MESSAGES.quoteNotSent, error)
  return { id: data.id, reference: data.reference }
}

/** Stores an express order awaiting payment (public.submit_express_order); idempotent like storeQuoteRequest. */
export async function storeExpressOrder(s: ExpressSubmission): Promise<StoredRequest> {
  const { logo, payment } = s
  const { data, error } = await createAdminClient()
    .rpc('submit_express_order', {
      p: {
        idempotencyKey: s.idempotencyKey,
        userId: s.userId,
        product: { slug: s.product.slug, name: s.product.name },
        teamInfo: teamInfoJson(s.teamInfo),
        players: rosterJson(s.players),
        logo: { path: logo.path, notes: logo.notes },
        delivery: s.delivery,
        payment: {
          type: payment.type,
          provider: payment.provider,
          pricePerPlayerCents: payment.pricePerPlayerCents,
          playerCount: payment.playerCount,
          subtotalCents: payment.subtotalCents,
          depositCents: payment.depositCents,
          amountDueCents: payment.amountDueCents,
        },
      },
    })
    .single()
  if (error) throw new BackendError(WIZARD_REQUEST_MESSAGES.expressNotPlaced, error)
  return { id: data.id, reference: data.reference }
}

/** What an express order asks to be paid and what has been paid: a repeated submit may find it paid. */
export async function expressOrderPayable(id: string): Promise<Payable> {
  const { data, error } = await createAdminClient().from('express_orders').select(EXPRESS_PAYABLE_COLUMNS).eq('id', id).single()
  if (error) throw new BackendError(WIZARD_REQUEST_MESSAGES.expressNotPlaced, error)
  return expressPayable(data)
}

type SummaryBase = {
  id: string
  reference: string
  productSlug: string
  productName: string
  teamName: string
  playerCount: number
  /** The roster as the team sent it. */
  roster: Player[]
  /** 'received', 'awaiting_payment', … (the status check of 20261125000100_wizard_requests.sql). */
  status: string
  createdAt: string
  /** Every move of its status since it was received, oldest first. */
  history: HistoryEntry[]
  /** The mockups the shop sent, oldest round first, with the customer's answers. */
  mockups: MockupRound[]
  /** What it asks to be paid and what was paid: null for a quote not yet priced. */
  payable: Payable | null
  /** Where it goes: null for a quote not yet accepted. */
  delivery: Address | null
  /** How it was sent, once shipped. */
  shipment: Shipment | null
}

/** One of the signed-in user's quote requests or express orders, as the account lists them. */
export type RequestSummary =
  | (SummaryBase & { kind: 'quote'; quote: PricedQuote | null })
  | (SummaryBase & {
      kind: 'express'
      /** The team store whose players' parcels it ships as, one to each player's address (its order of a store shipped to players); null otherwise. */
      parcelsOfStore: string | null
    })

/**
 * The signed-in user's quote requests and express orders, newest first. Row Level Security already
 * limits them to the user; the filter says so again, in case a policy is ever loosened. A guest's
 * submissions are linked to nobody and never listed.
 */
export async function listMyRequests(): Promise<RequestSummary[]> {
  const user = await getCurrentUser()
  if (!user) return []
  const supabase = await createSessionClient()
  const [quotes, orders] = await Promise.all([
    supabase
      .from('quote_requests')
      .select(`id, reference, product_slug, product_name, team_name, player_count, roster, status, created_at, delivery, shipments(${SHIPMENT_COLUMNS}), ${QUOTE_COLUMNS}, ${QUOTE_PAYABLE_COLUMNS}, order_history(${HISTORY_COLUMNS}), mockups(${MOCKUP_COLUMNS})`)
      .eq('user_id', user.id)
      .order('created_at', { ascending: false }),
    supabase
      .from('express_orders')
      .select(`id, reference, product_slug, product_name, team_name, player_count, roster, status, created_at, delivery, shipments(${SHIPMENT_COLUMNS}), order_history(${HISTORY_COLUMNS}), mockups(${MOCKUP_COLUMNS}), ${EXPRESS_PAYABLE_COLUMNS}, team_store_fill_in, team_store:team_stores(id, ships_to)`)
      .eq('user_id', user.id)
      .order('created_at', { ascending: false }),
  ])
  if (quotes.error) throw new BackendError(WIZARD_REQUEST_MESSAGES.requestsLoad, quotes.error)
  if (orders.error) throw new BackendError(WIZARD_REQUEST_MESSAGES.requestsLoad, orders.error)
  const base = (row: (typeof orders.data)[number] | (typeof quotes.data)[number]): Omit<SummaryBase, 'payable'> => ({
    id: row.id,
    reference: row.reference,
    productSlug: row.product_slug,
    productName: row.product_name,
    teamName: row.team_name,
    playerCount: row.player_count,
    // Its shape is the database's to hold (public.is_wizard_roster).
    roster: row.roster as Player[],
    status: row.status,
    createdAt: row.created_at,
    history: historyEntries(row.order_history),
    mockups: row.mockups.map(toRound).sort((a, b) => a.round - b.round),
    // Its shape is the database's to hold (public.is_delivery_address).
    delivery: row.delivery as Address | null,
    shipment: shipmentOf(row.shipments),
  })
  const summaries: RequestSummary[] = [
    ...quotes.data.map((row): RequestSummary => ({ ...base(row), kind: 'quote', quote: pricedQuoteOf(row), payable: quotePayable(row) })),
    ...orders.data.map(
      (row): RequestSummary => ({
        ...base(row),
        kind: 'express',
        payable: expressPayable(row),
        parcelsOfStore: row.team_store?.ships_to === 'players' && !row.team_store_fill_in ? row.team_store.id : null,
      }),
    ),
  ]
  return summaries.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
}

/**
 * One of the signed-in customer's own quote requests or express orders, as a new order of the same
 * kind starts from it (its team, roster, logo notes and a quote's design); null when it is
 * not theirs or not there. Row Level Security limits the read to their own; the filter says so again.
 */
export async function getMyRequestForReorder({ kind, id }: RequestRef): Promise<ReorderSource | null> {
  const columns = 'reference, team_name, league, contact_name, contact_email, contact_phone, roster, logo_notes, logo_path'
  const data = kind === 'quote' ? await readRequest('quote', id, `${columns}, design`) : await readRequest('express', id, columns)
  if (!data) return null
  const design = 'design' in data ? (data.design as DesignInfo & object) : null
  return {
    reference: data.reference,
    teamInfo: { teamName: data.team_name, league: data.league, contactName: data.contact_name, contactEmail: data.contact_email, contactPhone: data.contact_phone },
    players: data.roster as Player[],
    logoNotes: data.logo_notes,
    hasLogo: data.logo_path !== null,
    design: design && { templateId: design.templateId, primaryColor: design.primaryColor, secondaryColor: design.secondaryColor, collarStyle: design.collarStyle, designNotes: design.designNotes },
  }
}

/** The logo of one of the signed-in customer's own requests, as a file to start a new order with; null when it is not theirs or has none. */
export async function getMyRequestLogo({ kind, id }: RequestRef): Promise<StoredFile | null> {
  const data = await readRequest(kind, id, 'reference, logo_path')
  return data?.logo_path ? readLogo(data.logo_path, data.reference) : null
}

/**
 * Right after sign-in: the quote requests and express orders sent as a guest from the signed-in
 * customer's confirmed address join their account (public.claim_guest_requests). Failures are
 * logged, never block the sign-in; the next sign-in tries again.
 */
export async function claimGuestRequests(): Promise<void> {
  const { error } = await (await createSessionClient()).rpc('claim_guest_requests')
  if (error) reportBackendError(new BackendError(WIZARD_REQUEST_MESSAGES.requestsLoad, error), 'linking guest requests to the account failed')
}

import 'server-only'
import { lineDetails } from '@/lib/cart/describe'
import { inquiryTypeLabel } from '@/lib/contact/inquiry-types'
import type { EnquiryMail, MailEvent, OrderMail, RequestMail } from '@/lib/mail/templates'
import type { Payable } from '@/lib/orders/balance'
import { rosterChangeOf } from '@/lib/orders/history'
import type { Address } from '@/lib/checkout/address'
import type { PricedQuote } from '@/lib/orders/quote'
import type { Player } from '@/lib/roster/player'
import { SHIPMENT_COLUMNS, shipmentOf, type Shipment } from '@/lib/orders/shipping'
import { BackendError } from '@/lib/errors/backend'
import { createAdminClient } from './admin'
import type { Tables } from './database.types'
import { mockupAttachment } from './mockups'
import { readFillInMailEvent, readTeamStoreMailEvent } from './team-store-mail'
import { pricedQuoteOf, QUOTE_COLUMNS } from './quotes'
import { EXPRESS_PAYABLE_COLUMNS, expressPayable, QUOTE_PAYABLE_COLUMNS, quotePayable } from './request-payments'

/**
 * The outbox's side in the database (20261127000100_mail_outbox.sql): e-mails are written there by
 * the same transaction as what they tell of; the site's server claims the due ones, reads what
 * each tells of, and records how sending went. Service role only: nobody else reads the outbox.
 */

export type OutboxRow = Tables<'mail_outbox'>

const MAIL_UNAVAILABLE = 'The mail outbox could not be reached.'

/** Up to `limit` due e-mails, each held for `leaseSeconds` by this sender. */
export async function claimDueMail(limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const { data, error } = await createAdminClient().rpc('claim_mail', { p_limit: limit, p_lease_seconds: leaseSeconds })
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
  return data
}

/** Records a claimed e-mail as sent, or as failed: tried again at `retryAt`, or never when it is null. */
export async function settleMail(item: OutboxRow, outcome: { sent: true } | { sent: false; error: string; retryAt: Date | null }): Promise<void> {
  const claim = { p_id: item.id, p_attempts: item.attempts }
  const { error } = await createAdminClient().rpc(
    'settle_mail',
    outcome.sent ? { ...claim, p_sent: true } : { ...claim, p_sent: false, p_error: outcome.error, p_retry_at: outcome.retryAt?.toISOString() },
  )
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
}

/**
 * Queues an e-mail about no order or enquiry, to one address: `account_exists` tells its owner that
 * someone tried to register it again (lib/commerce/account.ts).
 */
export async function queueMail(template: 'account_exists', recipient: string): Promise<void> {
  const { error } = await createAdminClient().from('mail_outbox').insert({ template, recipient })
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
}

const REQUEST_COLUMNS =
  'id, reference, created_at, product_name, team_name, league, player_count, roster, contact_name, contact_email, contact_phone, user_id, delivery'

async function readRequest(kind: 'quote' | 'express', id: string): Promise<RequestMail | null> {
  const admin = createAdminClient()
  if (kind === 'quote') {
    const { data, error } = await admin
      .from('quote_requests')
      .select(`${REQUEST_COLUMNS}, estimated_quantity, target_date, ${QUOTE_PAYABLE_COLUMNS}`)
      .eq('id', id)
      .maybeSingle()
    if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
    if (!data) return null
    // Before its deposit a quote's figures are the quote's own e-mail's; after it, they are its amounts.
    const payable = quotePayable(data)
    return {
      ...requestFields(data),
      kind,
      amounts: payable && payable.paidCents > 0 ? amountsOf(payable) : null,
      details: { estimatedQuantity: data.estimated_quantity, targetDate: data.target_date },
    }
  }
  const { data, error } = await admin.from('express_orders').select(`${REQUEST_COLUMNS}, ${EXPRESS_PAYABLE_COLUMNS}`).eq('id', id).maybeSingle()
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
  return data && { ...requestFields(data), kind, amounts: amountsOf(expressPayable(data)), details: null }
}

/** A request's amounts without the status it had when read: the e-mail says the status of its event. */
const amountsOf = ({ totalCents, firstDueCents, paidCents }: Payable): RequestMail['amounts'] => ({ totalCents, firstDueCents, paidCents })

type RequestColumns = Pick<
  Tables<'quote_requests'>,
  'id' | 'reference' | 'created_at' | 'product_name' | 'team_name' | 'league' | 'player_count' | 'roster' | 'contact_name' | 'contact_email' | 'contact_phone' | 'user_id' | 'delivery'
>

const requestFields = (row: RequestColumns) => ({
  id: row.id,
  reference: row.reference,
  createdAt: row.created_at,
  productName: row.product_name,
  teamName: row.team_name,
  league: row.league,
  playerCount: row.player_count,
  // Its shape is the database's to hold (public.is_wizard_roster).
  roster: row.roster as Player[],
  contactName: row.contact_name,
  contactEmail: row.contact_email,
  contactPhone: row.contact_phone,
  inAccount: row.user_id !== null,
  // Its shape is the database's to hold (public.is_delivery_address).
  delivery: row.delivery as Address | null,
})

async function readOrder(id: string): Promise<OrderMail | null> {
  const admin = createAdminClient()
  const { data, error } = await admin
    .from('orders')
    .select('id, user_id, created_at, subtotal_cents, shipping_cents, total_amount_cents, order_items(product_name, option_name, size, variant_name, quantity, line_total_cents, position)')
    .eq('id', id)
    .maybeSingle()
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
  if (!data) return null
  // The account's address as it is now (auth's admin API is not served by the embedded backend).
  const { data: customerEmail, error: emailError } = await admin.rpc('order_customer_email', { p_order_id: data.id })
  if (emailError) throw new BackendError(MAIL_UNAVAILABLE, emailError)
  return {
    kind: 'order',
    id: data.id,
    createdAt: data.created_at,
    customerEmail: customerEmail ?? '',
    items: [...data.order_items]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        name: item.product_name,
        details: lineDetails({ name: item.product_name, optionName: item.option_name, size: item.size, variantName: item.variant_name }),
        quantity: item.quantity,
        lineTotalCents: item.line_total_cents,
      })),
    subtotalCents: data.subtotal_cents,
    shippingCents: data.shipping_cents,
    totalCents: data.total_amount_cents,
  }
}

/** A quote request's quote as it is now (a revision before the e-mail went out is what it tells of). */
async function readQuote(id: string): Promise<PricedQuote | null> {
  const { data, error } = await createAdminClient().from('quote_requests').select(QUOTE_COLUMNS).eq('id', id).maybeSingle()
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
  return data && pricedQuoteOf(data)
}

async function readSubject(row: OutboxRow): Promise<RequestMail | OrderMail | null> {
  if (row.quote_request_id) return readRequest('quote', row.quote_request_id)
  if (row.express_order_id) return readRequest('express', row.express_order_id)
  if (row.order_id) return readOrder(row.order_id)
  return null
}

/** A payment its e-mail acknowledges: how much, and where its request stands now. */
async function readPayment(paymentId: string | null) {
  if (!paymentId) return null
  const { data, error } = await createAdminClient()
    .from('request_payments')
    .select('amount_cents, express_orders(status), quote_requests(status)')
    .eq('id', paymentId)
    .maybeSingle()
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
  const status = data?.express_orders?.status ?? data?.quote_requests?.status
  return data && status ? { amountCents: data.amount_cents, status } : null
}

/** A status change as its e-mail says it. */
const changeOf = ({ from, to, note }: { from: string; to: string; note: string }) => ({ from, to, note })

async function readStatusChange(historyId: string | null) {
  if (!historyId) return null
  const { data, error } = await createAdminClient().from('order_history').select('from_status, status, notes, created_at').eq('id', historyId).maybeSingle()
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
  return data && { from: data.from_status ?? '', to: data.status, note: data.notes, at: data.created_at }
}

/** A roster change as its e-mails say it: the players it touched, the price it moved, its note, and whether the customer made it. */
async function readRosterChange(historyId: string | null) {
  if (!historyId) return null
  const { data, error } = await createAdminClient()
    .from('order_history')
    .select('event, status, notes, created_by, user_id, roster_before, roster_after, price_change_cents')
    .eq('id', historyId)
    .maybeSingle()
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
  const change = data && rosterChangeOf(data)
  return data && change && { change, note: data.notes, status: data.status, byCustomer: data.created_by !== null && data.created_by === data.user_id }
}

/** How the order an e-mail tells of was shipped (one shipment per order), or null. */
async function readShipment(row: OutboxRow): Promise<Shipment | null> {
  const [column, id] = row.order_id ? (['order_id', row.order_id] as const) : row.express_order_id ? (['express_order_id', row.express_order_id] as const) : (['quote_request_id', row.quote_request_id] as const)
  if (!id) return null
  const { data, error } = await createAdminClient().from('shipments').select(SHIPMENT_COLUMNS).eq(column, id).maybeSingle()
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
  return shipmentOf(data)
}

/** The contact enquiry an e-mail tells of, or null. */
async function readEnquiry(row: OutboxRow): Promise<EnquiryMail | null> {
  if (!row.enquiry_id) return null
  const { data, error } = await createAdminClient().from('contact_enquiries').select('id, created_at, name, email, inquiry_type, message').eq('id', row.enquiry_id).maybeSingle()
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
  return data && { id: data.id, createdAt: data.created_at, name: data.name, email: data.email, inquiryType: inquiryTypeLabel(data.inquiry_type), message: data.message }
}

/**
 * What an outbox e-mail tells of, read as it is now (the status change as its history entry kept
 * it); null when that is gone (a deleted account's order), so there is nothing left to send.
 */
export async function readMailEvent(row: OutboxRow): Promise<MailEvent | null> {
  if (row.team_store_id) return readTeamStoreMailEvent(row)
  switch (row.template) {
    case 'shop_new_enquiry': {
      const enquiry = await readEnquiry(row)
      return enquiry && { template: row.template, enquiry }
    }
    case 'enquiry_reply': {
      const [enquiry, reply] = await Promise.all([readEnquiry(row), row.reply_id ? createAdminClient().from('enquiry_replies').select('body').eq('id', row.reply_id).maybeSingle() : null])
      if (reply?.error) throw new BackendError(MAIL_UNAVAILABLE, reply.error)
      return enquiry && reply?.data ? { template: row.template, enquiry, answer: reply.data.body } : null
    }
    case 'request_received': {
      const subject = await readSubject(row)
      return subject && subject.kind !== 'order' ? { template: row.template, request: subject } : null
    }
    case 'order_placed': {
      const subject = await readSubject(row)
      return subject?.kind === 'order' ? { template: row.template, order: subject } : null
    }
    case 'shop_new_request': {
      const subject = await readSubject(row)
      return subject && { template: row.template, subject }
    }
    case 'shipped': {
      const [subject, change, shipment] = await Promise.all([readSubject(row), readStatusChange(row.history_id), readShipment(row)])
      return subject && change && { template: row.template, subject, change: changeOf(change), shipment }
    }
    case 'status_changed': {
      const [subject, change] = await Promise.all([readSubject(row), readStatusChange(row.history_id)])
      if (!subject || !change) return null
      // The mockup it asks to approve goes with it.
      const mockup = change.to === 'mockup_sent' && subject.kind !== 'order' ? await mockupAttachment(subject, change.at) : null
      return { template: row.template, subject, change: changeOf(change), mockup }
    }
    case 'shop_mockup_decision': {
      const [subject, change] = await Promise.all([readSubject(row), readStatusChange(row.history_id)])
      return subject && subject.kind !== 'order' && change ? { template: row.template, subject, change: changeOf(change) } : null
    }
    case 'quote_ready': {
      if (!row.quote_request_id) return null
      const [request, quote, change] = await Promise.all([readRequest('quote', row.quote_request_id), readQuote(row.quote_request_id), readStatusChange(row.history_id)])
      return request && quote && change ? { template: row.template, request, quote, note: change.note, revised: change.from === 'quoted' } : null
    }
    case 'roster_changed':
    case 'shop_roster_changed': {
      const [subject, entry] = await Promise.all([readSubject(row), readRosterChange(row.history_id)])
      if (!subject || subject.kind === 'order' || !entry) return null
      return row.template === 'roster_changed' ? { template: row.template, request: subject, ...entry } : { template: row.template, request: subject, change: entry.change, note: entry.note, status: entry.status }
    }
    case 'order_note': {
      const [subject, entry] = await Promise.all([readSubject(row), readStatusChange(row.history_id)])
      return subject && entry ? { template: row.template, subject, note: entry.note, status: entry.to } : null
    }
    case 'account_exists':
      return row.recipient ? { template: row.template, email: row.recipient } : null
    case 'store_fill_in':
      return readFillInMailEvent(row)
    case 'payment_received': {
      const [subject, payment] = await Promise.all([readSubject(row), readPayment(row.payment_id)])
      return subject && subject.kind !== 'order' && payment ? { template: row.template, request: subject, ...payment } : null
    }
    default:
      return null
  }
}

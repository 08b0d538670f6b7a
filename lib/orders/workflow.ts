/**
 * The shop's order workflow: the statuses a quote request, an express order or a checkout order
 * passes through, who may move it from one to the next, and what a move needs first. The database
 * holds the same table (public.status_transitions, checked equal by a test) and refuses any other
 * move, so a bug in the site's server cannot skip a step either.
 */

export const REQUEST_STATUSES = ['received', 'quoted', 'awaiting_payment', 'in_design', 'mockup_sent', 'approved', 'in_production', 'shipped', 'delivered', 'cancelled'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** A contact enquiry's: new until staff answer it, closed when there is nothing more to do (public.contact_enquiries). */
export const ENQUIRY_STATUSES = ['new', 'answered', 'closed'] as const
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]

/** Every status of every kind of order, once each. */
export const ALL_STATUSES = [...new Set([...REQUEST_STATUSES, ...ORDER_STATUSES])] as [RequestStatus | OrderStatus, ...(RequestStatus | OrderStatus)[]]

/** The three kinds of order staff work: a quote request, an express order (both from the wizards) and a checkout order (the cart). */
export type OrderKind = 'quote' | 'express' | 'order'
type StatusOf<K extends OrderKind> = K extends 'order' ? OrderStatus : RequestStatus

/**
 * Who makes a move: shop staff, the customer (accepting a quote, approving a mockup or asking for
 * changes), or a payment arriving.
 */
type Actor = 'staff' | 'customer' | 'payment'

/**
 * What a move needs besides the actor: `mockup`, a mockup uploaded with it (the mockup upload
 * makes that move, never the status list); `price`, the quote's lines and prices (the pricing form
 * makes it); `balance`, nothing left to pay on an order paid by deposit, which only an admin may
 * override, with a note saying why.
 */
type Requirement = 'mockup' | 'price' | 'balance'

export type Transition<S extends string = RequestStatus | OrderStatus> = { from: S; to: S; by: Actor; requires?: Requirement }

/** Staff may cancel anything not yet shipped; what was shipped is delivered or comes back another way. */
const cancellable = <S extends string>(statuses: readonly S[]) => statuses.map((from) => ({ from, to: 'cancelled' as const, by: 'staff' as const }))

const REQUEST_TRANSITIONS: Transition<RequestStatus>[] = [
  { from: 'in_design', to: 'mockup_sent', by: 'staff', requires: 'mockup' },
  { from: 'mockup_sent', to: 'approved', by: 'customer' },
  // The customer asks for changes: back to the designers, with the comment as the history note.
  { from: 'mockup_sent', to: 'in_design', by: 'customer' },
  // Production cannot start before the customer approved the mockup.
  { from: 'approved', to: 'in_production', by: 'staff' },
  { from: 'in_production', to: 'shipped', by: 'staff', requires: 'balance' },
  { from: 'shipped', to: 'delivered', by: 'staff' },
  ...cancellable<RequestStatus>(['received', 'quoted', 'awaiting_payment', 'in_design', 'mockup_sent', 'approved', 'in_production']),
]

export const TRANSITIONS: { [K in OrderKind]: readonly Transition<StatusOf<K>>[] } = {
  quote: [
    // Staff price the request; the customer accepts the quote and pays its deposit.
    { from: 'received', to: 'quoted', by: 'staff', requires: 'price' },
    { from: 'quoted', to: 'awaiting_payment', by: 'customer' },
    { from: 'awaiting_payment', to: 'in_design', by: 'payment' },
    ...REQUEST_TRANSITIONS,
  ],
  express: [
    // Priced by the site and paid in the wizard: received once paid, then straight into production
    // (express skips the design stage), or into design where a logo needs a mockup approved first.
    { from: 'awaiting_payment', to: 'received', by: 'payment' },
    { from: 'received', to: 'in_design', by: 'staff' },
    { from: 'received', to: 'in_production', by: 'staff' },
    ...REQUEST_TRANSITIONS,
  ],
  order: [
    { from: 'pending', to: 'processing', by: 'staff' },
    // Paid by invoice: shipped whether or not the invoice is settled yet.
    { from: 'processing', to: 'shipped', by: 'staff' },
    { from: 'shipped', to: 'delivered', by: 'staff' },
    ...cancellable<OrderStatus>(['pending', 'processing']),
  ],
}

/** The longest note a move of status carries into the order's history (the history table's own bound). */
export const NOTE_MAX_LENGTH = 2000

/** The move from `from` to `to` for this kind of order, or null when the workflow has none. */
export function transition<K extends OrderKind>(kind: K, from: string, to: string): Transition<StatusOf<K>> | null {
  return (TRANSITIONS[kind] as readonly Transition<StatusOf<K>>[]).find((candidate) => candidate.from === from && candidate.to === to) ?? null
}

/** The statuses staff can move an order to from the status list: their own moves, but the mockup's and the pricing's, which their own forms make. */
export function staffNextStatuses<K extends OrderKind>(kind: K, from: string): StatusOf<K>[] {
  return (TRANSITIONS[kind] as readonly Transition<StatusOf<K>>[]).filter((candidate) => candidate.from === from && candidate.by === 'staff' && candidate.requires !== 'mockup' && candidate.requires !== 'price').map((candidate) => candidate.to)
}

const STATUS_LABELS: Record<RequestStatus | OrderStatus | EnquiryStatus, string> = {
  received: 'Received',
  quoted: 'Quoted',
  awaiting_payment: 'Awaiting payment',
  in_design: 'In design',
  mockup_sent: 'Mockup sent',
  approved: 'Approved',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  pending: 'Pending',
  processing: 'Processing',
  new: 'New',
  answered: 'Answered',
  closed: 'Closed',
}

/** What a status (an order's or an enquiry's) reads as, for the customer and the shop alike. */
export const statusLabel = (status: string) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status

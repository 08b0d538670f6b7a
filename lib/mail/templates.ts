import { addressLine, type Address } from '@/lib/checkout/address'
import { formatMoney } from '@/lib/format/money'
import { openBalanceCents, type Payable } from '@/lib/orders/balance'
import type { RosterChangeEntry } from '@/lib/orders/history'
import type { MailAttachment } from './smtp'
import { statusLabel } from '@/lib/orders/workflow'
import { lineCents, type PricedQuote } from '@/lib/orders/quote'
import { orderReference } from '@/lib/orders/reference'
import type { Shipment } from '@/lib/orders/shipping'
import { routes } from '@/lib/routes'
import { rosterByNumber, ROSTER_TABLE_COLUMNS } from '@/lib/roster/export'
import type { Player } from '@/lib/roster/player'
import { leagueLabel } from '@/lib/wizard/team-info'
import { renderMail, type MailBlock, type RenderedMail } from './document'
import { shipmentBlocks } from './shipment-blocks'
import { absolute, customerFooter, staffFooter, type Shop } from './shop'
import { composeTeamStoreMail, isTeamStoreMail, type TeamStoreMailEvent } from './team-store-templates'
import { formatCalendarDate, formatMoment as when } from '@/lib/format/dates'
import { countOf } from '@/lib/format/text'

/**
 * Every e-mail the shop sends, one function of the data it tells of each. Nothing here holds card
 * data: payments appear only as amounts. Customer-typed text (team names, notes, messages) goes in
 * as text and is escaped by the renderer.
 */

/** A quote request or an express order, as its e-mails tell of it. */
export type RequestMail = {
  kind: 'quote' | 'express'
  id: string
  reference: string
  createdAt: string
  productName: string
  teamName: string
  league: string
  playerCount: number
  /** The roster as the team sent it (or as it is now, for a later e-mail). */
  roster: readonly Player[]
  contactName: string
  contactEmail: string
  contactPhone: string
  /** Whether the request belongs to an account, where the customer can follow it. */
  inAccount: boolean
  /** What it costs and what was paid: an express order's from the start, a quote's once its deposit is paid. */
  amounts: Omit<Payable, 'status'> | null
  /** A quote's own details. */
  details: { estimatedQuantity: number | null; targetDate: string | null } | null
  /** Where it goes: an express order's from the start, a quote's once accepted. */
  delivery: Address | null
}

/** A checkout order, as its e-mails tell of it. */
export type OrderMail = {
  kind: 'order'
  id: string
  createdAt: string
  customerEmail: string
  items: readonly { name: string; details: string; quantity: number; lineTotalCents: number }[]
  subtotalCents: number
  shippingCents: number
  totalCents: number
}

export type EnquiryMail = { id: string; createdAt: string; name: string; email: string; inquiryType: string; message: string }

/** A move of an order's status, from its history. */
type StatusChangeMail = { from: string; to: string; note: string }
/** The mockup a "mockup sent" e-mail carries, when it is small enough to send. */
type MockupFile = MailAttachment | null

export type MailEvent =
  | { template: 'request_received'; request: RequestMail }
  | { template: 'order_placed'; order: OrderMail }
  | { template: 'status_changed'; subject: RequestMail | OrderMail; change: StatusChangeMail; mockup?: MockupFile }
  /** Shipped, with how (the shipment staff recorded as they shipped it; null for an order shipped before shipments were recorded). */
  | { template: 'shipped'; subject: RequestMail | OrderMail; change: StatusChangeMail; shipment: Shipment | null }
  | { template: 'shop_new_request'; subject: RequestMail | OrderMail }
  | { template: 'shop_new_enquiry'; enquiry: EnquiryMail }
  /** The customer answered a mockup: approved (to approved) or changes asked for (back to in design), with their comment. */
  | { template: 'shop_mockup_decision'; subject: RequestMail; change: StatusChangeMail }
  /** Staff priced a quote request (or revised its quote): the quote itself, with staff's note. */
  | { template: 'quote_ready'; request: RequestMail; quote: PricedQuote; note: string; revised: boolean }
  /** Someone tried to register an address that has an account: its owner hears, instead of a second account. */
  | { template: 'account_exists'; email: string }
  /** A payment after the first (a balance, by card or recorded by staff) arrived; `status` is the request's now. */
  | { template: 'payment_received'; request: RequestMail; amountCents: number; status: string }
  /** Staff wrote the customer a note on their order (never an internal one), at the order's status then. */
  | { template: 'order_note'; subject: RequestMail | OrderMail; note: string; status: string }
  /** Staff answered a contact enquiry from the back office: the answer, under the message it answers. */
  | { template: 'enquiry_reply'; enquiry: EnquiryMail; answer: string }
  /** A paid order's roster changed before production, by the customer (`byCustomer`) or by staff; the roster as it is now is the request's. */
  | { template: 'roster_changed'; request: RequestMail; change: RosterChangeEntry; note: string; status: string; byCustomer: boolean }
  /** The customer changed their roster: the shop hears what changed. */
  | { template: 'shop_roster_changed'; request: RequestMail; change: RosterChangeEntry; note: string; status: string }
  | TeamStoreMailEvent

/** A rendered e-mail, whom a reply goes to, and the files it carries. */
export type ComposedMail = RenderedMail & { replyTo: string; attachments: MailAttachment[] }

const players = (count: number) => countOf(count, 'player')

/** The roster by jersey number, with each player's sizes, so the team can check what will be made. */
function rosterBlocks(roster: readonly Player[]): MailBlock[] {
  if (roster.length === 0) return []
  return [
    { kind: 'heading', text: `Roster (${players(roster.length)})` },
    {
      kind: 'table',
      columns: ROSTER_TABLE_COLUMNS,
      rows: rosterByNumber(roster).map((player) => [player.number, player.name, player.jerseySize, player.socksSize, player.pantShellSize, player.captainPatch]),
    },
  ]
}

/** A roster change, a line per player, and what it did to the price. */
function rosterChangeBlocks(change: RosterChangeEntry): MailBlock[] {
  return [
    ...change.lines.map((line) => ({ kind: 'paragraph', text: `– ${line}` }) as const),
    ...(change.priceChangeCents !== 0
      ? [{ kind: 'paragraph', text: `The total is ${formatMoney(Math.abs(change.priceChangeCents))} ${change.priceChangeCents > 0 ? 'more' : 'less'}.` } as const]
      : []),
  ]
}

/** What each status means to the customer, said once, for the status e-mails. */
const STATUS_MEANINGS: Record<string, string> = {
  received: 'We have your order and will start on it shortly.',
  quoted: 'Your quote is ready.',
  awaiting_payment: 'We are waiting for your payment before we go on.',
  in_design: 'Our designers are working on your mockup.',
  approved: 'You approved the mockup: production comes next.',
  in_production: 'Your order is in production.',
  shipped: 'Your order is on its way.',
  delivered: 'Your order has been delivered. Enjoy the new gear!',
  cancelled: 'Your order has been cancelled. If you did not expect this, reply to this e-mail and we will sort it out.',
  pending: 'We have your order and will be in touch with the invoice and your design proof.',
  processing: 'We are preparing your order.',
}

/** What a mockup e-mail says of the mockup: attached (or too large to be), and where it is answered. */
function mockupMeaning(subject: RequestMail, mockup: MockupFile): string {
  if (subject.inAccount) return `Your mockup is ${mockup ? 'attached, and' : 'ready'} in your account: look it over there and approve it, or ask for changes.`
  const where = mockup ? 'Your mockup is attached.' : 'Your mockup is ready; it is too large to attach, so our team sends it to you another way.'
  return `${where} Reply to this e-mail to approve it or to say what to change.`
}

/** What a move means to this customer; a move out of "awaiting payment" was their payment arriving. */
const meaning = (subject: RequestMail | OrderMail, change: StatusChangeMail, title: string, mockup: MockupFile) => {
  const status = change.to
  const said =
    status === 'mockup_sent' && subject.kind !== 'order'
      ? mockupMeaning(subject, mockup)
      : (STATUS_MEANINGS[status] ?? `Your ${title} is now ${statusLabel(status).toLowerCase()}.`)
  return change.from === 'awaiting_payment' && status !== 'cancelled' ? `Thank you: your payment is in. ${said}` : said
}

/** How a customer names the thing an e-mail is about. */
const titleOf = (subject: RequestMail | OrderMail) =>
  subject.kind === 'order' ? `order ${orderReference(subject.id)}` : `${subject.kind === 'quote' ? 'quote request' : 'express order'} ${subject.reference}`

/** A request's facts, at `status` (a cancelled order has no balance due). */
const requestFacts = (request: RequestMail, status: string): MailBlock => {
  const { amounts } = request
  const balance = amounts ? openBalanceCents({ ...amounts, status }) : 0
  return {
    kind: 'facts',
    rows: [
      ['Reference', request.reference],
      ['Product', request.productName],
      ['Team', request.league ? `${request.teamName} (${leagueLabel(request.league) || request.league})` : request.teamName],
      ['Roster', players(request.playerCount)],
      ...(request.delivery ? [['Ships to', addressLine(request.delivery)] as const] : []),
      ...(request.details?.estimatedQuantity ? [['Estimated quantity', String(request.details.estimatedQuantity)] as const] : []),
      ...(request.details?.targetDate ? [['Wanted by', formatCalendarDate(request.details.targetDate)] as const] : []),
      ...(amounts
        ? [
            ['Total', formatMoney(amounts.totalCents)] as const,
            [balance > 0 ? 'Deposit paid' : 'Paid', formatMoney(amounts.paidCents)] as const,
            ...(balance > 0 ? [['Balance due before shipping', formatMoney(balance)] as const] : []),
          ]
        : []),
      ['Sent', when(request.createdAt)],
    ],
  }
}

const orderFacts = (order: OrderMail): MailBlock[] => [
  { kind: 'facts', rows: order.items.map((item) => [`${item.quantity} × ${item.name}`, `${formatMoney(item.lineTotalCents)}${item.details ? ` (${item.details})` : ''}`]) },
  {
    kind: 'facts',
    rows: [
      ['Subtotal', formatMoney(order.subtotalCents)],
      ['Shipping', order.shippingCents ? formatMoney(order.shippingCents) : 'Free'],
      ['Total', formatMoney(order.totalCents)],
      ['Placed', when(order.createdAt)],
    ],
  },
]

/** A guest's request joins the account of its address once one is made (claim_guest_requests): the way to make it. */
const accountOffer = (shop: Shop, request: RequestMail): MailBlock => ({
  kind: 'link',
  label: `Create an account with ${request.contactEmail} to follow it, answer mockups and pay online`,
  href: absolute(shop, routes.register(routes.account)),
})

/** Where the customer follows it (at `status`): their account, when the request is linked to one, where an open balance is paid too; a guest is offered one. */
const followLink = (shop: Shop, subject: RequestMail | OrderMail, status: string): MailBlock[] => {
  if (subject.kind === 'order') return [{ kind: 'link', label: 'See your order', href: absolute(shop, routes.accountOrder(subject.id)) }]
  if (!subject.inAccount) {
    return [{ kind: 'paragraph', text: `Keep this e-mail: quote your reference ${subject.reference} when you contact us.` }, accountOffer(shop, subject)]
  }
  const balance = subject.amounts ? openBalanceCents({ ...subject.amounts, status }) : 0
  return [
    ...(balance > 0 ? [{ kind: 'link', label: `Pay the balance of ${formatMoney(balance)}`, href: absolute(shop, routes.payRequest(subject.kind, subject.id)) } as const] : []),
    { kind: 'link', label: 'Follow it in your account', href: absolute(shop, routes.account) },
  ]
}


/** How a parcel went: the carrier and tracking number, and the carrier's page to follow it. */
function compose(shop: Shop, event: MailEvent): { subject: string; blocks: MailBlock[]; footer: string; replyTo: string } {
  if (isTeamStoreMail(event)) return composeTeamStoreMail(shop, event)
  switch (event.template) {
    // Sent to whatever address the form gave, before anyone at the shop has seen it: what the visitor
    // typed (the names of the team and the contact) is never in the shop's own sentences, only in
    // the facts, introduced as what the form said, so nobody can make the shop say their words.
    case 'request_received': {
      const { request } = event
      const isQuote = request.kind === 'quote'
      return {
        subject: isQuote ? `We received your quote request ${request.reference}` : `Your express order ${request.reference} is confirmed`,
        blocks: [
          { kind: 'paragraph', text: 'Hello,' },
          {
            kind: 'paragraph',
            text: isQuote
              ? `Thank you for your quote request. Our design team is preparing a detailed quote, and a specialist will contact you${shop.quoteResponseTime ? ` within ${shop.quoteResponseTime}` : ' shortly'} to finalise it.`
              : 'Thank you for your express order: your payment arrived and the order is with our team. We check your roster and logo and start production: express orders skip the design stage. If your logo needs a mockup to approve first, we e-mail it to you.',
          },
          { kind: 'paragraph', text: `The ${isQuote ? 'request' : 'order'} as it reached us, with the team as it was typed into our form:` },
          requestFacts(request, 'received'),
          ...rosterBlocks(request.roster),
          ...followLink(shop, request, 'received'),
          { kind: 'paragraph', text: 'Not yours? Someone gave this address in our form: reply to this e-mail and we will remove it.' },
        ],
        footer: customerFooter(shop),
        replyTo: shop.email,
      }
    }
    case 'order_placed': {
      const { order } = event
      return {
        subject: `Your order ${orderReference(order.id)} is placed`,
        blocks: [
          { kind: 'paragraph', text: 'Thank you for your order. Nothing is charged yet: we will e-mail your invoice and design proof.' },
          ...orderFacts(order),
          ...followLink(shop, order, 'pending'),
        ],
        footer: customerFooter(shop),
        replyTo: shop.email,
      }
    }
    case 'status_changed':
    case 'shipped': {
      const { subject, change } = event
      const title = titleOf(subject)
      return {
        subject:
          event.template === 'shipped'
            ? `Your ${title} has shipped`
            : change.to === 'mockup_sent'
              ? `Your mockup for ${title} is ready to approve`
              : `Your ${title} is now ${statusLabel(change.to).toLowerCase()}`,
        blocks: [
          { kind: 'heading', text: statusLabel(change.to) },
          { kind: 'paragraph', text: meaning(subject, change, title, event.template === 'status_changed' ? (event.mockup ?? null) : null) },
          ...(event.template === 'shipped' && event.shipment ? shipmentBlocks(event.shipment) : []),
          ...(change.note ? [{ kind: 'paragraph', text: 'A note from our team:' } as const, { kind: 'quote', text: change.note } as const] : []),
          ...(subject.kind === 'order' ? orderFacts(subject) : [requestFacts(subject, change.to)]),
          ...followLink(shop, subject, change.to),
        ],
        footer: customerFooter(shop),
        replyTo: shop.email,
      }
    }
    case 'shop_new_request': {
      const { subject } = event
      const isOrder = subject.kind === 'order'
      return {
        subject: isOrder
          ? `New checkout order ${orderReference(subject.id)} · ${formatMoney(subject.totalCents)}`
          : `New ${subject.kind === 'quote' ? 'quote request' : 'express order'} ${subject.reference} · ${subject.teamName}`,
        blocks: [
          ...(isOrder
            ? [{ kind: 'facts', rows: [['Customer', subject.customerEmail]] } as const, ...orderFacts(subject)]
            : [
                {
                  kind: 'facts',
                  rows: [
                    ['Contact', subject.contactName],
                    ['E-mail', subject.contactEmail],
                    ...(subject.contactPhone ? [['Phone', subject.contactPhone] as const] : []),
                  ],
                } as const,
                requestFacts(subject, 'received'),
              ]),
          { kind: 'link', label: 'Open it in the back office', href: absolute(shop, routes.adminOrder(subject.kind, subject.id)) },
        ],
        footer: staffFooter(shop),
        replyTo: isOrder ? subject.customerEmail : subject.contactEmail,
      }
    }
    case 'shop_mockup_decision': {
      const { subject, change } = event
      const approved = change.to === 'approved'
      return {
        subject: `${approved ? 'Mockup approved' : 'Changes asked for'}: ${subject.kind === 'quote' ? 'quote request' : 'express order'} ${subject.reference} · ${subject.teamName}`,
        blocks: [
          {
            kind: 'paragraph',
            text: approved ? `${subject.contactName} approved the mockup: the order can go into production.` : `${subject.contactName} asked for changes to the mockup:`,
          },
          ...(change.note ? [{ kind: 'quote', text: change.note } as const] : []),
          requestFacts(subject, change.to),
          { kind: 'link', label: 'Open it in the back office', href: absolute(shop, routes.adminOrder(subject.kind, subject.id)) },
        ],
        footer: staffFooter(shop),
        replyTo: subject.contactEmail,
      }
    }
    case 'quote_ready': {
      const { request, quote, note, revised } = event
      return {
        subject: `${revised ? 'Your revised quote' : 'Your quote'} for ${request.teamName} (${request.reference}) is ready`,
        blocks: [
          { kind: 'paragraph', text: `Hi ${request.contactName},` },
          {
            kind: 'paragraph',
            text: `${revised ? 'We revised the quote' : 'Here is our quote'} for your ${request.productName} order for ${request.teamName}. A deposit of ${formatMoney(quote.depositCents)} starts it: our designers then prepare your mockup for approval.`,
          },
          ...(note ? [{ kind: 'paragraph', text: 'A note from our team:' } as const, { kind: 'quote', text: note } as const] : []),
          {
            kind: 'facts',
            rows: [
              ...quote.lines.map((line) => [`${line.quantity.toLocaleString('en-US')} × ${line.description}`, `${formatMoney(lineCents(line))} (${formatMoney(line.unitPriceCents)} each)`] as const),
              ...(quote.rushFeeCents > 0 ? [['Rush fee', formatMoney(quote.rushFeeCents)] as const] : []),
              ['Total', formatMoney(quote.totalCents)],
              ['Deposit to start', formatMoney(quote.depositCents)],
              ['Reference', request.reference],
            ],
          },
          ...(request.inAccount
            ? [{ kind: 'link', label: 'Review and accept your quote', href: absolute(shop, routes.account) } as const]
            : [
                { kind: 'paragraph', text: `To accept it, reply to this e-mail quoting ${request.reference}: we then send you how to pay the deposit.` } as const,
                accountOffer(shop, request),
              ]),
        ],
        footer: customerFooter(shop),
        replyTo: shop.email,
      }
    }
    case 'payment_received': {
      const { request, amountCents, status } = event
      const title = titleOf(request)
      return {
        subject: `Payment received for your ${title}`,
        blocks: [
          { kind: 'heading', text: 'Payment received' },
          { kind: 'paragraph', text: `Thank you: we received your payment of ${formatMoney(amountCents)} for your ${title}.` },
          requestFacts(request, status),
          ...followLink(shop, request, status),
        ],
        footer: customerFooter(shop),
        replyTo: shop.email,
      }
    }
    case 'roster_changed': {
      const { request, change, note, status, byCustomer } = event
      const title = titleOf(request)
      return {
        subject: `Roster changed: your ${title}`,
        blocks: [
          { kind: 'heading', text: 'Your roster is changed' },
          { kind: 'paragraph', text: byCustomer ? `We have your roster change for your ${title}:` : `We changed the roster of your ${title}:` },
          ...rosterChangeBlocks(change),
          ...(note ? [{ kind: 'quote', text: note } as const] : []),
          requestFacts(request, status),
          ...rosterBlocks(request.roster),
          ...followLink(shop, request, status),
        ],
        footer: customerFooter(shop),
        replyTo: shop.email,
      }
    }
    case 'shop_roster_changed': {
      const { request, change, note, status } = event
      return {
        subject: `Roster changed by the customer: ${request.kind === 'quote' ? 'quote request' : 'express order'} ${request.reference} · ${request.teamName}`,
        blocks: [
          { kind: 'paragraph', text: `${request.contactName} changed the roster:` },
          ...rosterChangeBlocks(change),
          ...(note ? [{ kind: 'quote', text: note } as const] : []),
          ...(request.kind === 'quote' && change.lines.length > 0 ? [{ kind: 'paragraph', text: 'A quote keeps its price: confirm any difference with the customer.' } as const] : []),
          requestFacts(request, status),
          { kind: 'link', label: 'Open it in the back office', href: absolute(shop, routes.adminOrder(request.kind, request.id)) },
        ],
        footer: staffFooter(shop),
        replyTo: request.contactEmail,
      }
    }
    case 'order_note': {
      const { subject, note, status } = event
      const title = titleOf(subject)
      return {
        subject: `A note about your ${title}`,
        blocks: [
          { kind: 'heading', text: 'A note from our team' },
          { kind: 'paragraph', text: `We added a note to your ${title}:` },
          { kind: 'quote', text: note },
          ...(subject.kind === 'order' ? orderFacts(subject) : [requestFacts(subject, status)]),
          ...followLink(shop, subject, status),
        ],
        footer: customerFooter(shop),
        replyTo: shop.email,
      }
    }
    case 'account_exists':
      return {
        subject: `You already have a ${shop.name} account`,
        blocks: [
          {
            kind: 'paragraph',
            text: `Someone, most likely you, just tried to create a ${shop.name} account with ${event.email}. This address already has an account, so no new one was made and nothing about your account has changed.`,
          },
          { kind: 'link', label: 'Sign in', href: absolute(shop, routes.signIn()) },
          { kind: 'paragraph', text: 'Forgotten your password? Choose a new one:' },
          { kind: 'link', label: 'Reset your password', href: absolute(shop, routes.forgotPassword) },
          { kind: 'paragraph', text: 'If it was not you, you can ignore this e-mail.' },
        ],
        footer: customerFooter(shop),
        replyTo: shop.email,
      }
    case 'enquiry_reply': {
      const { enquiry, answer } = event
      return {
        subject: `Re: your message to ${shop.name}`,
        blocks: [
          { kind: 'paragraph', text: `Hello ${enquiry.name},` },
          { kind: 'quote', text: answer },
          { kind: 'paragraph', text: `You wrote to us on ${when(enquiry.createdAt)} (${enquiry.inquiryType}):` },
          { kind: 'quote', text: enquiry.message },
          { kind: 'paragraph', text: 'Reply to this e-mail if there is anything more we can help with.' },
        ],
        footer: customerFooter(shop),
        replyTo: shop.email,
      }
    }
    case 'shop_new_enquiry': {
      const { enquiry } = event
      return {
        subject: `New enquiry from ${enquiry.name} · ${enquiry.inquiryType}`,
        blocks: [
          { kind: 'facts', rows: [['From', `${enquiry.name} <${enquiry.email}>`], ['Type', enquiry.inquiryType], ['Sent', when(enquiry.createdAt)]] },
          { kind: 'quote', text: enquiry.message },
          { kind: 'paragraph', text: `Reply to this e-mail to answer ${enquiry.name}.` },
        ],
        footer: staffFooter(shop),
        replyTo: enquiry.email,
      }
    }
  }
}

/** The e-mail for one event: its subject, plain-text and HTML parts, and its Reply-To. */
export function composeMail(shop: Shop, event: MailEvent): ComposedMail {
  const { replyTo, ...document } = compose(shop, event)
  const attachments = event.template === 'status_changed' && event.mockup ? [event.mockup] : []
  return { ...renderMail(document), replyTo, attachments }
}

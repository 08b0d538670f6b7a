import { formatMoney } from '@/lib/format/money'
import { countOf } from '@/lib/format/text'
import { routes } from '@/lib/routes'
import { rosterByNumber } from '@/lib/roster/export'
import type { Player } from '@/lib/roster/player'
import { addressLine, type Address } from '@/lib/checkout/address'
import type { Shipment } from '@/lib/orders/shipping'
import { shipsToText, type ShipsTo } from '@/lib/team-stores/delivery'
import { itemName, itemPrices, itemRosters, linePriceCents, takenItems, type EntryLine, type StoreItem } from '@/lib/team-stores/items'
import { formatClosingDay, goesAheadRule } from '@/lib/team-stores/rules'
import type { MailBlock } from './document'
import { shipmentBlocks } from './shipment-blocks'
import { absolute, customerFooter, staffFooter, type Shop } from './shop'

/**
 * A team store's e-mails: a player's receipt with the link to their entry, the manager's notice of
 * how the store closed, each player's notice of production, each refund made and why, and the
 * manager's invitations and reminders. Their team, product and manager's names are what the
 * manager typed: they stand in the facts, never in the shop's own sentences, since invitations go
 * to addresses the manager typed too.
 */

/** A team store as its e-mails tell of it. */
export type StoreMail = {
  id: string
  reference: string
  status: 'open' | 'ordered' | 'below_minimum' | 'cancelled'
  teamName: string
  productName: string
  contactName: string
  contactEmail: string
  closesAt: string
  /** What it offers, each at the shop's price and the team's mark-up. */
  items: StoreItem[]
  /** Where the kit goes, and each player's shipping when it goes to each player. */
  shipsTo: ShipsTo
  playerShippingCents: number
  minPlayers: number
  /** The link players enter by. */
  linkToken: string
  /** The orders it became, once it did: one per item players paid for. */
  orders: { itemId: string; option: string; reference: string; productName: string }[]
  closeNote: string
}

/** A player's entry as the e-mails tell of it: the nameplate and number, and the items taken with their sizes. */
export type EntryMail = { player: Player; lines: readonly EntryLine[]; delivery?: Address | null }

/** Why a payment went back (payment_refunds.reason). */
export type RefundReason = 'removed' | 'cancelled' | 'below_minimum' | 'store_closed' | 'number_taken' | 'duplicate'

export type TeamStoreMailEvent =
  /** A player paid: their receipt, with a link of their own to see and change the entry until closing. */
  | { template: 'store_entry_paid'; store: StoreMail; entry: EntryMail; amountCents: number; entryToken: string }
  /** The store closed (by its day, early, or cancelled): its manager hears how, with the paid rosters. */
  | { template: 'store_closed'; store: StoreMail; paid: { entries: readonly EntryMail[]; collectedCents: number } }
  /** The store became its orders: each paid player hears their kit is being made. */
  | { template: 'store_ordered'; store: StoreMail; entry: EntryMail }
  /** A payment went back to its card. */
  | { template: 'store_refund'; store: StoreMail; entry: EntryMail; amountCents: number; reason: RefundReason }
  /** A refund the provider could not make after every try: the player hears the shop is making it by hand. */
  | { template: 'store_refund_failed'; store: StoreMail; entry: EntryMail; amountCents: number; reason: RefundReason }
  /** The same refund, to the shop: what to refund by hand from the provider's dashboard. */
  | { template: 'shop_refund_failed'; store: StoreMail; entry: EntryMail; email: string; amountCents: number; reason: RefundReason; paymentReference: string; error: string }
  /** The manager invited this address. */
  | { template: 'store_invite'; store: StoreMail }
  /** A reminder to an invited address with no paid entry yet. */
  | { template: 'store_reminder'; store: StoreMail }
  /** Two days before closing, to the manager: how many have paid against the minimum. */
  | { template: 'store_closing_soon'; store: StoreMail; paidPlayers: number }
  /** A player's parcel went (a store shipped to each player): how to follow it. */
  | { template: 'store_parcel_shipped'; store: StoreMail; entry: EntryMail; parcel: Shipment }
  /** Staff made a fill-in order of late players after closing: the manager hears what it holds and how to pay it. */
  | { template: 'store_fill_in'; store: StoreMail; order: { id: string; reference: string; productName: string; itemId: string; option: string; roster: readonly Player[]; pricePerPlayerCents: number; totalCents: number } }

/** Every team store template, once (the compiler holds it to the union above): the player's and the manager's, and the shop's own of a failed refund. */
const TEAM_STORE_TEMPLATES: Record<TeamStoreMailEvent['template'], true> = {
  store_entry_paid: true, store_closed: true, store_ordered: true, store_refund: true, store_refund_failed: true,
  shop_refund_failed: true, store_invite: true, store_reminder: true, store_closing_soon: true, store_fill_in: true, store_parcel_shipped: true,
}

export const isTeamStoreMail = (event: { template: string }): event is TeamStoreMailEvent => Object.hasOwn(TEAM_STORE_TEMPLATES, event.template)

const closingDay = (store: StoreMail) => formatClosingDay(new Date(store.closesAt))

/** What one of an item costs, as the store's facts say it: "$70.00 (with $5.00 for the team), optional", each option's price for an item with options. */
const itemTerms = (item: StoreItem) => {
  const prices = itemPrices(item)
    .map(({ option, cents }) => [option?.name, formatMoney(cents)].filter(Boolean).join(' '))
    .join(', ')
  return `${prices}${item.markupCents > 0 ? ` (with ${formatMoney(item.markupCents)} for the team)` : ''}${item.required ? '' : ', optional'}`
}

/** The store, as the manager set it up: each item with what a player pays for it. */
const storeFacts = (store: StoreMail): MailBlock => ({
  kind: 'facts',
  rows: [
    ['Team store', store.reference],
    ['Team', store.teamName],
    ...store.items.map((item): [string, string] => [item.productName, itemTerms(item)]),
    ['Delivery', shipsToText(store)],
    ['Team manager', store.contactName],
    ['Closes', `At the end of ${closingDay(store)}`],
  ],
})

/** A player's entry: their nameplate, number, and each item they take in its size. */
const playerFacts = (store: StoreMail, entry: EntryMail): [string, string][] => [
  ['Nameplate', entry.player.name],
  ['Number', entry.player.number],
  ...takenItems(store.items, entry.lines).map(({ item, text }): [string, string] => [item.productName, text]),
  ...(entry.delivery ? [['Ships to', addressLine(entry.delivery)] as [string, string]] : []),
]

/** Where a player's kit goes once made, as their e-mails say it. */
const playerShipping = (store: StoreMail) =>
  store.shipsTo === 'players' ? 'ships to the address you gave, in a parcel of its own' : 'ships to your team manager with the team’s order'

/** The orders a store became (those making an entry's `lines`, when given), each with its item: "E-7K2Q9M (Showtime Jersey)". */
const ordersText = (store: StoreMail, lines?: readonly EntryLine[]) =>
  store.orders
    .filter((order) => !lines || lines.some((line) => line.itemId === order.itemId && line.option === order.option))
    .map((order) => `${order.reference} (${order.productName})`)
    .join(', ')

const REFUND_WHY: Record<RefundReason, (store: StoreMail, player: Player) => string> = {
  removed: () => 'Your entry was removed from the team store by your team manager or by us.',
  cancelled: () => 'The team store was cancelled, so its order will not be made.',
  below_minimum: (store) =>
    `The team store closed with fewer than the ${countOf(store.minPlayers, 'player')} it needed, so its order will not be made.`,
  store_closed: () => 'Your payment arrived after the team store had closed.',
  number_taken: (_, player) =>
    `Your payment arrived after the hold on number ${player.number} ran out, and another player had taken the number meanwhile. You are welcome to enter again with another number while the store is open.`,
  duplicate: () => 'Your entry was paid twice: this returns the second payment.',
}

/**
 * An item's roster (in one of its options) by number, the size in the item's roster field (a
 * fill-in order's roster is kept as staff typed it, so it is sorted here).
 */
function rosterTable(item: StoreItem | undefined, name: string, roster: readonly Player[]): MailBlock[] {
  if (!item || roster.length === 0) return []
  const { garment } = item
  return [
    { kind: 'heading', text: `${name} (${countOf(roster.length, 'player')})` },
    {
      kind: 'table',
      columns: ['#', 'Nameplate', ...(garment ? [garment.label] : [])],
      rows: rosterByNumber(roster).map((player) => [player.number, player.name, ...(garment ? [player[garment.field]] : [])]),
    },
  ]
}

/** The manager's notice: what the closing made of the store. */
function closedBlocks(shop: Shop, store: StoreMail, paid: { entries: readonly EntryMail[]; collectedCents: number }): MailBlock[] {
  const players = countOf(paid.entries.length, 'player')
  const rosters = store.items.flatMap((item) => itemRosters(item, paid.entries).map(({ option, roster }) => ({ item, name: itemName(item, option), roster })))
  const raisedCents = rosters.reduce((sum, { item, roster }) => sum + item.markupCents * roster.length, 0)
  const said: Record<Exclude<StoreMail['status'], 'open'>, string> = {
    ordered: `The team store closed with ${players} paid, and ${store.orders.length === 1 ? 'their order' : 'their orders'} ${ordersText(store)} ${store.orders.length === 1 ? 'is' : 'are'} now in production. ${store.shipsTo === 'players' ? 'Each player’s kit ships to the address they gave, in a parcel of its own.' : 'It ships to your delivery address; we e-mail you when it ships.'}`,
    below_minimum: `The team store closed with ${players} paid, fewer than the ${store.minPlayers} it needed, so its order will not be made. Every payment is being refunded to its card, and each player is told.`,
    cancelled: 'The team store was cancelled. Every payment is being refunded to its card, and each player is told.',
  }
  return [
    { kind: 'heading', text: store.status === 'ordered' ? 'Your team store is closed: in production' : 'Your team store is closed' },
    { kind: 'paragraph', text: said[store.status as keyof typeof said] },
    ...(store.closeNote ? [{ kind: 'paragraph', text: 'The note with it:' } as const, { kind: 'quote', text: store.closeNote } as const] : []),
    storeFacts(store),
    {
      kind: 'facts',
      rows: [
        ['Players paid', String(paid.entries.length)],
        ['Collected', formatMoney(paid.collectedCents)],
        ...(raisedCents > 0 && store.status === 'ordered' ? [['Raised for the team', formatMoney(raisedCents)] as [string, string]] : []),
      ],
    },
    ...(store.status === 'ordered' ? rosters.flatMap(({ item, name, roster }) => rosterTable(item, name, roster)) : []),
    { kind: 'link', label: 'See the store’s board', href: absolute(shop, routes.teamStoreBoard(store.id)) },
  ]
}

export function composeTeamStoreMail(shop: Shop, event: TeamStoreMailEvent): { subject: string; blocks: MailBlock[]; footer: string; replyTo: string } {
  const { store } = event
  const storeLink: MailBlock = { kind: 'link', label: 'Open the team store', href: absolute(shop, routes.teamStore(store.linkToken)) }
  const mail = (subject: string, blocks: MailBlock[]) => ({ subject, blocks, footer: customerFooter(shop), replyTo: shop.email })
  switch (event.template) {
    case 'store_entry_paid':
      return mail(`Your team store order ${store.reference} is paid`, [
        { kind: 'heading', text: 'Thank you: your order is in' },
        {
          kind: 'paragraph',
          text: `We received your payment of ${formatMoney(event.amountCents)}. Your kit is made with the team’s order once the store closes, and ${playerShipping(store)}. ${goesAheadRule(store.minPlayers)}`,
        },
        { kind: 'facts', rows: [...playerFacts(store, event.entry), ...(store.shipsTo === 'players' ? [['Shipping', formatMoney(store.playerShippingCents)] as [string, string]] : [])] },
        {
          kind: 'paragraph',
          text: `Until the store closes at the end of ${closingDay(store)}, you can change your ${store.shipsTo === 'players' ? 'nameplate, number, sizes or address' : 'nameplate, number or sizes'} with your own link (keep it to yourself):`,
        },
        { kind: 'link', label: 'See or change your order', href: absolute(shop, routes.teamStoreEntry(event.entryToken)) },
        storeFacts(store),
      ])
    case 'store_closed':
      return mail(`Your team store ${store.reference} is closed`, closedBlocks(shop, store, event.paid))
    case 'store_ordered':
      return mail(`Your team store order ${store.reference} is in production`, [
        { kind: 'heading', text: 'Your kit is being made' },
        { kind: 'paragraph', text: `The team store closed and the team’s order is in production. Your kit ${playerShipping(store)}.` },
        { kind: 'facts', rows: [...playerFacts(store, event.entry), [event.entry.lines.length === 1 ? 'Order' : 'Orders', ordersText(store, event.entry.lines) || store.reference]] },
        storeFacts(store),
      ])
    case 'store_parcel_shipped':
      return mail(`Your team store kit ${store.reference} has shipped`, [
        { kind: 'heading', text: 'Your kit is on its way' },
        { kind: 'paragraph', text: 'Your kit from the team store has shipped, in a parcel of its own to the address you gave.' },
        ...shipmentBlocks(event.parcel),
        { kind: 'facts', rows: playerFacts(store, event.entry) },
        storeFacts(store),
      ])
    case 'store_refund':
      return mail(`Your team store payment of ${formatMoney(event.amountCents)} is refunded`, [
        { kind: 'heading', text: 'Your payment is refunded' },
        { kind: 'paragraph', text: `${REFUND_WHY[event.reason](store, event.entry.player)} We refunded ${formatMoney(event.amountCents)} to the card you paid with: it reaches your account within 5–10 business days, depending on your bank.` },
        { kind: 'facts', rows: playerFacts(store, event.entry) },
        storeFacts(store),
      ])
    case 'store_refund_failed':
      return mail(`Your team store payment of ${formatMoney(event.amountCents)}: refund delayed`, [
        { kind: 'heading', text: 'Your refund is delayed' },
        {
          kind: 'paragraph',
          text: `${REFUND_WHY[event.reason](store, event.entry.player)} We tried to refund ${formatMoney(event.amountCents)} to the card you paid with, and the card payment service could not take it back. We are making the refund by hand and will write to you once it is made; reply to this e-mail with any question.`,
        },
        { kind: 'facts', rows: playerFacts(store, event.entry) },
        storeFacts(store),
      ])
    case 'shop_refund_failed':
      return {
        subject: `Refund failed: ${formatMoney(event.amountCents)} for team store ${store.reference}`,
        blocks: [
          { kind: 'heading', text: 'A refund to make by hand' },
          {
            kind: 'paragraph',
            text: 'The payment provider could not make this refund after every try, so no money has gone back; the player has been told it is delayed. From the store’s board in the back office, have it tried again, or make it from the provider’s dashboard and record it there as refunded by hand.',
          },
          {
            kind: 'facts',
            rows: [
              ['Payment', event.paymentReference],
              ['Amount', formatMoney(event.amountCents)],
              ['Why it is owed', REFUND_WHY[event.reason](store, event.entry.player)],
              ['Last error', event.error || '—'],
              ['Player’s e-mail', event.email],
              ...playerFacts(store, event.entry),
            ],
          },
          storeFacts(store),
          { kind: 'link', label: 'Open the store’s board', href: absolute(shop, routes.teamStoreBoard(store.id)) },
        ],
        footer: staffFooter(shop),
        replyTo: event.email,
      }
    case 'store_fill_in': {
      const { order } = event
      const item = store.items.find((candidate) => candidate.id === order.itemId)
      const storePrice = item ? linePriceCents(item, order.option) : order.pricePerPlayerCents
      const surcharge = order.pricePerPlayerCents - storePrice
      const price = surcharge > 0 ? `${formatMoney(order.pricePerPlayerCents)} a player (the store’s ${formatMoney(storePrice)} and a late surcharge of ${formatMoney(surcharge)})` : 'the store’s price per player'
      return mail(`Late players for your team store: order ${order.reference} to pay`, [
        { kind: 'heading', text: 'A fill-in order for late players' },
        {
          kind: 'paragraph',
          text: `We made a fill-in order for ${countOf(order.roster.length, 'late player')} of your team store: the same kit at ${price}, shipped to your delivery address. It goes into production once it is paid.`,
        },
        { kind: 'facts', rows: [['Order', order.reference], ['Item', order.productName], ['Players', String(order.roster.length)], ['To pay', formatMoney(order.totalCents)]] },
        ...rosterTable(item, order.productName, order.roster),
        { kind: 'link', label: `Pay ${formatMoney(order.totalCents)}`, href: absolute(shop, routes.payRequest('express', order.id)) },
        storeFacts(store),
      ])
    }
    case 'store_closing_soon': {
      const short = Math.max(store.minPlayers - event.paidPlayers, 0)
      return mail(`Your team store ${store.reference} closes at the end of ${closingDay(store)}`, [
        { kind: 'heading', text: 'Your team store closes soon' },
        {
          kind: 'paragraph',
          text:
            short > 0
              ? `${countOf(event.paidPlayers, 'player has', 'players have')} paid so far, and the store needs at least ${store.minPlayers}. If ${countOf(short, 'more player does', 'more players do')} not pay by the end of ${closingDay(store)}, the store closes without its order and everyone is refunded. We have reminded the players you invited who have not ordered; from the store’s board you can remind them again, move the closing day or change the minimum.`
              : `${countOf(event.paidPlayers, 'player has', 'players have')} paid so far, which meets the store’s minimum of ${store.minPlayers}: at the end of ${closingDay(store)} it closes and becomes your order. Until then players can still order, and we have reminded the players you invited who have not.`,
        },
        { kind: 'link', label: 'See the store’s board', href: absolute(shop, routes.teamStoreBoard(store.id)) },
        storeFacts(store),
      ])
    }
    case 'store_invite':
    case 'store_reminder': {
      const reminder = event.template === 'store_reminder'
      return mail(reminder ? `Reminder: order your team kit by ${closingDay(store)}` : `Order your team kit from ${shop.name}`, [
        { kind: 'heading', text: reminder ? 'The team store closes soon' : 'You are invited to order your team kit' },
        {
          kind: 'paragraph',
          text: reminder
            ? `The team store you were invited to closes at the end of ${closingDay(store)}, and we have no paid order from this address yet. Orders after closing cannot be taken.`
            : `Your team manager opened a team store with ${shop.name}. Enter your nameplate, number and size and pay your share by card before it closes at the end of ${closingDay(store)}: no account needed.`,
        },
        storeLink,
        { kind: 'paragraph', text: 'The store, as your team manager set it up:' },
        storeFacts(store),
        { kind: 'paragraph', text: 'Already ordered, or not on this team? You can ignore this e-mail; reply to it if you keep getting them.' },
      ])
    }
  }
}

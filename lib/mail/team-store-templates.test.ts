import { describe, expect, it } from 'vitest'
import { emptyPlayer, type Player } from '@/lib/roster/player'
import { garmentOf } from '@/lib/team-stores/fields'
import type { StoreItem } from '@/lib/team-stores/items'
import type { Shop } from './shop'
import type { EntryMail, StoreMail } from './team-store-templates'
import { composeMail, type MailEvent } from './templates'

/**
 * A team store's e-mails (lib/mail/team-store-templates.ts): what each says in both parts, the
 * links it carries (the player's own link in the receipt only, the store's in invitations and
 * reminders, the board in the manager's), and that what the manager typed (team, product, their
 * name) stands only in the facts, never in the shop's own sentences or a subject.
 */

const shop: Shop = { name: 'Northern Jerseys', email: 'shop@jerseys.example', phone: null, siteUrl: 'https://jerseys.example', quoteResponseTime: null }
const LINK = 'a'.repeat(64)
const ENTRY = 'b'.repeat(64)

const JERSEY_ID = '1a2b3c4d-0000-4000-8000-000000000001'
const SOCKS_ID = '1a2b3c4d-0000-4000-8000-000000000002'

/** A jersey every player takes, with the team's mark-up, and socks each chooses, with a smaller one. */
const jersey: StoreItem = { id: JERSEY_ID, position: 0, productSlug: 'chel-jersey', productName: 'CHEL Game Jersey', garment: garmentOf('jersey'), priceCents: 6500, markupCents: 500, required: true, options: [] }
const socks: StoreItem = { id: SOCKS_ID, position: 1, productSlug: 'chel-socks', productName: 'CHEL Socks', garment: garmentOf('sock'), priceCents: 1500, markupCents: 200, required: false, options: [] }

const store: StoreMail = {
  id: '6f1c2b9e-3c1d-4a6b-9a57-0d6a1b2c3d4e',
  reference: 'S-4KQ2MX4P',
  status: 'open',
  teamName: 'Visit evil.example now',
  productName: 'CHEL Game Jersey',
  contactName: 'Jo Keeper',
  contactEmail: 'jo@example.com',
  // The end of Dec 11 in Toronto.
  closesAt: '2026-12-12T05:00:00.000Z',
  items: [jersey, socks],
  shipsTo: 'manager',
  playerShippingCents: 0,
  minPlayers: 3,
  linkToken: LINK,
  orders: [],
  closeNote: '',
}
/** A store that became its orders: one per item. */
const ordered: StoreMail = {
  ...store,
  status: 'ordered',
  orders: [
    { itemId: JERSEY_ID, option: '', reference: 'E-3HW9TR6N', productName: 'CHEL Game Jersey' },
    { itemId: SOCKS_ID, option: '', reference: 'E-7K2Q9M4P', productName: 'CHEL Socks' },
  ],
}
// An entry's player holds only the nameplate and number: the sizes are its lines'.
const player = (name: string, number: string): Player => ({ ...emptyPlayer(), name, number })
/** Morrison takes the jersey and the socks; Ana the jersey alone. */
const mo: EntryMail = { player: player('Morrison', '9'), lines: [{ itemId: JERSEY_ID, size: 'L', option: '' }, { itemId: SOCKS_ID, size: 'M', option: '' }] }
const ana: EntryMail = { player: player('Ana', '2'), lines: [{ itemId: JERSEY_ID, size: 'YM', option: '' }] }

const compose = (event: MailEvent) => composeMail(shop, event)

/** The sentences of the plain-text part, without the facts' lines (a label, a colon, a value). */
const sentences = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^[A-Z][\w ’]+: {1,}\S/.test(line))
    .join('\n')

/** The lines of the table under a heading of the plain-text part (blocks stand a blank line apart): its columns, then its rows. */
const tableUnder = (text: string, heading: string) => {
  const blocks = text.split('\n\n')
  const at = blocks.indexOf(heading)
  return at < 0 ? [] : (blocks[at + 1] ?? '').split('\n')
}

describe('team store e-mails', () => {
  it('receipts a player’s payment with each item they took in its size, what each item costs, and their own link to change it until closing', () => {
    const mail = compose({ template: 'store_entry_paid', store, entry: mo, amountCents: 8700, entryToken: ENTRY })
    expect(mail.subject).toBe('Your team store order S-4KQ2MX4P is paid')
    expect(mail.text).toContain('We received your payment of $87.00.')
    expect(mail.text).toContain('The team’s order goes ahead if at least 3 players have paid when the store closes; if fewer have, every payment is refunded in full.')
    expect(mail.text).toMatch(/Nameplate: +Morrison/)
    expect(mail.text).toMatch(/CHEL Game Jersey: +Jersey size L\n/)
    expect(mail.text).toMatch(/CHEL Socks: +Socks size M\n/)
    // The store's facts: each item at the shop's price and the team's mark-up, the socks left to each player.
    expect(mail.text).toMatch(/CHEL Game Jersey: +\$70\.00 \(with \$5\.00 for the team\)\n/)
    expect(mail.text).toMatch(/CHEL Socks: +\$17\.00 \(with \$2\.00 for the team\), optional\n/)
    expect(mail.text).toContain('Until the store closes at the end of Dec 11, 2026, you can change your nameplate, number or sizes')
    expect(mail.text).toContain(`https://jerseys.example/store/entry?e=${ENTRY}`)
    expect(mail.html).toContain(`href="https://jerseys.example/store/entry?e=${ENTRY}"`)
    expect(mail.replyTo).toBe('shop@jerseys.example')
  })

  it('tells a player of a store shipped to each player that their kit comes to the address they gave, and the manager that each parcel goes to its player', () => {
    const shipped: StoreMail = { ...store, shipsTo: 'players', playerShippingCents: 1200 }
    const home = { fullName: 'Pat Morrison', line1: '9 Crease Court', line2: '', city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' as const, phone: '' }
    const receipt = compose({ template: 'store_entry_paid', store: shipped, entry: { ...mo, delivery: home }, amountCents: 9900, entryToken: ENTRY })
    expect(receipt.text).toContain('ships to the address you gave, in a parcel of its own')
    expect(receipt.text).toMatch(/Ships to: +Pat Morrison, 9 Crease Court, Toronto, ON M5V 2T6, Canada/)
    expect(receipt.text).toMatch(/Delivery: +To each player’s address, \$12\.00 shipping paid by each player/)
    expect(receipt.text).toMatch(/Shipping: +\$12\.00/)
    expect(receipt.text).toContain('you can change your nameplate, number, sizes or address with your own link')
    const made = compose({ template: 'store_ordered', store: { ...shipped, status: 'ordered', orders: ordered.orders }, entry: mo })
    expect(made.text).toContain('Your kit ships to the address you gave, in a parcel of its own.')
    const closed = compose({ template: 'store_closed', store: { ...shipped, status: 'ordered', orders: ordered.orders }, paid: { entries: [mo], collectedCents: 9900 } })
    expect(closed.text).toContain('Each player’s kit ships to the address they gave, in a parcel of its own.')
    // A store shipped to its manager says so, and its receipts carry no address.
    const together = compose({ template: 'store_entry_paid', store, entry: mo, amountCents: 8700, entryToken: ENTRY })
    expect(together.text).toContain('ships to your team manager with the team’s order')
    expect(together.text).not.toContain('Ships to:')
  })

  it('lists in a receipt only the items the player took', () => {
    const mail = compose({ template: 'store_entry_paid', store, entry: ana, amountCents: 7000, entryToken: ENTRY })
    expect(mail.text).toMatch(/CHEL Game Jersey: +Jersey size YM\n/)
    expect(mail.text).not.toContain('Socks size')
  })

  it('tells the manager the store is in production: its orders by item, the money, the team’s share of each item’s players, and each item’s roster by number', () => {
    const mail = compose({ template: 'store_closed', store: ordered, paid: { entries: [mo, ana], collectedCents: 15700 } })
    expect(mail.subject).toBe('Your team store S-4KQ2MX4P is closed')
    expect(mail.text).toContain('The team store closed with 2 players paid, and their orders E-3HW9TR6N (CHEL Game Jersey), E-7K2Q9M4P (CHEL Socks) are now in production.')
    expect(mail.text).toMatch(/Players paid: +2\n/)
    expect(mail.text).toMatch(/Collected: +\$157\.00/)
    // $5.00 on each of 2 jerseys and $2.00 on the one pair of socks.
    expect(mail.text).toMatch(/Raised for the team: +\$12\.00/)
    expect(tableUnder(mail.text, 'CHEL GAME JERSEY (2 PLAYERS)')).toEqual([expect.stringMatching(/^# +Nameplate +Jersey size$/), expect.stringMatching(/^2 +Ana +YM$/), expect.stringMatching(/^9 +Morrison +L$/)])
    expect(tableUnder(mail.text, 'CHEL SOCKS (1 PLAYER)')).toEqual([expect.stringMatching(/^# +Nameplate +Socks size$/), expect.stringMatching(/^9 +Morrison +M$/)])
    expect(mail.text).toContain(`https://jerseys.example/account/store?id=${store.id}`)
  })

  it('names the one order of a store whose players took one item', () => {
    const mail = compose({ template: 'store_closed', store: { ...ordered, orders: ordered.orders.slice(0, 1) }, paid: { entries: [ana], collectedCents: 7000 } })
    expect(mail.text).toContain('The team store closed with 1 player paid, and their order E-3HW9TR6N (CHEL Game Jersey) is now in production.')
    expect(mail.text).toMatch(/Raised for the team: +\$5\.00/)
    expect(mail.text).not.toContain('CHEL SOCKS (')
  })

  it('tells the manager a store below its minimum is refunded, and says no roster', () => {
    const mail = compose({ template: 'store_closed', store: { ...store, status: 'below_minimum', closeNote: 'Not enough this season' }, paid: { entries: [mo], collectedCents: 8700 } })
    expect(mail.text).toContain('fewer than the 3 it needed, so its order will not be made. Every payment is being refunded')
    expect(mail.text).toContain('Not enough this season')
    expect(mail.text).not.toContain('CHEL GAME JERSEY (')
    expect(mail.text).not.toContain('Raised for the team')
  })

  it('tells the manager two days before closing how many have paid against the minimum, what closing below it means, and links the board', () => {
    const short = compose({ template: 'store_closing_soon', store, paidPlayers: 1 })
    expect(short.subject).toBe('Your team store S-4KQ2MX4P closes at the end of Dec 11, 2026')
    expect(short.text).toContain('1 player has paid so far, and the store needs at least 3. If 2 more players do not pay by the end of Dec 11, 2026, the store closes without its order and everyone is refunded.')
    expect(short.text).toContain('you can remind them again, move the closing day or change the minimum')
    expect(short.text).toContain(`https://jerseys.example/account/store?id=${store.id}`)
    expect(sentences(short.text)).not.toContain('evil.example')
    const met = compose({ template: 'store_closing_soon', store, paidPlayers: 3 })
    expect(met.text).toContain('3 players have paid so far, which meets the store’s minimum of 3: at the end of Dec 11, 2026 it closes and becomes your order.')
  })

  it('tells a player why their payment went back, and how long a refund takes', () => {
    const taken = compose({ template: 'store_refund', store, entry: mo, amountCents: 8700, reason: 'number_taken' })
    expect(taken.subject).toBe('Your team store payment of $87.00 is refunded')
    expect(taken.text).toContain('after the hold on number 9 ran out, and another player had taken the number meanwhile')
    expect(taken.text).toContain('We refunded $87.00 to the card you paid with')
    expect(taken.text).toMatch(/CHEL Socks: +Socks size M\n/)
    const below = compose({ template: 'store_refund', store, entry: mo, amountCents: 8700, reason: 'below_minimum' })
    expect(below.text).toContain('fewer than the 3 players it needed')
  })

  it('tells a player whose refund the provider could not make that the shop makes it by hand, and the shop what to refund', () => {
    const toPlayer = compose({ template: 'store_refund_failed', store, entry: mo, amountCents: 8700, reason: 'cancelled' })
    expect(toPlayer.subject).toBe('Your team store payment of $87.00: refund delayed')
    expect(toPlayer.text).toContain('The team store was cancelled')
    expect(toPlayer.text).toContain('could not take it back. We are making the refund by hand')
    expect(toPlayer.text).not.toContain('We refunded')
    const failure = { store, entry: mo, email: 'mo@example.com', amountCents: 8700, reason: 'cancelled', paymentReference: 'pi_123', error: 'charge_expired_for_refund' } as const
    const toShop = compose({ template: 'shop_refund_failed', ...failure })
    expect(toShop.subject).toBe('Refund failed: $87.00 for team store S-4KQ2MX4P')
    expect(toShop.text).toMatch(/Payment: +pi_123/)
    expect(toShop.text).toMatch(/Last error: +charge_expired_for_refund/)
    expect(toShop.text).toMatch(/Player’s e-mail: +mo@example\.com/)
    expect(toShop.text).toMatch(/CHEL Game Jersey: +Jersey size L\n/)
    expect(toShop.text).toContain(`https://jerseys.example/account/store?id=${store.id}`)
    expect(toShop.replyTo).toBe('mo@example.com')
  })

  it('invites and reminds an address with the store’s link and what each item costs, the manager’s words only among the facts', () => {
    const invite = compose({ template: 'store_invite', store })
    const reminder = compose({ template: 'store_reminder', store })
    expect(invite.subject).toBe('Order your team kit from Northern Jerseys')
    expect(reminder.subject).toBe('Reminder: order your team kit by Dec 11, 2026')
    for (const mail of [invite, reminder]) {
      expect(mail.text).toContain(`https://jerseys.example/store?s=${LINK}`)
      expect(mail.text).toMatch(/Team: +Visit evil\.example now/)
      expect(mail.text).toMatch(/CHEL Game Jersey: +\$70\.00 \(with \$5\.00 for the team\)\n/)
      expect(mail.text).toMatch(/CHEL Socks: +\$17\.00 \(with \$2\.00 for the team\), optional\n/)
      expect(sentences(mail.text)).not.toContain('evil.example')
      expect(mail.subject).not.toContain('evil')
      expect(mail.text).not.toContain(ENTRY)
    }
  })

  it('says an item without a mark-up at the shop’s price alone', () => {
    const mail = compose({ template: 'store_invite', store: { ...store, items: [jersey, { ...socks, markupCents: 0 }] } })
    expect(mail.text).toMatch(/CHEL Socks: +\$15\.00, optional\n/)
  })

  it('tells a player their own parcel shipped: the carrier, the tracking number with the carrier’s page to follow it, what is in it and where it goes', () => {
    const home = { fullName: 'Pat Morrison', line1: '9 Crease Court', line2: '', city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' as const, phone: '' }
    const parcelled: StoreMail = { ...ordered, shipsTo: 'players', playerShippingCents: 1200 }
    const mail = compose({ template: 'store_parcel_shipped', store: parcelled, entry: { ...mo, delivery: home }, parcel: { carrier: 'canada_post', trackingNumber: '7023 4567 8901', shippedAt: '2026-12-20T15:00:00Z' } })
    expect(mail.subject).toBe('Your team store kit S-4KQ2MX4P has shipped')
    expect(mail.text).toContain('Your kit from the team store has shipped, in a parcel of its own to the address you gave.')
    expect(mail.text).toMatch(/Carrier: +Canada Post/)
    expect(mail.text).toMatch(/Tracking number: +7023 4567 8901/)
    expect(mail.html).toContain('href="https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=702345678901"')
    expect(mail.text).toMatch(/CHEL Socks: +Socks size M\n/)
    expect(mail.text).toMatch(/Ships to: +Pat Morrison, 9 Crease Court, Toronto, ON M5V 2T6, Canada/)
    // A carrier the shop has no page for: the number alone.
    const other = compose({ template: 'store_parcel_shipped', store: parcelled, entry: mo, parcel: { carrier: 'other', trackingNumber: 'AB-1234', shippedAt: '2026-12-20T15:00:00Z' } })
    expect(other.text).toMatch(/Carrier: +Another carrier/)
    expect(other.text).not.toContain('Track the parcel')
  })

  it('tells a paid player their kit is being made, naming the orders of the items they took', () => {
    const both = compose({ template: 'store_ordered', store: ordered, entry: mo })
    expect(both.subject).toBe('Your team store order S-4KQ2MX4P is in production')
    expect(both.text).toMatch(/Orders: +E-3HW9TR6N \(CHEL Game Jersey\), E-7K2Q9M4P \(CHEL Socks\)\n/)
    expect(both.text).toContain('ships to your team manager')
    const one = compose({ template: 'store_ordered', store: ordered, entry: ana })
    expect(one.text).toMatch(/Order: +E-3HW9TR6N \(CHEL Game Jersey\)\n/)
    expect(one.text).not.toContain('E-7K2Q9M4P')
  })

  it('names a player only the order of the option they took, where an item’s options are orders of their own', () => {
    const inOptions = { ...jersey, options: [{ key: 'game', name: 'CHEL Game Jersey', priceCents: 6500 }, { key: 'youth', name: 'CHEL Youth', priceCents: 5500 }] }
    const store = {
      ...ordered,
      items: [inOptions],
      orders: [
        { itemId: JERSEY_ID, option: 'game', reference: 'E-3HW9TR6N', productName: 'CHEL Game Jersey' },
        { itemId: JERSEY_ID, option: 'youth', reference: 'E-9YTH4KQ2', productName: 'CHEL Game Jersey (CHEL Youth)' },
      ],
    }
    const youth = compose({ template: 'store_ordered', store, entry: { ...ana, lines: [{ itemId: JERSEY_ID, size: 'YM', option: 'youth' }] } })
    expect(youth.text).toMatch(/Order: +E-9YTH4KQ2 \(CHEL Game Jersey \(CHEL Youth\)\)\n/)
    expect(youth.text).not.toContain('E-3HW9TR6N')
    expect(youth.text).toMatch(/CHEL Game Jersey: +CHEL Youth · Jersey size YM/)
  })

  it('tells the manager of a fill-in order of late players: its item, the late surcharge over that item’s price, its roster by number and the way to pay it', () => {
    const late = (name: string, number: string, socksSize: string) => ({ ...player(name, number), socksSize })
    const order = { id: 'b7e2d1c0-aaaa-4bbb-8ccc-dddd0eeee1ff', reference: 'E-5PL8WQ2N', productName: 'CHEL Socks', itemId: SOCKS_ID, option: '', roster: [late('Lee', '31', 'S'), late('Roy', '4', 'L')], pricePerPlayerCents: 2200, totalCents: 4400 }
    const mail = compose({ template: 'store_fill_in', store: ordered, order })
    expect(mail.subject).toBe('Late players for your team store: order E-5PL8WQ2N to pay')
    expect(mail.text).toContain('We made a fill-in order for 2 late players of your team store: the same kit at $22.00 a player (the store’s $17.00 and a late surcharge of $5.00)')
    expect(mail.text).toMatch(/Item: +CHEL Socks\n/)
    expect(mail.text).toMatch(/To pay: +\$44\.00/)
    // Typed 31 then 4: listed by number.
    expect(tableUnder(mail.text, 'CHEL SOCKS (2 PLAYERS)')).toEqual([expect.stringMatching(/^# +Nameplate +Socks size$/), expect.stringMatching(/^4 +Roy +L$/), expect.stringMatching(/^31 +Lee +S$/)])
    expect(mail.html).toContain(`href="https://jerseys.example/account/pay?kind=express&amp;id=${order.id}"`)
    const jerseys = { ...order, productName: 'CHEL Game Jersey', itemId: JERSEY_ID, roster: [{ ...player('Lee', '31'), jerseySize: 'XL' }], pricePerPlayerCents: 8000, totalCents: 8000 }
    expect(compose({ template: 'store_fill_in', store: ordered, order: jerseys }).text).toContain('the same kit at $80.00 a player (the store’s $70.00 and a late surcharge of $10.00)')
    expect(compose({ template: 'store_fill_in', store: ordered, order: { ...order, pricePerPlayerCents: 1700, totalCents: 3400 } }).text).toContain('the same kit at the store’s price per player')
  })
})

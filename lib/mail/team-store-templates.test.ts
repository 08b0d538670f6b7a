import { describe, expect, it } from 'vitest'
import { garmentOf } from '@/lib/team-stores/fields'
import type { Shop } from './shop'
import type { StoreMail } from './team-store-templates'
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
  playerPriceCents: 7000,
  markupCents: 500,
  minPlayers: 3,
  garment: garmentOf('jersey'),
  linkToken: LINK,
  orderReference: null,
  closeNote: '',
}
const mo = { name: 'Morrison', number: '9', jerseySize: 'L', socksSize: '', pantShellSize: '', captainPatch: '' as const }
const ana = { ...mo, name: 'Ana', number: '2', jerseySize: 'YM' }

const compose = (event: MailEvent) => composeMail(shop, event)

/** The sentences of the plain-text part, without the facts' lines (a label, a colon, a value). */
const sentences = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^[A-Z][\w ’]+: {1,}\S/.test(line))
    .join('\n')

describe('team store e-mails', () => {
  it('receipts a player’s payment with their entry and their own link, to change it until closing', () => {
    const mail = compose({ template: 'store_entry_paid', store, player: mo, amountCents: 7000, entryToken: ENTRY })
    expect(mail.subject).toBe('Your team store order S-4KQ2MX4P is paid')
    expect(mail.text).toContain('We received your payment of $70.00.')
    expect(mail.text).toContain('The team’s order goes ahead if at least 3 players have paid when the store closes; if fewer have, every payment is refunded in full.')
    expect(mail.text).toMatch(/Nameplate: +Morrison/)
    expect(mail.text).toMatch(/Jersey size: +L/)
    expect(mail.text).toContain('Until the store closes at the end of Dec 11, 2026')
    expect(mail.text).toContain(`https://jerseys.example/store/entry?e=${ENTRY}`)
    expect(mail.html).toContain(`href="https://jerseys.example/store/entry?e=${ENTRY}"`)
    expect(mail.replyTo).toBe('shop@jerseys.example')
  })

  it('tells the manager the store is in production, with the money, the team’s share and the roster by number', () => {
    const mail = compose({ template: 'store_closed', store: { ...store, status: 'ordered', orderReference: 'E-3HW9TR6N' }, paid: { roster: [mo, ana], collectedCents: 14000 } })
    expect(mail.subject).toBe('Your team store S-4KQ2MX4P is closed')
    expect(mail.text).toContain('The team store closed with 2 players paid, and their order E-3HW9TR6N is now in production.')
    expect(mail.text).toMatch(/Collected: +\$140\.00/)
    expect(mail.text).toMatch(/Raised for the team: +\$10\.00/)
    expect(mail.text.indexOf('Ana')).toBeLessThan(mail.text.indexOf('Morrison'))
    expect(mail.text).toContain(`https://jerseys.example/account/store?id=${store.id}`)
  })

  it('tells the manager a store below its minimum is refunded, and says no roster', () => {
    const mail = compose({ template: 'store_closed', store: { ...store, status: 'below_minimum', closeNote: 'Not enough this season' }, paid: { roster: [mo], collectedCents: 7000 } })
    expect(mail.text).toContain('fewer than the 3 it needed, so its order will not be made. Every payment is being refunded')
    expect(mail.text).toContain('Not enough this season')
    expect(mail.text).not.toContain('ROSTER')
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
    const taken = compose({ template: 'store_refund', store, player: mo, amountCents: 7000, reason: 'number_taken' })
    expect(taken.subject).toBe('Your team store payment of $70.00 is refunded')
    expect(taken.text).toContain('another player had taken the number meanwhile')
    expect(taken.text).toContain('We refunded $70.00 to the card you paid with')
    const below = compose({ template: 'store_refund', store, player: mo, amountCents: 7000, reason: 'below_minimum' })
    expect(below.text).toContain('fewer than the 3 players it needed')
  })

  it('tells a player whose refund the provider could not make that the shop makes it by hand, and the shop what to refund', () => {
    const player = compose({ template: 'store_refund_failed', store, player: mo, amountCents: 7000, reason: 'cancelled' })
    expect(player.subject).toBe('Your team store payment of $70.00: refund delayed')
    expect(player.text).toContain('The team store was cancelled')
    expect(player.text).toContain('could not take it back. We are making the refund by hand')
    expect(player.text).not.toContain('We refunded')
    const failure = { store, player: mo, email: 'mo@example.com', amountCents: 7000, reason: 'cancelled', paymentReference: 'pi_123', error: 'charge_expired_for_refund' } as const
    const toShop = compose({ template: 'shop_refund_failed', ...failure })
    expect(toShop.subject).toBe('Refund failed: $70.00 for team store S-4KQ2MX4P')
    expect(toShop.text).toMatch(/Payment: +pi_123/)
    expect(toShop.text).toMatch(/Last error: +charge_expired_for_refund/)
    expect(toShop.text).toMatch(/Player’s e-mail: +mo@example\.com/)
    expect(toShop.text).toContain(`https://jerseys.example/account/store?id=${store.id}`)
    expect(toShop.replyTo).toBe('mo@example.com')
  })

  it('invites and reminds an address with the store’s link, the manager’s words only among the facts', () => {
    const invite = compose({ template: 'store_invite', store })
    const reminder = compose({ template: 'store_reminder', store })
    expect(invite.subject).toBe('Order your team kit from Northern Jerseys')
    expect(reminder.subject).toBe('Reminder: order your team kit by Dec 11, 2026')
    for (const mail of [invite, reminder]) {
      expect(mail.text).toContain(`https://jerseys.example/store?s=${LINK}`)
      expect(mail.text).toMatch(/Team: +Visit evil\.example now/)
      expect(mail.text).toMatch(/Each player pays: +\$70\.00 \(with \$5\.00 for the team\)/)
      expect(sentences(mail.text)).not.toContain('evil.example')
      expect(mail.subject).not.toContain('evil')
      expect(mail.text).not.toContain(ENTRY)
    }
  })

  it('tells a paid player their kit is being made and goes to the manager', () => {
    const mail = compose({ template: 'store_ordered', store: { ...store, status: 'ordered', orderReference: 'E-3HW9TR6N' }, player: mo })
    expect(mail.subject).toBe('Your team store order S-4KQ2MX4P is in production')
    expect(mail.text).toMatch(/Order: +E-3HW9TR6N/)
    expect(mail.text).toContain('ships to your team manager')
  })

  it('tells the manager of a fill-in order of late players, with its roster and the way to pay it', () => {
    const order = { id: 'b7e2d1c0-aaaa-4bbb-8ccc-dddd0eeee1ff', reference: 'E-3HW9TR6N', roster: [mo, ana], pricePerPlayerCents: 8000, totalCents: 16000 }
    const mail = compose({ template: 'store_fill_in', store: { ...store, status: 'ordered' }, order })
    expect(mail.subject).toBe('Late players for your team store: order E-3HW9TR6N to pay')
    expect(mail.text).toContain('We made a fill-in order for 2 late players of your team store: the same kit at $80.00 a player (the store’s $70.00 and a late surcharge of $10.00)')
    expect(mail.text).toMatch(/To pay: +\$160\.00/)
    expect(compose({ template: 'store_fill_in', store, order: { ...order, pricePerPlayerCents: 7000 } }).text).toContain('the same kit at the store’s price per player')
    expect(mail.text.indexOf('Ana')).toBeLessThan(mail.text.indexOf('Morrison'))
    expect(mail.html).toContain(`href="https://jerseys.example/account/pay?kind=express&amp;id=${order.id}"`)
  })
})

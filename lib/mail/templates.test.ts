import { describe, expect, it } from 'vitest'
import type { PricedQuote } from '@/lib/orders/quote'
import type { Shop } from './shop'
import { composeMail, type ComposedMail, type EnquiryMail, type MailEvent, type OrderMail, type RequestMail } from './templates'

/**
 * composeMail (lib/mail/templates.ts), template by template: each e-mail's subject, the facts it
 * states in both parts (reference, team, amounts written as "$1,950.00", a balance line only while
 * one is open, staff's note quoted), its links (the customer's account only when the request is
 * in one, the back office only in the shop's e-mails), whom a reply goes to (the shop for a
 * customer, the customer for the shop), and that none of them holds anything like a card number.
 */

const shop: Shop = { name: 'Northern Jerseys', email: 'shop@jerseys.example', phone: '+1 204 555 0199', siteUrl: 'https://jerseys.example', quoteResponseTime: '2 business days' }

const quoteRequest: RequestMail = {
  kind: 'quote', id: '5f0c9a4e-7b1d-4c2a-9e3f-a1b2c3d4e5f6', reference: 'Q-7KQ2MX4P', createdAt: '2026-11-25T20:14:16.000Z', productName: 'Pro jersey',
  teamName: 'Flyers', league: "men's-league", playerCount: 18, contactName: 'Jo Keeper', contactEmail: 'jo@example.com', contactPhone: '+1 204 555 0101',
  inAccount: false, amounts: null, details: { estimatedQuantity: 24, targetDate: '2027-01-15' }, delivery: null,
  roster: [
    { name: 'Morrison', number: '17', jerseySize: 'XL', socksSize: 'L', pantShellSize: 'XL', captainPatch: 'C' },
    { name: '<b>Lavoie</b>', number: '9', jerseySize: 'M', socksSize: 'M', pantShellSize: '', captainPatch: '' },
  ],
}

/** 15 players at $130, a $975 deposit paid: $975 still due. */
const expressOrder: RequestMail = {
  kind: 'express', id: 'b7e2d1c0-aaaa-4bbb-8ccc-dddd0eeee1ff', reference: 'E-3HW9TR6N', createdAt: '2026-11-25T20:14:16.000Z', productName: 'Pro jersey',
  teamName: 'Flyers', league: '', playerCount: 15, contactName: 'Jo Keeper', contactEmail: 'jo@example.com', contactPhone: '', inAccount: true,
  amounts: { totalCents: 195000, firstDueCents: 97500, paidCents: 97500 }, details: null, roster: [],
  delivery: { fullName: 'Jo Keeper', line1: '1 Rink Road', line2: 'Unit 4', city: 'Halifax', region: 'NS', postalCode: 'B3H 1A1', country: 'CA', phone: '' },
}
const paidInFull: RequestMail = { ...expressOrder, amounts: { totalCents: 195000, firstDueCents: 195000, paidCents: 195000 } }

const order: OrderMail = {
  kind: 'order', id: 'c0ffee12-a456-4abc-8def-fedcba987abc', createdAt: '2026-11-25T20:14:16.000Z', customerEmail: 'pat@example.com',
  items: [
    { name: 'Pro jersey', details: 'Sublimated · L · Home', quantity: 12, lineTotalCents: 180000 },
    { name: 'Hockey socks', details: '', quantity: 3, lineTotalCents: 2400 },
  ],
  subtotalCents: 182400, shippingCents: 1500, totalCents: 183900,
}

const enquiry: EnquiryMail = {
  id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', createdAt: '2026-11-25T20:14:16.000Z', name: 'Coach Sam', email: 'sam@example.com',
  inquiryType: 'Wholesale/Bulk Order', message: 'Forty jerseys for March?\nNavy and gold.',
}

/** 18 jerseys at $85 and 18 pairs of socks at $12, a $150 rush fee: $1,896, with a $569 deposit. */
const pricedQuote: PricedQuote = {
  lines: [
    { description: 'Pro jersey, sublimated', quantity: 18, unitPriceCents: 8500 },
    { description: 'Game socks', quantity: 18, unitPriceCents: 1200 },
  ],
  rushFeeCents: 15000, rosterAdjustmentCents: 0, totalCents: 189600, depositCents: 56900, quotedAt: '2026-11-26T10:00:00.000Z', acceptedAt: null,
}

const compose = (event: MailEvent, at: Shop = shop) => composeMail(at, event)

/** The HTML part with its character references read back (it writes anything beyond ASCII as one). */
const decoded = (html: string) =>
  html
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A label and its value, on one line of the text part and one row of the HTML part. */
function expectRow(mail: ComposedMail, label: string, value: string) {
  expect(mail.text).toMatch(new RegExp(`^${escaped(label)}:\\s+${escaped(value)}$`, 'm'))
  expect(decoded(mail.html)).toMatch(new RegExp(`<td[^>]*>${escaped(label)}</td><td[^>]*>${escaped(value)}</td>`))
}
function expectNoRow(mail: ComposedMail, label: string) {
  expect(mail.text).not.toMatch(new RegExp(`^${escaped(label)}:`, 'm'))
  expect(decoded(mail.html)).not.toContain(`>${label}</td>`)
}
/** Said in both parts. */
function expectSaid(mail: ComposedMail, words: string) {
  expect(mail.text).toContain(words)
  expect(decoded(mail.html)).toContain(words)
}
/** A link: its address after its label in the text part, a real link in the HTML part. */
function expectLink(mail: ComposedMail, label: string, href: string) {
  expect(mail.text).toContain(`${label}: ${href}`)
  expect(decoded(mail.html)).toMatch(new RegExp(`<a href="${escaped(href)}"[^>]*>${escaped(label)}</a>`))
}
/** The addresses of the HTML part's real links (not of markup a customer typed, which shows as text). */
const hrefs = (mail: ComposedMail) => [...mail.html.matchAll(/<a href="([^"]*)"/g)].map(([, href]) => decoded(href ?? ''))

const CUSTOMER_FOOTER = 'Northern Jerseys · https://jerseys.example · Questions? Reply to this e-mail or call +1 204 555 0199.'
const STAFF_FOOTER = 'Northern Jerseys back office · https://jerseys.example/admin'

describe('composeMail', () => {
  describe('request_received', () => {
    it('confirms a guest’s quote request: its reference, team and details, no amounts, and no account to follow it in', () => {
      const mail = compose({ template: 'request_received', request: quoteRequest })
      expect(mail.subject).toBe('We received your quote request Q-7KQ2MX4P')
      expect(mail.replyTo).toBe('shop@jerseys.example')
      expectSaid(mail, 'Hello,')
      expectSaid(mail, 'Thank you for your quote request. Our design team')
      expectSaid(mail, 'The request as it reached us, with the team as it was typed into our form:')
      expectSaid(mail, 'a specialist will contact you within 2 business days to finalise it.')
      expectRow(mail, 'Reference', 'Q-7KQ2MX4P')
      expectRow(mail, 'Product', 'Pro jersey')
      expectRow(mail, 'Team', "Flyers (Men's League)")
      expectRow(mail, 'Roster', '18 players')
      expectRow(mail, 'Estimated quantity', '24')
      expectRow(mail, 'Wanted by', 'Jan 15, 2027')
      expect(mail.text).toMatch(/^Sent:\s+Nov 25, 2026, 3:14\sPM EST$/m)
      expect(mail.text).not.toContain('$')
      expectNoRow(mail, 'Total')
      expectSaid(mail, 'Keep this e-mail: quote your reference Q-7KQ2MX4P when you contact us.')
      // Its address's account, once made, takes it in.
      expectLink(mail, 'Create an account with jo@example.com to follow it, answer mockups and pay online', 'https://jerseys.example/register?next=%2Faccount')
      expect(hrefs(mail)).toEqual(['https://jerseys.example/register?next=%2Faccount'])
      expectSaid(mail, CUSTOMER_FOOTER)
    })

    it('lists the roster by number with each player’s sizes, in both parts, what the team typed as text', () => {
      const mail = compose({ template: 'request_received', request: quoteRequest })
      expect(mail.text).toContain(['ROSTER (2 PLAYERS)', '', '#   Nameplate      Jersey  Socks  Pant shell  Patch', '9   <b>Lavoie</b>  M       M', '17  Morrison       XL      L      XL          C'].join('\n'))
      expect(decoded(mail.html)).toContain('Roster (2 players)')
      expect(mail.html).toContain('&lt;b&gt;Lavoie&lt;/b&gt;')
      expect(mail.html).not.toContain('<b>Lavoie')
      expect(mail.html.indexOf('Lavoie')).toBeLessThan(mail.html.indexOf('Morrison'))
    })

    it('points a customer with an account to it, and says “shortly” when the shop gave no response time', () => {
      const mail = compose({ template: 'request_received', request: { ...quoteRequest, inAccount: true, league: '', playerCount: 1, details: { estimatedQuantity: null, targetDate: null } } }, { ...shop, quoteResponseTime: null, phone: null })
      expectLink(mail, 'Follow it in your account', 'https://jerseys.example/account')
      expect(hrefs(mail)).toEqual(['https://jerseys.example/account'])
      expect(mail.text).not.toContain('Keep this e-mail')
      expectSaid(mail, 'a specialist will contact you shortly to finalise it.')
      expectRow(mail, 'Team', 'Flyers')
      expectRow(mail, 'Roster', '1 player')
      expectNoRow(mail, 'Estimated quantity')
      expectNoRow(mail, 'Wanted by')
      expectSaid(mail, 'Northern Jerseys · https://jerseys.example · Questions? Reply to this e-mail.')
    })

    it('confirms a paid express order with its total, what was paid, and the balance still due', () => {
      const mail = compose({ template: 'request_received', request: expressOrder })
      expect(mail.subject).toBe('Your express order E-3HW9TR6N is confirmed')
      expect(mail.replyTo).toBe('shop@jerseys.example')
      expectSaid(mail, 'Thank you for your express order: your payment arrived')
      expectRow(mail, 'Reference', 'E-3HW9TR6N')
      expectRow(mail, 'Roster', '15 players')
      expectRow(mail, 'Ships to', 'Jo Keeper, 1 Rink Road, Unit 4, Halifax, NS B3H 1A1, Canada')
      expectRow(mail, 'Total', '$1,950.00')
      expectRow(mail, 'Deposit paid', '$975.00')
      expectRow(mail, 'Balance due before shipping', '$975.00')
      expectLink(mail, 'Follow it in your account', 'https://jerseys.example/account')
    })

    it('puts nothing the visitor typed in its own sentences: the team is one fact, quoted as typed, and the contact name is not used', () => {
      // What someone giving another person's address in the form would like the shop to say to them.
      const teamName = 'Your account is locked. Call +1 900 555 0100 now'
      const contactName = 'Customer, your card was charged $900. Dispute it at evil.example'
      const mail = compose({ template: 'request_received', request: { ...quoteRequest, teamName, contactName, league: '' } })
      expectRow(mail, 'Team', teamName)
      // There and nowhere else: not in the subject, the greeting or the shop's sentences.
      expect(mail.text.split(teamName)).toHaveLength(2)
      expect(decoded(mail.html).split(teamName)).toHaveLength(2)
      expect(mail.subject).not.toContain(teamName)
      expect(mail.text).not.toContain(contactName)
      expect(decoded(mail.html)).not.toContain(contactName)
      expectSaid(mail, 'Not yours? Someone gave this address in our form')
    })

    it('writes no balance line once everything is paid', () => {
      const mail = compose({ template: 'request_received', request: paidInFull })
      expectRow(mail, 'Total', '$1,950.00')
      expectRow(mail, 'Paid', '$1,950.00')
      expectNoRow(mail, 'Deposit paid')
      expectNoRow(mail, 'Balance due before shipping')
      expect(mail.text).not.toMatch(/balance/i)
    })
  })

  describe('order_placed', () => {
    it('lists the checkout order’s lines and totals and links to it in the account', () => {
      const mail = compose({ template: 'order_placed', order })
      expect(mail.subject).toBe('Your order C0FFEE12 is placed')
      expect(mail.replyTo).toBe('shop@jerseys.example')
      expectSaid(mail, 'Nothing is charged yet')
      expectRow(mail, '12 × Pro jersey', '$1,800.00 (Sublimated · L · Home)')
      expectRow(mail, '3 × Hockey socks', '$24.00')
      expectRow(mail, 'Subtotal', '$1,824.00')
      expectRow(mail, 'Shipping', '$15.00')
      expectRow(mail, 'Total', '$1,839.00')
      expect(mail.text).toMatch(/^Placed:\s+Nov 25, 2026/m)
      expectLink(mail, 'See your order', 'https://jerseys.example/account/order?id=c0ffee12-a456-4abc-8def-fedcba987abc')
      expect(hrefs(mail)).toHaveLength(1)
      expectSaid(mail, CUSTOMER_FOOTER)
    })

    it('says shipping is free when it costs nothing', () => {
      expectRow(compose({ template: 'order_placed', order: { ...order, shippingCents: 0, totalCents: 182400 } }), 'Shipping', 'Free')
    })
  })

  describe('status_changed', () => {
    const change = { from: 'received', to: 'in_design', note: 'Logo looks great.\nSleeves in navy, as agreed.' }

    it('tells the customer the new status, what it means, and quotes staff’s note', () => {
      const mail = compose({ template: 'status_changed', subject: expressOrder, change })
      expect(mail.subject).toBe('Your express order E-3HW9TR6N is now in design')
      expect(mail.replyTo).toBe('shop@jerseys.example')
      expect(mail.text.startsWith('IN DESIGN\n')).toBe(true)
      expectSaid(mail, 'Our designers are working on your mockup.')
      expect(mail.text).toContain('A note from our team:\n\n> Logo looks great.\n> Sleeves in navy, as agreed.\n')
      expect(decoded(mail.html)).toMatch(/<blockquote[^>]*>Logo looks great\.\nSleeves in navy, as agreed\.<\/blockquote>/)
      expectRow(mail, 'Reference', 'E-3HW9TR6N')
      expectRow(mail, 'Balance due before shipping', '$975.00')
      expectLink(mail, 'Follow it in your account', 'https://jerseys.example/account')
    })

    it('has no note block when staff wrote none', () => {
      const mail = compose({ template: 'status_changed', subject: expressOrder, change: { ...change, note: '' } })
      expect(mail.text).not.toContain('A note from our team')
      expect(mail.text).not.toMatch(/^> /m)
      expect(mail.html).not.toContain('<blockquote')
    })

    it('names a quote request and a checkout order as the customer knows them', () => {
      const quoted = compose({ template: 'status_changed', subject: quoteRequest, change: { from: 'received', to: 'quoted', note: '' } })
      expect(quoted.subject).toBe('Your quote request Q-7KQ2MX4P is now quoted')
      expectSaid(quoted, 'Your quote is ready.')
      expectSaid(quoted, 'Keep this e-mail: quote your reference Q-7KQ2MX4P')
      expect(hrefs(quoted)).toEqual(['https://jerseys.example/register?next=%2Faccount'])

      const processing = compose({ template: 'status_changed', subject: order, change: { from: 'pending', to: 'processing', note: 'Invoice sent' } })
      expect(processing.subject).toBe('Your order C0FFEE12 is now processing')
      expectSaid(processing, 'We are preparing your order.')
      expect(processing.text).toContain('> Invoice sent')
      expectRow(processing, 'Total', '$1,839.00')
      expectLink(processing, 'See your order', 'https://jerseys.example/account/order?id=c0ffee12-a456-4abc-8def-fedcba987abc')
    })
  })

  describe('status_changed to mockup sent', () => {
    it('tells the customer a mockup is ready to approve, in the subject and the e-mail', () => {
      const mockup = { filename: 'mockup-1.png', contentType: 'image/png', content: new Uint8Array([137, 80, 78, 71]) }
      const mail = compose({ template: 'status_changed', subject: expressOrder, change: { from: 'in_design', to: 'mockup_sent', note: 'Mockup 1 sent' }, mockup })
      expect(mail.subject).toBe('Your mockup for express order E-3HW9TR6N is ready to approve')
      expect(mail.replyTo).toBe('shop@jerseys.example')
      expect(mail.text.startsWith('MOCKUP SENT\n')).toBe(true)
      expectSaid(mail, 'Your mockup is attached, and in your account: look it over there and approve it, or ask for changes.')
      expect(mail.attachments).toEqual([mockup])
      expect(mail.text).toContain('A note from our team:\n\n> Mockup 1 sent\n')
      expectRow(mail, 'Reference', 'E-3HW9TR6N')
      expectLink(mail, 'Follow it in your account', 'https://jerseys.example/account')
      expect(mail.text).not.toContain('/admin')
    })

    it('names a quote request’s mockup too, and says nothing of a mockup for the statuses after it', () => {
      const quoted = compose({ template: 'status_changed', subject: quoteRequest, change: { from: 'in_design', to: 'mockup_sent', note: '' } })
      expect(quoted.subject).toBe('Your mockup for quote request Q-7KQ2MX4P is ready to approve')
      const approved = compose({ template: 'status_changed', subject: expressOrder, change: { from: 'mockup_sent', to: 'approved', note: 'Mockup 1 approved' } })
      expect(approved.subject).toBe('Your express order E-3HW9TR6N is now approved')
      expectSaid(approved, 'You approved the mockup: production comes next.')
      const back = compose({ template: 'status_changed', subject: expressOrder, change: { from: 'mockup_sent', to: 'in_design', note: 'Bigger numbers' } })
      expect(back.subject).toBe('Your express order E-3HW9TR6N is now in design')
    })

    it('sends a guest (no account to answer in) the mockup attached, to answer by reply, or says it comes another way when too large to attach', () => {
      const mockup = { filename: 'mockup-2.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) }
      const mail = compose({ template: 'status_changed', subject: { ...expressOrder, inAccount: false }, change: { from: 'in_design', to: 'mockup_sent', note: '' }, mockup })
      expectSaid(mail, 'Your mockup is attached. Reply to this e-mail to approve it or to say what to change.')
      expect(mail.attachments).toEqual([mockup])
      expect(mail.text).not.toContain('Follow it in your account')
      const tooLarge = compose({ template: 'status_changed', subject: { ...expressOrder, inAccount: false }, change: { from: 'in_design', to: 'mockup_sent', note: '' }, mockup: null })
      expectSaid(tooLarge, 'Your mockup is ready; it is too large to attach, so our team sends it to you another way. Reply to this e-mail to approve it or to say what to change.')
      expect(tooLarge.attachments).toEqual([])
    })

    it('asks no balance of a cancelled order, and offers to pay one while it is open', () => {
      const cancelled = compose({ template: 'status_changed', subject: expressOrder, change: { from: 'in_design', to: 'cancelled', note: '' } })
      expect(cancelled.text).not.toContain('Balance due')
      expect(cancelled.text).not.toContain('Pay the balance')
      const inProduction = compose({ template: 'status_changed', subject: expressOrder, change: { from: 'approved', to: 'in_production', note: '' } })
      expectRow(inProduction, 'Balance due before shipping', '$975.00')
      expectLink(inProduction, 'Pay the balance of $975.00', `https://jerseys.example/account/pay?kind=express&id=${expressOrder.id}`)
    })

    it('tells of a quote’s deposit as it starts the design: what was paid, the balance before shipping, and where to pay it', () => {
      const quoteInAccount: RequestMail = { ...quoteRequest, inAccount: true, amounts: { totalCents: 240000, firstDueCents: 120000, paidCents: 120000 } }
      const mail = compose({ template: 'status_changed', subject: quoteInAccount, change: { from: 'awaiting_payment', to: 'in_design', note: '' } })
      expect(mail.subject).toBe(`Your quote request ${quoteRequest.reference} is now in design`)
      expect(mail.text).toContain('Thank you: your payment is in. Our designers are working on your mockup.')
      expectRow(mail, 'Total', '$2,400.00')
      expectRow(mail, 'Deposit paid', '$1,200.00')
      expectRow(mail, 'Balance due before shipping', '$1,200.00')
      expectLink(mail, 'Pay the balance of $1,200.00', `https://jerseys.example/account/pay?kind=quote&id=${quoteRequest.id}`)
    })
  })

  describe('shop_mockup_decision', () => {
    it('tells the shop the customer approved the mockup, with the order’s facts and where it is in the back office', () => {
      const mail = compose({ template: 'shop_mockup_decision', subject: expressOrder, change: { from: 'mockup_sent', to: 'approved', note: 'Mockup 1 approved' } })
      expect(mail.subject).toBe('Mockup approved: express order E-3HW9TR6N · Flyers')
      expect(mail.replyTo).toBe('jo@example.com')
      expectSaid(mail, 'Jo Keeper approved the mockup: the order can go into production.')
      expect(mail.text).not.toContain('asked for changes')
      expect(mail.text).toMatch(/^> Mockup 1 approved$/m)
      expectRow(mail, 'Reference', 'E-3HW9TR6N')
      expectRow(mail, 'Team', 'Flyers')
      expectRow(mail, 'Balance due before shipping', '$975.00')
      expectLink(mail, 'Open it in the back office', 'https://jerseys.example/admin/order?kind=express&id=b7e2d1c0-aaaa-4bbb-8ccc-dddd0eeee1ff')
      expect(hrefs(mail)).toEqual(['https://jerseys.example/admin/order?kind=express&id=b7e2d1c0-aaaa-4bbb-8ccc-dddd0eeee1ff'])
      expect(mail.text).not.toContain('Follow it in your account')
      expectSaid(mail, STAFF_FOOTER)
    })

    it('tells the shop the customer asked for changes, quoting their comment as typed', () => {
      const comment = 'Numbers bigger, please.\nAnd the <b>gold</b> a shade darker.'
      const mail = compose({ template: 'shop_mockup_decision', subject: quoteRequest, change: { from: 'mockup_sent', to: 'in_design', note: comment } })
      expect(mail.subject).toBe('Changes asked for: quote request Q-7KQ2MX4P · Flyers')
      expect(mail.replyTo).toBe('jo@example.com')
      expectSaid(mail, 'Jo Keeper asked for changes to the mockup:')
      expect(mail.text).not.toContain('approved the mockup')
      expect(mail.text).toContain('Jo Keeper asked for changes to the mockup:\n\n> Numbers bigger, please.\n> And the <b>gold</b> a shade darker.\n')
      expect(decoded(mail.html)).toMatch(/<blockquote[^>]*>Numbers bigger, please\.\nAnd the <b>gold<\/b> a shade darker\.<\/blockquote>/)
      expect(mail.html).not.toContain('<b>')
      expectRow(mail, 'Reference', 'Q-7KQ2MX4P')
      expectRow(mail, 'Team', "Flyers (Men's League)")
      expectLink(mail, 'Open it in the back office', 'https://jerseys.example/admin/order?kind=quote&id=5f0c9a4e-7b1d-4c2a-9e3f-a1b2c3d4e5f6')
      expect(hrefs(mail)).toHaveLength(1)
      expectSaid(mail, STAFF_FOOTER)
    })

    it('has no quote when there is no note, and keeps a team name with line breaks on the subject’s one line', () => {
      const mail = compose({ template: 'shop_mockup_decision', subject: { ...expressOrder, teamName: 'Flyers\r\nBcc: everyone@example.com' }, change: { from: 'mockup_sent', to: 'approved', note: '' } })
      expect(mail.subject).toBe('Mockup approved: express order E-3HW9TR6N · Flyers Bcc: everyone@example.com')
      expect(mail.text).not.toMatch(/^> /m)
      expect(mail.html).not.toContain('<blockquote')
    })
  })

  describe('enquiry_reply', () => {
    it('sends the answer above the message it answers, from the shop, to be replied to', () => {
      const mail = compose({ template: 'enquiry_reply', enquiry, answer: 'Yes: goalie cuts are on every jersey.\nSizes are on the sizing guide.' })
      expect(mail.subject).toBe(`Re: your message to ${shop.name}`)
      expect(mail.replyTo).toBe(shop.email)
      const answer = mail.text.indexOf('Yes: goalie cuts are on every jersey.')
      expect(answer).toBeGreaterThan(-1)
      expect(mail.text.indexOf('Forty jerseys for March?')).toBeGreaterThan(answer)
      expect(mail.text).toContain(`Hello ${enquiry.name},`)
    })
  })

  describe('order_note', () => {
    it('gives the customer the note staff wrote them, quoted as written, with the order and a way to follow it', () => {
      const mail = compose({ template: 'order_note', subject: expressOrder, note: 'Your socks ship separately.\nThe jerseys go on Monday.', status: 'in_production' })
      expect(mail.subject).toBe('A note about your express order E-3HW9TR6N')
      expect(mail.replyTo).toBe('shop@jerseys.example')
      expect(mail.text).toContain('> Your socks ship separately.\n> The jerseys go on Monday.')
      expectRow(mail, 'Reference', 'E-3HW9TR6N')
      expectLink(mail, 'Follow it in your account', 'https://jerseys.example/account')
    })
  })

  describe('roster_changed and shop_roster_changed', () => {
    const change = { lines: ['Added #22 Okafor', '#17 Morrison: jersey L → XL'], priceChangeCents: 6500 }

    it('tells the customer what changed, the price it moved, the roster now and the balance to pay', () => {
      const mail = compose({ template: 'roster_changed', request: expressOrder, change, note: 'Okafor joined', status: 'received', byCustomer: true })
      expect(mail.subject).toBe('Roster changed: your express order E-3HW9TR6N')
      expect(mail.replyTo).toBe(shop.email)
      expectSaid(mail, 'We have your roster change for your express order E-3HW9TR6N:')
      expect(mail.text).toContain('– Added #22 Okafor')
      expect(mail.text).toContain('– #17 Morrison: jersey L → XL')
      expect(mail.text).toContain('The total is $65.00 more.')
      expect(mail.text).toContain('> Okafor joined')
      expectRow(mail, 'Reference', 'E-3HW9TR6N')
      expectLink(mail, 'Follow it in your account', 'https://jerseys.example/account')
    })

    it('says staff made it when they did, and no price line when the price stayed', () => {
      const mail = compose({ template: 'roster_changed', request: quoteRequest, change: { ...change, priceChangeCents: 0 }, note: '', status: 'in_design', byCustomer: false })
      expectSaid(mail, `We changed the roster of your quote request ${quoteRequest.reference}:`)
      expect(mail.text).not.toContain('The total is')
    })

    it('tells the shop who changed it, and that a quote keeps its price until staff say otherwise', () => {
      const mail = compose({ template: 'shop_roster_changed', request: quoteRequest, change: { ...change, priceChangeCents: 0 }, note: '', status: 'in_design' })
      expect(mail.subject).toBe(`Roster changed by the customer: quote request ${quoteRequest.reference} · ${quoteRequest.teamName}`)
      expect(mail.replyTo).toBe(quoteRequest.contactEmail)
      expectSaid(mail, 'A quote keeps its price: confirm any difference with the customer.')
      expectLink(mail, 'Open it in the back office', `https://jerseys.example/admin/order?kind=quote&id=${quoteRequest.id}`)
    })
  })

  describe('shipped', () => {
    const ups = { carrier: 'ups', trackingNumber: '1Z999AA10123456784', shippedAt: '2026-12-01T15:00:00Z' }

    it('tells the customer a checkout order is on its way', () => {
      const mail = compose({ template: 'shipped', subject: order, change: { from: 'processing', to: 'shipped', note: '' }, shipment: null })
      expect(mail.subject).toBe('Your order C0FFEE12 has shipped')
      expect(mail.replyTo).toBe('shop@jerseys.example')
      expect(mail.text.startsWith('SHIPPED\n')).toBe(true)
      expectSaid(mail, 'Your order is on its way.')
      expectLink(mail, 'See your order', 'https://jerseys.example/account/order?id=c0ffee12-a456-4abc-8def-fedcba987abc')
    })

    it('says the carrier and tracking number, with the carrier’s page to follow the parcel', () => {
      const mail = compose({ template: 'shipped', subject: expressOrder, change: { from: 'in_production', to: 'shipped', note: '' }, shipment: ups })
      expectRow(mail, 'Carrier', 'UPS')
      expectRow(mail, 'Tracking number', '1Z999AA10123456784')
      expectLink(mail, 'Track the parcel', 'https://www.ups.com/track?tracknum=1Z999AA10123456784')
      const other = compose({ template: 'shipped', subject: expressOrder, change: { from: 'in_production', to: 'shipped', note: '' }, shipment: { ...ups, carrier: 'other' } })
      expectRow(other, 'Carrier', 'Another carrier')
      expect(other.text).not.toContain('Track the parcel')
    })

    it('writes the balance line of an express order shipped with a balance open (an admin’s override), and its note', () => {
      const change = { from: 'in_production', to: 'shipped', note: 'Balance agreed by phone: pays on delivery' }
      const open = compose({ template: 'shipped', subject: expressOrder, change, shipment: null })
      expect(open.subject).toBe('Your express order E-3HW9TR6N has shipped')
      expectRow(open, 'Balance due before shipping', '$975.00')
      expect(open.text).toContain('> Balance agreed by phone: pays on delivery')
      expectNoRow(compose({ template: 'shipped', subject: paidInFull, change: { ...change, note: '' }, shipment: null }), 'Balance due before shipping')
    })
  })

  describe('shop_new_request', () => {
    it('tells the shop of a quote request: who sent it, how to reach them, and where it is in the back office', () => {
      const mail = compose({ template: 'shop_new_request', subject: quoteRequest })
      expect(mail.subject).toBe('New quote request Q-7KQ2MX4P · Flyers')
      expect(mail.replyTo).toBe('jo@example.com')
      expectRow(mail, 'Contact', 'Jo Keeper')
      expectRow(mail, 'E-mail', 'jo@example.com')
      expectRow(mail, 'Phone', '+1 204 555 0101')
      expectRow(mail, 'Reference', 'Q-7KQ2MX4P')
      expectRow(mail, 'Team', "Flyers (Men's League)")
      expectLink(mail, 'Open it in the back office', 'https://jerseys.example/admin/order?kind=quote&id=5f0c9a4e-7b1d-4c2a-9e3f-a1b2c3d4e5f6')
      expect(hrefs(mail)).toHaveLength(1)
      expect(mail.text).not.toContain('Follow it in your account')
      expectSaid(mail, STAFF_FOOTER)
    })

    it('tells the shop of an express order with its amounts, and no phone row when none was given', () => {
      const mail = compose({ template: 'shop_new_request', subject: expressOrder })
      expect(mail.subject).toBe('New express order E-3HW9TR6N · Flyers')
      expect(mail.replyTo).toBe('jo@example.com')
      expectNoRow(mail, 'Phone')
      expectRow(mail, 'Total', '$1,950.00')
      expectRow(mail, 'Balance due before shipping', '$975.00')
      expectLink(mail, 'Open it in the back office', 'https://jerseys.example/admin/order?kind=express&id=b7e2d1c0-aaaa-4bbb-8ccc-dddd0eeee1ff')
      expect(hrefs(mail)).toHaveLength(1)
    })

    it('tells the shop of a checkout order: its customer, lines and total', () => {
      const mail = compose({ template: 'shop_new_request', subject: order })
      expect(mail.subject).toBe('New checkout order C0FFEE12 · $1,839.00')
      expect(mail.replyTo).toBe('pat@example.com')
      expectRow(mail, 'Customer', 'pat@example.com')
      expectRow(mail, '12 × Pro jersey', '$1,800.00 (Sublimated · L · Home)')
      expectRow(mail, 'Total', '$1,839.00')
      expectLink(mail, 'Open it in the back office', 'https://jerseys.example/admin/order?kind=order&id=c0ffee12-a456-4abc-8def-fedcba987abc')
      expect(hrefs(mail)).toHaveLength(1)
      expectSaid(mail, STAFF_FOOTER)
    })

    it('keeps a team name with line breaks on the subject’s one line', () => {
      const mail = compose({ template: 'shop_new_request', subject: { ...quoteRequest, teamName: 'Flyers\r\nBcc: everyone@example.com' } })
      expect(mail.subject).toBe('New quote request Q-7KQ2MX4P · Flyers Bcc: everyone@example.com')
    })
  })

  describe('shop_new_enquiry', () => {
    it('tells the shop who wrote, about what, and quotes the message; a reply goes to the sender', () => {
      const mail = compose({ template: 'shop_new_enquiry', enquiry })
      expect(mail.subject).toBe('New enquiry from Coach Sam · Wholesale/Bulk Order')
      expect(mail.replyTo).toBe('sam@example.com')
      expectRow(mail, 'From', 'Coach Sam <sam@example.com>')
      expect(mail.html).toContain('Coach Sam &lt;sam@example.com&gt;')
      expectRow(mail, 'Type', 'Wholesale/Bulk Order')
      expect(mail.text).toContain('> Forty jerseys for March?\n> Navy and gold.')
      expectSaid(mail, 'Reply to this e-mail to answer Coach Sam.')
      expect(hrefs(mail)).toEqual([])
      expectSaid(mail, STAFF_FOOTER)
    })

    it('escapes a message written as markup', () => {
      const mail = compose({ template: 'shop_new_enquiry', enquiry: { ...enquiry, name: '<b>Sam</b>', message: '<script>alert(1)</script><a href="https://evil.example">win</a>' } })
      expect(mail.html).not.toContain('<script')
      expect(mail.html).not.toContain('<b>')
      expect(hrefs(mail)).toEqual([])
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    })
  })

  describe('quote_ready', () => {
    it('sends the quote: each line with its amount, the rush fee, total and deposit, staff\u2019s note, and where to accept it', () => {
      const mail = compose({ template: 'quote_ready', request: { ...quoteRequest, inAccount: true }, quote: pricedQuote, note: 'Sublimated, so the colours never fade.', revised: false })
      expect(mail.subject).toBe('Your quote for Flyers (Q-7KQ2MX4P) is ready')
      expectRow(mail, '18 × Pro jersey, sublimated', '$1,530.00 ($85.00 each)')
      expectRow(mail, '18 × Game socks', '$216.00 ($12.00 each)')
      expectRow(mail, 'Rush fee', '$150.00')
      expectRow(mail, 'Total', '$1,896.00')
      expectRow(mail, 'Deposit to start', '$569.00')
      expect(mail.text).toContain('Sublimated, so the colours never fade.')
      expect(hrefs(mail)).toEqual(['https://jerseys.example/account'])
    })

    it('says a revision is one, leaves out a rush fee of nothing, and asks a guest to reply to accept, or to make an account to accept online', () => {
      const mail = compose({ template: 'quote_ready', request: quoteRequest, quote: { ...pricedQuote, rushFeeCents: 0, totalCents: 174600, depositCents: 52400 }, note: '', revised: true })
      expect(mail.subject).toBe('Your revised quote for Flyers (Q-7KQ2MX4P) is ready')
      expectNoRow(mail, 'Rush fee')
      expect(mail.text).not.toContain('A note from our team')
      expect(hrefs(mail)).toEqual(['https://jerseys.example/register?next=%2Faccount'])
      expect(mail.text).toContain('reply to this e-mail quoting Q-7KQ2MX4P')
      expectLink(mail, 'Create an account with jo@example.com to follow it, answer mockups and pay online', 'https://jerseys.example/register?next=%2Faccount')
    })
  })

  describe('payment_received', () => {
    it('thanks the customer for a balance paid, with what is paid in all and nothing more asked', () => {
      const mail = compose({ template: 'payment_received', request: paidInFull, amountCents: 97500, status: 'in_production' })
      expect(mail.subject).toBe('Payment received for your express order E-3HW9TR6N')
      expectSaid(mail, 'Thank you: we received your payment of $975.00 for your express order E-3HW9TR6N.')
      expectRow(mail, 'Total', '$1,950.00')
      expectRow(mail, 'Paid', '$1,950.00')
      expectNoRow(mail, 'Balance due before shipping')
      expect(mail.text).not.toContain('Pay the balance')
      expectLink(mail, 'Follow it in your account', 'https://jerseys.example/account')
      expect(mail.replyTo).toBe('shop@jerseys.example')
    })

    it('says what is left, and where to pay it, after a part of a quote’s balance', () => {
      const quote: RequestMail = { ...quoteRequest, inAccount: true, amounts: { totalCents: 240000, firstDueCents: 120000, paidCents: 150000 } }
      const mail = compose({ template: 'payment_received', request: quote, amountCents: 30000, status: 'approved' })
      expectSaid(mail, 'Thank you: we received your payment of $300.00 for your quote request Q-7KQ2MX4P.')
      expectRow(mail, 'Balance due before shipping', '$900.00')
      expectLink(mail, 'Pay the balance of $900.00', `https://jerseys.example/account/pay?kind=quote&id=${quoteRequest.id}`)
    })
  })

  describe('account_exists', () => {
    it('tells the owner of an address that someone tried to register it, that nothing changed, and how to sign in or reset the password', () => {
      const mail = compose({ template: 'account_exists', email: 'jo@example.com' })
      expect(mail.subject).toBe('You already have a Northern Jerseys account')
      expect(mail.text).toContain('tried to create a Northern Jerseys account with jo@example.com')
      expect(mail.text).toContain('no new one was made and nothing about your account has changed')
      expect(hrefs(mail)).toEqual(['https://jerseys.example/sign-in', 'https://jerseys.example/forgot-password'])
      expect(mail.text).toContain('If it was not you, you can ignore this e-mail.')
    })
  })

  describe('every e-mail', () => {
    const events: [string, MailEvent][] = [
      ['request_received (quote)', { template: 'request_received', request: quoteRequest }],
      ['request_received (express)', { template: 'request_received', request: expressOrder }],
      ['order_placed', { template: 'order_placed', order }],
      ['status_changed', { template: 'status_changed', subject: expressOrder, change: { from: 'received', to: 'in_design', note: 'Ok' } }],
      ['shipped', { template: 'shipped', subject: order, change: { from: 'processing', to: 'shipped', note: '' }, shipment: null }],
      ['shop_new_request (request)', { template: 'shop_new_request', subject: expressOrder }],
      ['shop_new_request (order)', { template: 'shop_new_request', subject: order }],
      ['shop_new_enquiry', { template: 'shop_new_enquiry', enquiry }],
      ['status_changed (mockup sent)', { template: 'status_changed', subject: expressOrder, change: { from: 'in_design', to: 'mockup_sent', note: '' } }],
      ['shop_mockup_decision (approved)', { template: 'shop_mockup_decision', subject: expressOrder, change: { from: 'mockup_sent', to: 'approved', note: '' } }],
      ['shop_mockup_decision (changes)', { template: 'shop_mockup_decision', subject: quoteRequest, change: { from: 'mockup_sent', to: 'in_design', note: 'Darker gold' } }],
      ['account_exists', { template: 'account_exists', email: 'jo@example.com' }],
      ['quote_ready', { template: 'quote_ready', request: quoteRequest, quote: pricedQuote, note: '', revised: false }],
      ['payment_received', { template: 'payment_received', request: expressOrder, amountCents: 50000, status: 'approved' }],
      ['order_note', { template: 'order_note', subject: expressOrder, note: 'Your socks ship separately.', status: 'in_production' }],
      ['enquiry_reply', { template: 'enquiry_reply', enquiry, answer: 'Yes, we make goalie cuts.' }],
      ['roster_changed', { template: 'roster_changed', request: expressOrder, change: { lines: ['Added #22 Okafor'], priceChangeCents: 6500 }, note: '', status: 'received', byCustomer: true }],
      ['shop_roster_changed', { template: 'shop_roster_changed', request: expressOrder, change: { lines: ['Added #22 Okafor'], priceChangeCents: 6500 }, note: '', status: 'received' }],
    ]
    const customer = new Set(['request_received', 'order_placed', 'status_changed', 'shipped', 'account_exists', 'quote_ready', 'payment_received', 'order_note', 'enquiry_reply', 'roster_changed'])

    it.each(events)('%s holds nothing card-like, and links only where its reader belongs', (_, event) => {
      const mail = compose(event)
      for (const part of [mail.subject, mail.text, decoded(mail.html)]) {
        expect(part).not.toMatch(/\d{13,}/)
        expect(part).not.toMatch(/(?:\d[ -]?){13,}/)
        expect(part).not.toMatch(/\bcard\b/i)
        expect(part).not.toMatch(/\bcvc\b|\bcvv\b/i)
      }
      for (const href of hrefs(mail)) expect(href.startsWith('https://jerseys.example/')).toBe(true)
      if (customer.has(event.template)) {
        expect(mail.replyTo).toBe(shop.email)
        expect(mail.text).not.toContain('/admin')
        expect(mail.html).not.toContain('/admin')
      } else {
        expect(mail.replyTo).not.toBe(shop.email)
        expect(hrefs(mail).filter((href) => href.includes('/account'))).toEqual([])
        expect(mail.text).toContain('https://jerseys.example/admin')
      }
    })
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import { CLAIM_BATCH, deliverDue, LEASE_SECONDS, MAX_ATTEMPTS, retryAt, type DeliverySettings, type Outbox, type OutboxItem } from './delivery'
import type { MailTransport } from './smtp'
import type { Shop } from './shop'
import { composeMail, type MailEvent } from './templates'

/**
 * deliverDue (lib/mail/delivery.ts) against an outbox kept in memory, which claims and settles as
 * claim_mail and settle_mail do, and a transport that can be made to fail: each due e-mail is sent
 * once, to the right address, with the same Message-ID however often it is tried; a failed send is
 * tried again after 30 s, then twice as long each time, and given up after MAX_ATTEMPTS; an e-mail
 * whose subject is gone is given up unsent; batches are claimed until one comes back short.
 */

const shop: Shop = { name: 'Northern Jerseys', email: 'shop@jerseys.example', phone: null, siteUrl: 'https://jerseys.example', quoteResponseTime: null }

const enquiryEvent: MailEvent = {
  template: 'shop_new_enquiry',
  enquiry: { id: 'e1', createdAt: '2026-11-25T20:00:00.000Z', name: 'Coach Sam', email: 'sam@example.com', inquiryType: 'General Question', message: 'Hello' },
}
const receiptEvent: MailEvent = {
  template: 'request_received',
  request: {
    kind: 'quote', id: 'q1', reference: 'Q-7KQ2MX4P', createdAt: '2026-11-25T20:00:00.000Z', productName: 'Pro jersey', teamName: 'Flyers', league: '',
    playerCount: 2, contactName: 'Jo Keeper', contactEmail: 'jo@example.com', contactPhone: '', inAccount: false, amounts: null, details: null, delivery: null, roster: [],
  },
}

type OutgoingMail = Parameters<MailTransport['send']>[0]
type Row = OutboxItem & { status: 'pending' | 'sent' | 'failed'; nextAttemptAt: number; lockedUntil: number | null; lastError: string | null }
type Outcome = Parameters<Outbox['settle']>[1]

/** The outbox's rules (claim_mail, settle_mail) in memory, on the test's clock. */
class MemoryOutbox implements Outbox {
  readonly rows = new Map<string, Row>()
  readonly events = new Map<string, MailEvent | null | Error>()
  readonly claims: [limit: number, leaseSeconds: number][] = []
  readonly settled: [id: string, outcome: Outcome][] = []

  constructor(private readonly clock: () => Date) {}

  add(id: string, recipient: string | null, event: MailEvent | null | Error, template = event && !(event instanceof Error) ? event.template : 'shop_new_enquiry') {
    this.rows.set(id, { id, template, recipient, attempts: 0, status: 'pending', nextAttemptAt: this.clock().getTime(), lockedUntil: null, lastError: null })
    this.events.set(id, event)
  }

  claim = async (limit: number, leaseSeconds: number) => {
    this.claims.push([limit, leaseSeconds])
    const now = this.clock().getTime()
    const due = [...this.rows.values()]
      .filter((row) => row.status === 'pending' && row.nextAttemptAt <= now && (row.lockedUntil === null || row.lockedUntil < now))
      .sort((x, y) => x.nextAttemptAt - y.nextAttemptAt)
      .slice(0, limit)
    for (const row of due) {
      row.attempts++
      row.lockedUntil = now + leaseSeconds * 1000
    }
    return due.map(({ id, template, recipient, attempts }) => ({ id, template, recipient, attempts }))
  }

  read = async (item: OutboxItem) => {
    const event = this.events.get(item.id)
    if (event instanceof Error) throw event
    return event ?? null
  }

  settle = async (item: OutboxItem, outcome: Outcome) => {
    this.settled.push([item.id, outcome])
    const row = this.rows.get(item.id)
    // As settle_mail: only the claim that still holds the e-mail (its attempt) records an outcome.
    if (!row || row.status !== 'pending' || row.attempts !== item.attempts) return
    row.lockedUntil = null
    if (outcome.sent) row.status = 'sent'
    else {
      row.lastError = outcome.error
      if (outcome.retryAt) row.nextAttemptAt = outcome.retryAt.getTime()
      else row.status = 'failed'
    }
  }
}

/** A mail server that accepts, or refuses while `down` is set. */
class FakeTransport {
  down: string | null = null
  readonly attempts: OutgoingMail[] = []
  readonly delivered: OutgoingMail[] = []
  send = async (mail: OutgoingMail) => {
    this.attempts.push(mail)
    if (this.down) throw new Error(this.down)
    this.delivered.push(mail)
  }
}

const START = new Date('2026-11-25T12:00:00.000Z').getTime()

describe('deliverDue', () => {
  let now: number
  let outbox: MemoryOutbox
  let transport: FakeTransport
  let settings: DeliverySettings
  const clock = () => new Date(now)
  const run = () => deliverDue(outbox, settings, clock)
  const advance = (seconds: number) => {
    now += seconds * 1000
  }

  beforeEach(() => {
    now = START
    outbox = new MemoryOutbox(clock)
    transport = new FakeTransport()
    settings = { transport, from: 'Northern Jerseys <mail@jerseys.example>', shopAddress: 'orders@jerseys.example', shop }
  })

  it('keeps an e-mail the outbox holds (over a cap) unsent, with the reason, and never tries it again; the others go', async () => {
    outbox.add('held', 'jo@example.com', receiptEvent)
    outbox.add('shop', null, enquiryEvent)
    const held: [string, MailEvent][] = []
    const reason = 'Held: over 3 e-mails an hour to this address.'
    const holding: Outbox = { ...outbox, hold: async (item, event) => (held.push([item.id, event]), item.recipient ? reason : null) }
    expect(await deliverDue(holding, settings, clock)).toEqual({ sent: 1, retried: 0, abandoned: 1 })
    expect(held).toEqual([
      ['held', receiptEvent],
      ['shop', enquiryEvent],
    ])
    expect(transport.attempts.map((mail) => mail.to)).toEqual(['orders@jerseys.example'])
    expect(outbox.rows.get('held')).toMatchObject({ status: 'failed', lastError: reason })
    advance(24 * 3600)
    expect(await deliverDue(holding, settings, clock)).toEqual({ sent: 0, retried: 0, abandoned: 0 })
  })

  it('sends each due e-mail once, composed from what it tells of, with its addresses and its own Message-ID', async () => {
    outbox.add('11111111-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'jo@example.com', receiptEvent)
    outbox.add('22222222-bbbb-4bbb-8bbb-bbbbbbbbbbbb', null, enquiryEvent)
    expect(await run()).toEqual({ sent: 2, retried: 0, abandoned: 0 })

    const receipt = composeMail(shop, receiptEvent)
    const notice = composeMail(shop, enquiryEvent)
    expect(transport.delivered).toEqual([
      {
        to: 'jo@example.com', from: 'Northern Jerseys <mail@jerseys.example>', replyTo: 'shop@jerseys.example', subject: receipt.subject, text: receipt.text,
        html: receipt.html, messageId: '<11111111-aaaa-4aaa-8aaa-aaaaaaaaaaaa@jerseys.example>', attachments: [],
      },
      {
        to: 'orders@jerseys.example', from: 'Northern Jerseys <mail@jerseys.example>', replyTo: 'sam@example.com', subject: notice.subject, text: notice.text,
        html: notice.html, messageId: '<22222222-bbbb-4bbb-8bbb-bbbbbbbbbbbb@jerseys.example>', attachments: [],
      },
    ])
    expect(outbox.settled).toEqual([
      ['11111111-aaaa-4aaa-8aaa-aaaaaaaaaaaa', { sent: true }],
      ['22222222-bbbb-4bbb-8bbb-bbbbbbbbbbbb', { sent: true }],
    ])

    // Nothing is sent twice, now or later.
    advance(3600)
    expect(await run()).toEqual({ sent: 0, retried: 0, abandoned: 0 })
    expect(transport.attempts).toHaveLength(2)
  })

  it('sends an e-mail to the shop (no recipient) to the shop’s address from the settings', async () => {
    outbox.add('shop-mail', null, { template: 'shop_new_request', subject: receiptEvent.request })
    await run()
    expect(transport.delivered.map(({ to, replyTo }) => ({ to, replyTo }))).toEqual([{ to: 'orders@jerseys.example', replyTo: 'jo@example.com' }])
  })

  it('tries a failed send again after 30 s, and sends it once when the server is back, with the same Message-ID', async () => {
    outbox.add('retried', 'jo@example.com', receiptEvent)
    transport.down = 'connect ECONNREFUSED 127.0.0.1:587'
    expect(await run()).toEqual({ sent: 0, retried: 1, abandoned: 0 })
    expect(outbox.settled).toEqual([['retried', { sent: false, error: 'connect ECONNREFUSED 127.0.0.1:587', retryAt: new Date(START + 30_000) }]])

    // Not before its time, even with the server back.
    transport.down = null
    advance(29)
    expect(await run()).toEqual({ sent: 0, retried: 0, abandoned: 0 })
    expect(transport.attempts).toHaveLength(1)

    advance(1)
    expect(await run()).toEqual({ sent: 1, retried: 0, abandoned: 0 })
    advance(3600)
    await run()
    expect(transport.delivered).toHaveLength(1)
    expect(transport.attempts.map(({ messageId }) => messageId)).toEqual(['<retried@jerseys.example>', '<retried@jerseys.example>'])
    expect(outbox.rows.get('retried')).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('waits twice as long after each failure, and gives the e-mail up after MAX_ATTEMPTS', async () => {
    outbox.add('doomed', 'jo@example.com', receiptEvent)
    transport.down = '550 mailbox unavailable'
    const waits: (number | null)[] = []
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await run()
      const [, outcome] = outbox.settled.at(-1)!
      if (outcome.sent) throw new Error('sent while the server was down')
      waits.push(outcome.retryAt && (outcome.retryAt.getTime() - now) / 1000)
      if (outcome.retryAt) now = outcome.retryAt.getTime()
    }
    expect(MAX_ATTEMPTS).toBe(20)
    // Doubling up to an hour, then hourly: about half a day of an SMTP server's outage is ridden out.
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, ...Array(12).fill(3600), null])
    expect(outbox.settled.at(-1)).toEqual(['doomed', { sent: false, error: '550 mailbox unavailable', retryAt: null }])
    expect(outbox.rows.get('doomed')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: '550 mailbox unavailable' })

    // Given up: never tried again.
    transport.down = null
    advance(86_400)
    expect(await run()).toEqual({ sent: 0, retried: 0, abandoned: 0 })
    expect(transport.attempts).toHaveLength(MAX_ATTEMPTS)
  })

  it('reports the last failure as given up', async () => {
    outbox.add('last-try', 'jo@example.com', receiptEvent)
    outbox.rows.get('last-try')!.attempts = MAX_ATTEMPTS - 1
    transport.down = 'timeout'
    expect(await run()).toEqual({ sent: 0, retried: 0, abandoned: 1 })
  })

  it('gives up, unsent, an e-mail whose subject no longer exists', async () => {
    outbox.add('gone', 'jo@example.com', null, 'order_placed')
    expect(await run()).toEqual({ sent: 0, retried: 0, abandoned: 1 })
    expect(transport.attempts).toEqual([])
    expect(outbox.settled).toEqual([['gone', { sent: false, error: 'What this e-mail tells of no longer exists.', retryAt: null }]])
    expect(outbox.rows.get('gone')?.status).toBe('failed')
  })

  it('tries again later when what the e-mail tells of cannot be read just now', async () => {
    outbox.add('unreadable', 'jo@example.com', new Error('The mail outbox could not be reached.'))
    expect(await run()).toEqual({ sent: 0, retried: 1, abandoned: 0 })
    expect(transport.attempts).toEqual([])
    expect(outbox.settled).toEqual([['unreadable', { sent: false, error: 'The mail outbox could not be reached.', retryAt: new Date(START + 30_000) }]])
  })

  it('goes on with the rest of a batch when one send fails', async () => {
    outbox.add('a', 'a@example.com', receiptEvent)
    outbox.add('b', 'b@example.com', receiptEvent)
    outbox.add('c', 'c@example.com', receiptEvent)
    const send = transport.send
    transport.send = async (mail) => {
      if (mail.to === 'b@example.com') throw new Error('recipient refused')
      await send(mail)
    }
    expect(await run()).toEqual({ sent: 2, retried: 1, abandoned: 0 })
    expect(transport.delivered.map(({ to }) => to)).toEqual(['a@example.com', 'c@example.com'])
  })

  it.each([
    [0, 1],
    [CLAIM_BATCH - 1, 1],
    [CLAIM_BATCH, 2],
    [CLAIM_BATCH * 2 + 2, 3],
    [CLAIM_BATCH * 3, 4],
  ])('delivers %i due e-mails, claiming batches until one comes back short (%i claims)', async (count, claims) => {
    for (let index = 0; index < count; index++) outbox.add(`mail-${index}`, `p${index}@example.com`, receiptEvent)
    expect(await run()).toEqual({ sent: count, retried: 0, abandoned: 0 })
    expect(outbox.claims).toEqual(Array.from({ length: claims }, () => [CLAIM_BATCH, LEASE_SECONDS]))
    expect(new Set(transport.delivered.map(({ messageId }) => messageId)).size).toBe(count)
  })
})

describe('retryAt', () => {
  const at = new Date('2026-11-25T12:00:00.000Z')
  const waitAfter = (attempts: number) => {
    const next = retryAt(attempts, at)
    return next && (next.getTime() - at.getTime()) / 1000
  }

  it('waits 30 s after the first attempt, then twice as long each time, never more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(waitAfter)).toEqual([30, 60, 120, 240, 480, 960, 1920])
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts++) expect(waitAfter(attempts)).toBeLessThanOrEqual(3600)
  })

  it('gives up once MAX_ATTEMPTS have failed', () => {
    expect(retryAt(MAX_ATTEMPTS, at)).toBeNull()
    expect(retryAt(MAX_ATTEMPTS + 3, at)).toBeNull()
  })
})

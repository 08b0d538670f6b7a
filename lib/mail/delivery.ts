import type { MailTransport } from './smtp'
import type { Shop } from './shop'
import { composeMail, type MailEvent } from './templates'

/**
 * Delivering the outbox: claim the e-mails that are due, compose each from what it tells of, send
 * it, and record the outcome. A failed send is tried again later, each time after a longer wait,
 * and given up (kept in the outbox with its error) after MAX_ATTEMPTS. An e-mail keeps one
 * Message-ID however often it is tried, so the rare send that reached the mail server but was not
 * recorded (the server stopped in between) shows up once in mail clients that thread by it.
 */

/** One claimed e-mail: attempts counts this one. */
export type OutboxItem = { id: string; template: string; recipient: string | null; attempts: number }

export type Outbox<Item extends OutboxItem = OutboxItem> = {
  claim: (limit: number, leaseSeconds: number) => Promise<Item[]>
  /** What the e-mail tells of; null when that no longer exists. */
  read: (item: Item) => Promise<MailEvent | null>
  /** Records how a claimed e-mail went; a claim that another sender has since taken over records nothing. */
  settle: (item: Item, outcome: { sent: true } | { sent: false; error: string; retryAt: Date | null }) => Promise<void>
  /** Why the e-mail may not go (a cap it is over), or null: one held is kept unsent, with the reason, and not tried again. */
  hold?: (item: Item, event: MailEvent) => Promise<string | null>
}

export type DeliverySettings = {
  transport: MailTransport
  from: string
  /** The shop's inbox, for the e-mails to the shop. */
  shopAddress: string
  shop: Shop
}

export const MAX_ATTEMPTS = 20
const FIRST_WAIT_SECONDS = 30
const LONGEST_WAIT_SECONDS = 60 * 60
/**
 * How many e-mails a sender claims at once, and for how long: longer than sending them all may take
 * one after the other (each at most about 40 s by the transport's timeouts), so no other sender
 * takes over an e-mail still being sent. Should one still run over, its late outcome is not recorded.
 */
export const CLAIM_BATCH = 5
export const LEASE_SECONDS = 300

/** When to try again after `attempts` failed tries: 30 s, 1 min, 2 min … at most an hour apart; null once MAX_ATTEMPTS have failed. */
export function retryAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null
  const wait = Math.min(FIRST_WAIT_SECONDS * 2 ** (attempts - 1), LONGEST_WAIT_SECONDS)
  return new Date(now.getTime() + wait * 1000)
}

export type DeliveryReport = { sent: number; retried: number; abandoned: number }

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

/** Delivers what is due now, batch after batch until nothing is left. */
export async function deliverDue<Item extends OutboxItem>(outbox: Outbox<Item>, settings: DeliverySettings, now = () => new Date()): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, abandoned: 0 }
  const messageIdHost = new URL(settings.shop.siteUrl).hostname
  for (;;) {
    const batch = await outbox.claim(CLAIM_BATCH, LEASE_SECONDS)
    for (const item of batch) {
      let outcome: Parameters<Outbox['settle']>[1]
      try {
        const event = await outbox.read(item)
        const held = event && (await outbox.hold?.(item, event))
        if (held) {
          outcome = { sent: false, error: held, retryAt: null }
        } else if (event) {
          const mail = composeMail(settings.shop, event)
          await settings.transport.send({
            to: item.recipient ?? settings.shopAddress,
            from: settings.from,
            replyTo: mail.replyTo,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            messageId: `<${item.id}@${messageIdHost}>`,
            attachments: mail.attachments,
          })
          outcome = { sent: true }
        } else {
          outcome = { sent: false, error: 'What this e-mail tells of no longer exists.', retryAt: null }
        }
      } catch (error) {
        outcome = { sent: false, error: describe(error), retryAt: retryAt(item.attempts, now()) }
      }
      await outbox.settle(item, outcome)
      if (outcome.sent) report.sent++
      else if (outcome.retryAt) report.retried++
      else report.abandoned++
    }
    if (batch.length < CLAIM_BATCH) return report
  }
}

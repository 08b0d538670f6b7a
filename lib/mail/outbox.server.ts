import 'server-only'
import { after } from 'next/server'
import { getFreshSiteSettings } from '@/lib/content'
import { oneAtATime } from '@/lib/jobs/one-at-a-time'
import { LIMITS } from '@/lib/security/limits'
import { withinLimit } from '@/lib/security/rate-limit'
import { siteUrl } from '@/lib/seo/site-url'
import { mailConfig } from './config'
import { deliverDue, type DeliverySettings, type Outbox, type OutboxItem } from './delivery'
import { smtpTransport, type MailTransport } from './smtp'
import type { MailEvent } from './templates'

/**
 * A quote request's summary goes to the contact e-mail typed into the form, which the shop never
 * verified: whoever sends the form chooses the inbox. Capped per address and in total, so the shop
 * relays nobody's mail; the request itself has arrived, and the shop has been told, either way.
 */
async function holdUnverified(item: OutboxItem, event: MailEvent): Promise<string | null> {
  if (event.template !== 'request_received' || event.request.kind !== 'quote' || !item.recipient) return null
  // Counted at its first try only: a retry after a failed send (an SMTP outage) is the same e-mail.
  if (item.attempts > 1) return null
  for (const [name, subject, whose] of [
    ['unverifiedMailsByRecipient', { account: item.recipient }, 'to this address'],
    ['unverifiedMailsTotal', { everyone: true }, 'in total'],
  ] as const) {
    if (!(await withinLimit(name, subject))) return `Held: over ${LIMITS[name].limit} e-mails an hour ${whose} to addresses the shop has not verified (${name}).`
  }
  return null
}

let transport: { url: string; transport: MailTransport } | undefined

/** The site settings e-mails are signed with, read at most once a minute (the timer runs every 15 s, mostly with nothing to send). */
const SETTINGS_SECONDS = 60
let settingsRead: { at: number; settings: Awaited<ReturnType<typeof getFreshSiteSettings>> } | undefined
async function siteSettings() {
  if (!settingsRead || Date.now() - settingsRead.at > SETTINGS_SECONDS * 1000) settingsRead = { at: Date.now(), settings: await getFreshSiteSettings() }
  return settingsRead.settings
}

/** What delivery needs now, or why it cannot run: e-mail then waits in the outbox. */
async function deliverySettings(): Promise<DeliverySettings | string> {
  const config = mailConfig()
  if (!config.smtpUrl || !config.from) return 'SMTP_URL and MAIL_FROM are not both set: e-mails wait in the outbox.'
  if (transport?.url !== config.smtpUrl) transport = { url: config.smtpUrl, transport: smtpTransport(config.smtpUrl) }
  const settings = await siteSettings()
  if (!settings?.siteName || !settings.email) return 'The site settings have no name or e-mail yet: e-mails wait in the outbox.'
  return {
    transport: transport.transport,
    from: config.from,
    shopAddress: settings.notificationEmail || settings.email,
    shop: { name: settings.siteName, email: settings.email, phone: settings.phone ?? null, siteUrl, quoteResponseTime: settings.quoteResponseTime ?? null },
  }
}

let lastWarning = ''
const warnOnce = (message: string) => {
  if (message !== lastWarning) console.warn(`[mail] ${message}`)
  lastWarning = message
}

/** How often the timer delivers what is due (retries, and anything a crash left behind). */
const TIMER_SECONDS = 15

/**
 * Delivery of an outbox whose store (claiming, reading and settling its e-mails: the database's, in
 * lib/commerce/mail-outbox.ts) is passed in, so mail never reaches into commerce. One delivery per
 * server (lib/commerce/mail-delivery.ts makes it).
 */
export function mailDelivery<Item extends OutboxItem>(store: Omit<Outbox<Item>, 'hold'>): {
  deliverMailSoon: () => void
  deliverMailNow: () => Promise<void>
  startMailTimer: () => void
} {
  const outbox: Outbox<Item> = { ...store, hold: holdUnverified }

  async function deliverOnce(): Promise<void> {
    try {
      const settings = await deliverySettings()
      if (typeof settings === 'string') return warnOnce(settings)
      const report = await deliverDue(outbox, settings)
      if (report.retried || report.abandoned) console.warn(`[mail] sent ${report.sent}, ${report.retried} to try again, ${report.abandoned} given up`)
      lastWarning = ''
    } catch (error) {
      // The outbox or the content is out of reach: nothing was claimed, or claims lapse; the next run tries again.
      // The backend's own words, not the visitor's message a BackendError carries.
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
      warnOnce(`delivery paused: ${cause instanceof Error ? cause.message : String(cause)}`)
    }
  }

  /**
   * Delivers every e-mail that is due. One run at a time in this server; a call during a run asks
   * for one more after it, so an e-mail written meanwhile is not left for the timer.
   */
  const deliverMail = oneAtATime(deliverOnce)

  return {
    /** After the response of a request that wrote e-mails to the outbox (its transaction has committed by then). */
    deliverMailSoon: () => after(deliverMail),
    /** From a job outside any request (a store closing on its day), once it has written e-mails. */
    deliverMailNow: deliverMail,
    /** Retries and anything a crash left behind: every few seconds for as long as the server runs. */
    startMailTimer: () => {
      setInterval(() => void deliverMail(), TIMER_SECONDS * 1000).unref()
      void deliverMail()
    },
  }
}

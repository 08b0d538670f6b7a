import 'server-only'
import { mailDelivery } from '@/lib/mail/outbox.server'
import { claimDueMail, readMailEvent, settleMail } from './mail-outbox'

/**
 * The outbox's e-mails, delivered by lib/mail from the database's outbox: soon after the response
 * of a request that wrote some (deliverMailSoon), at once after a job that did (deliverMailNow), and on a timer while the server runs
 * (startMailTimer, from instrumentation.ts).
 */
export const { deliverMailSoon, deliverMailNow, startMailTimer } = mailDelivery({ claim: claimDueMail, read: readMailEvent, settle: settleMail })

import 'server-only'

/**
 * Where e-mail goes: SMTP_URL names the server (a provider in production; `npm run serve` and the
 * tests point it at their local mail catcher) and MAIL_FROM the sender (needed with it). The shop's
 * own inbox for new requests and enquiries is content: the order notifications e-mail staff set in
 * the Studio. Without SMTP_URL nothing is sent: e-mails wait in the outbox.
 */
export type MailConfig = { smtpUrl: string | null; from: string | null }

export function mailConfig(): MailConfig {
  return {
    smtpUrl: process.env.SMTP_URL || null,
    from: process.env.MAIL_FROM || null,
  }
}

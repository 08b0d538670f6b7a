import { createTransport, type Transporter } from 'nodemailer'

/** A file sent with an e-mail (a mockup with the e-mail that asks to approve it). */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array }

/** One e-mail as it leaves: the composed parts, its addresses, its files, and an id that stays the same when it is sent again. */
type OutgoingMail = {
  to: string
  from: string
  replyTo?: string
  subject: string
  text: string
  html?: string
  messageId?: string
  attachments?: MailAttachment[]
}

export type MailTransport = { send: (mail: OutgoingMail) => Promise<void> }

/**
 * Sends over SMTP to the server `smtpUrl` names (`smtp://user:pass@host:587`, or `smtps://` for
 * TLS from the start): the provider in production, the local mail catcher that `npm run serve`
 * starts. Used by the site's outbox and by the embedded backend's auth e-mails alike.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  let transporter: Transporter | undefined
  return {
    send: async (mail) => {
      // Short timeouts: a sender holds its claim on the e-mail while it waits.
      transporter ??= createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
      const { attachments = [], ...message } = mail
      await transporter.sendMail({ ...message, attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content: Buffer.from(content) })) })
    },
  }
}

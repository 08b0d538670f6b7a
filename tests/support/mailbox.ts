import { expect, type APIRequestContext } from '@playwright/test'
import { TIMEOUTS } from './timeouts'

/**
 * The run's mail catcher (MailDev, started by playwright.config.ts), read through its API as a
 * customer reads their inbox: every e-mail the site and the commerce backend sent.
 */
const CATCHER = process.env.MAIL_CATCHER_URL ?? 'http://127.0.0.1:1080'

export type Mail = {
  id: string
  subject: string
  text: string
  html: string
  to: { address: string }[]
  headers: Record<string, string>
}

/** Every e-mail sent to `address`, oldest first. */
export async function mailsTo(request: APIRequestContext, address: string): Promise<Mail[]> {
  const response = await request.get(`${CATCHER}/api/email`)
  expect(response.ok()).toBe(true)
  const mails = (await response.json()) as Mail[]
  return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
}

/** The e-mail as it was sent, headers and MIME parts. */
const sentSource = async (request: APIRequestContext, mail: Mail) => (await request.get(`${CATCHER}/api/email/${mail.id}/source`)).text()

/** A header of the e-mail as it was sent (the catcher's summary leaves some out, Reply-To among them). */
export async function sentHeader(request: APIRequestContext, mail: Mail, name: string): Promise<string | undefined> {
  const source = await sentSource(request, mail)
  const head = source.slice(0, source.search(/\r?\n\r?\n/))
  return head.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim()
}

/**
 * The newest e-mail to `address` whose subject matches (and whose text holds `containing`), once it
 * has arrived: the site sends after it has answered. E-mails in `earlier` (the inbox as it was before
 * the step that sends) are not it: the one a step sends may arrive after an older one like it.
 */
export async function mailTo(
  request: APIRequestContext,
  address: string,
  subject: RegExp,
  { containing = '', earlier = [] }: { containing?: string; earlier?: Mail[] } = {},
): Promise<Mail> {
  const seen = new Set(earlier.map(({ id }) => id))
  let found: Mail | undefined
  await expect(async () => {
    found = (await mailsTo(request, address)).filter((mail) => !seen.has(mail.id) && subject.test(mail.subject) && mail.text.includes(containing)).at(-1)
    expect(found, `an e-mail to ${address} with a subject like ${subject}`).toBeTruthy()
  }).toPass({ timeout: TIMEOUTS.serverAction })
  return found!
}

/** The files the e-mail carries, by the names their parts were sent under. */
export async function attachmentNames(request: APIRequestContext, mail: Mail): Promise<string[]> {
  const source = await sentSource(request, mail)
  return [...source.matchAll(/^Content-Disposition:\s*attachment;\s*filename="?([^";\r\n]+)"?/gim)].map((match) => match[1]!)
}

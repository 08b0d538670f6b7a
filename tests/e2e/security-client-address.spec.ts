// Guards the per-address limits against forged addresses (issue 27): the site counts the address a
// request's connection comes from, whatever the client writes in X-Forwarded-For, X-Real-IP or the
// server entry's own header; and a quote request's summary, which goes to whatever address the form
// gave, is capped per address, so the shop relays nobody's mail.
import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { serviceClient } from '../support/commerce-service'
import { mailsTo } from '../support/mailbox'
import { open } from '../support/pages'
import { callAction } from '../support/server-actions'
import { test } from '../support/test'
import { AFTER_SERVER_ACTION } from '../support/timeouts'
import { quoteDraft } from '../support/wizard-flow'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { CLIENT_ADDRESS_HEADER } from '@/lib/security/client-address.mts'
import { LIMITS } from '@/lib/security/limits'

const TOO_MANY = /Too many attempts\. Please wait (a minute|\d+ minutes) and try again\./

let forgeries = 0
/** A new made-up client address (TEST-NET-3: nobody's) each call, in every header a client might hope the site believes. */
function forgedAddress(): Record<string, string> {
  forgeries += 1
  const address = `203.0.113.${(forgeries % 254) + 1}`
  return { 'x-forwarded-for': `${address}, 198.51.100.${(forgeries % 254) + 1}`, 'x-real-ip': address, [CLIENT_ADDRESS_HEADER]: address }
}

test('45 failed sign-ins from one browser that sends a new X-Forwarded-For with each are limited: the 41st and later are refused', async ({ page }) => {
  await open(page, '/sign-in')
  const { limit } = LIMITS.signInFailuresByIp
  const answers: (string | null | undefined)[] = []
  for (let attempt = 1; attempt <= limit + 5; attempt++) {
    // Each at a different made-up account, so only the address's limit can stop them.
    const fields: [string, string][] = [['email', `guess-${attempt}-${randomUUID().slice(0, 8)}@example.com`], ['password', 'not the password']]
    const { state } = await callAction(page.request, '/sign-in', 'signInAction', fields, forgedAddress())
    answers.push(state?.message)
  }
  expect(answers.slice(0, limit)).toEqual(Array(limit).fill(ERROR_MESSAGES.login))
  for (const answer of answers.slice(limit)) expect(answer).toMatch(TOO_MANY)
})

test('25 guest quote requests naming one address, each with a new X-Forwarded-For, e-mail that address no more than its cap', async ({ request }) => {
  const recipient = `not-the-sender-${randomUUID().slice(0, 8)}@example.com`
  const team = `Relay ${randomUUID().slice(0, 8)}`
  const answers: string[] = []
  for (let n = 1; n <= 25; n++) {
    const draft = quoteDraft(`${team} ${n}`)
    const sent = { ...draft, teamInfo: { ...draft.teamInfo, contactEmail: recipient } }
    const { state } = await callAction(request, '/order/chel-jersey', 'submitQuoteRequest', [['draft', JSON.stringify(sent)]], forgedAddress())
    answers.push(state?.status === 'done' ? 'done' : (state?.message ?? `no answer (${state?.status})`))
  }
  // Stored up to the limit of the address they truly came from; the rest refused.
  const stored = LIMITS.wizardSubmissionsByIp.limit
  expect(answers.slice(0, stored)).toEqual(Array(stored).fill('done'))
  for (const answer of answers.slice(stored)) expect(answer).toMatch(TOO_MANY)

  // Every stored request's summary dealt with: the first few sent, the rest held with the reason.
  const { limit: cap } = LIMITS.unverifiedMailsByRecipient
  const summaries = async () => (await serviceClient().from('mail_outbox').select('status, last_error').eq('recipient', recipient)).data ?? []
  await expect.poll(async () => (await summaries()).filter((row) => row.status !== 'pending').length, AFTER_SERVER_ACTION).toBe(stored)
  const rows = await summaries()
  expect(rows.filter((row) => row.status === 'sent')).toHaveLength(cap)
  expect(rows.filter((row) => row.status === 'failed' && row.last_error?.startsWith('Held:'))).toHaveLength(stored - cap)
  await expect.poll(async () => (await mailsTo(request, recipient)).length, AFTER_SERVER_ACTION).toBe(cap)
})

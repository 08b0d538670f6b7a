// Guards the per-address limits against forged addresses (issue 27): the site counts the address a
// request's connection comes from, whatever the client writes in X-Forwarded-For, X-Real-IP or the
// server entry's own header.
import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { open } from '../support/pages'
import { callAction } from '../support/server-actions'
import { test } from '../support/test'
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

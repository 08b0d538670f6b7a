import { expect } from '@playwright/test'
import { embeddedKeysFile, readEmbeddedKeys } from '@/lib/commerce/embedded/keys'
import type { Fault } from '@/lib/commerce/embedded/faults.mjs'

/**
 * Outages on purpose in the run's commerce backend (lib/commerce/embedded/faults.mts) and mail server
 * (tests/support/smtp-fault-relay.mts), for the journeys that prove what a customer sees when one
 * happens and that the site recovers after it. Each fault names a text only its own journey's calls
 * hold (a customer's id or address), since the journeys share one backend and one mail server.
 */
async function send(url: string, method: 'PUT' | 'DELETE', body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })
  expect(response.status, await response.text()).toBe(204)
}

export const failBackendCalls = (fault: Fault) =>
  send(`${process.env.COMMERCE_BACKEND_URL}/_test/faults`, 'PUT', fault, { apikey: readEmbeddedKeys(embeddedKeysFile()).secretKey })

/** The mail server hangs up on every e-mail to `recipient` until mailServerBack. */
export const mailServerDown = (recipient: string) => send(`${process.env.MAIL_RELAY_CONTROL_URL}/down`, 'PUT', { recipient })
export const mailServerBack = (recipient: string) => send(`${process.env.MAIL_RELAY_CONTROL_URL}/down`, 'DELETE', { recipient })

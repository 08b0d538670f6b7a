import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import { embeddedKeysFile, readEmbeddedKeys } from '@/lib/commerce/embedded/keys'
import type { Fault } from '@/lib/commerce/embedded/faults.mjs'
import { lakeDocumentsFile } from '@/studio/local-lake/defaults'

/**
 * Outages on purpose in the run's commerce backend (lib/commerce/embedded/faults.mts), mail server
 * (tests/support/smtp-fault-relay.mts) and content backend, for the journeys that prove what a
 * customer sees when one happens and that the site recovers after it. Each fault names a text only
 * its own journey's calls hold (a customer's id or address), since the journeys share one backend
 * and one mail server.
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

/**
 * The content backend fails: the local content lake's documents, which the site reads (the embedded
 * default's backend, as a hosted site reads Sanity's), no longer parse. Returns what brings it back.
 * Only for the `studio` project's journeys (playwright.config.ts), which have a lake of their own.
 */
export function contentBackendDown(): () => void {
  const file = lakeDocumentsFile(process.env.CONTENT_LAKE_DIR ?? '')
  // Until the lake's first write, the site serves the bundled dataset instead.
  const documents = existsSync(file) ? readFileSync(file) : null
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, '{"_id": "cut off here')
  return () => (documents ? writeFileSync(file, documents) : rmSync(file))
}

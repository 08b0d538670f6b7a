import { expect } from '@playwright/test'
import { embeddedKeysFile, readEmbeddedKeys } from '@/lib/commerce/embedded/keys'
import type { Fault } from '@/lib/commerce/embedded/faults.mjs'

/**
 * Outages on purpose in the run's commerce backend (lib/commerce/embedded/faults.mts), for the
 * journeys that prove what a customer sees when one happens and that the site recovers after it.
 * Each fault names a text only its own journey's calls hold (a customer's id), since the journeys
 * share one backend.
 */
async function faults(method: 'PUT' | 'DELETE', fault?: Fault) {
  const response = await fetch(`${process.env.COMMERCE_BACKEND_URL}/_test/faults`, {
    method,
    headers: { apikey: readEmbeddedKeys(embeddedKeysFile()).secretKey, 'content-type': 'application/json' },
    body: fault && JSON.stringify(fault),
  })
  expect(response.status, await response.text()).toBe(204)
}

export const failBackendCalls = (fault: Fault) => faults('PUT', fault)

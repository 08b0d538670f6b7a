import { createHash } from 'node:crypto'
import { test as base } from '@playwright/test'

/**
 * Playwright's `test`, with each test coming from an address of its own (X-Forwarded-For, which the
 * site reads as the client's address: lib/security/client-ip.ts). The site limits sign-ups, sign-ins
 * and cart reads per address, as it must for real visitors; the journeys would otherwise all share
 * 127.0.0.1 and use those limits up between them. A test about the limits sets its own addresses.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    const digest = createHash('sha256').update(`${testInfo.testId}|${testInfo.retry}|${testInfo.repeatEachIndex}`).digest()
    // 10.0.0.0/8: private, so no real address is ever named.
    const address = `10.${digest[0]}.${digest[1]}.${digest[2]}`
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': address })
  },
})

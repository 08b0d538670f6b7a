import { createHash } from 'node:crypto'
import { expect, test as base } from '@playwright/test'

type Options = {
  /** A journey that provokes a refusal on purpose (another site framing a page) turns the check off. */
  allowCspViolations: boolean
}

/**
 * Playwright's `test`, with two things every journey gets:
 *
 * - each test comes from an address of its own (X-Forwarded-For, which the site reads as the
 *   client's address: lib/security/client-ip.ts). The site limits sign-ups, sign-ins and cart reads
 *   per address, as it must for real visitors; the journeys would otherwise all share 127.0.0.1 and
 *   use those limits up between them. A test about the limits sets its own addresses.
 * - the page's Content-Security-Policy refuses nothing: a script, style, frame or request the
 *   browser blocked fails the journey (the `securitypolicyviolation` event the browser fires for each refusal).
 */
export const test = base.extend<Options & { cspViolations: void }>({
  allowCspViolations: [false, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    const digest = createHash('sha256').update(`${testInfo.testId}|${testInfo.retry}|${testInfo.repeatEachIndex}`).digest()
    // 10.0.0.0/8: private, so no real address is ever named.
    const address = `10.${digest[0]}.${digest[1]}.${digest[2]}`
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': address })
  },
  cspViolations: [
    async ({ context, allowCspViolations }, provide) => {
      const violations: string[] = []
      // The browser's own report, as an error on the console of the page (or frame) that refused it.
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`Content Security Policy refused ${event.blockedURI || 'an inline script or style'} (${event.violatedDirective})`),
        ),
      )
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`)
      })
      await provide()
      if (!allowCspViolations) expect(violations, "the browser refused nothing under the pages' Content-Security-Policy").toEqual([])
    },
    { auto: true },
  ],
})

import { expect, test as base } from '@playwright/test'
import { fromAddress, loopbackAddress } from './client-address'

export type TestOptions = {
  /** A journey that provokes a refusal on purpose (another site framing a page) turns the check off. */
  allowCspViolations: boolean
  /** Whether the server under test was started with the developer pages switched on (the `dev-pages` project). */
  devPages: boolean
}

export type WorkerOptions = {
  /**
   * Settings of the services this project's journeys use, where they are not the run's (the `studio`
   * project's content lake): set in the worker's environment, which the helpers read when called.
   */
  services: Record<string, string>
}

/**
 * Playwright's `test`, with two things every journey gets:
 *
 * - each test comes from an address of its own: its requests reach the site on connections from a
 *   loopback address of their own (./client-address.ts). The site limits sign-ups, sign-ins and cart
 *   reads per address, as it must for real visitors; the journeys would otherwise all share
 *   127.0.0.1 and use those limits up between them. A test about the limits sets its own addresses.
 * - the page's Content-Security-Policy refuses nothing: a script, style, frame or request the
 *   browser blocked fails the journey (the `securitypolicyviolation` event the browser fires for each refusal).
 */
export const test = base.extend<TestOptions & { cspViolations: void }, WorkerOptions & { servicesEnv: void }>({
  services: [{}, { option: true, scope: 'worker' }],
  // A worker runs one project's journeys only.
  servicesEnv: [
    async ({ services }, provide) => {
      Object.assign(process.env, services)
      await provide()
    },
    { scope: 'worker', auto: true },
  ],
  allowCspViolations: [false, { option: true }],
  devPages: [false, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, ...fromAddress(loopbackAddress(`${testInfo.testId}|${testInfo.retry}|${testInfo.repeatEachIndex}`)) })
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

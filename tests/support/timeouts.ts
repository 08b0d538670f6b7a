/**
 * How long a journey's steps may take before they count as broken, sized for the machines the
 * journeys run on: two cores shared by the site, the embedded backend, three browsers and often a
 * build. A timeout never slows a passing step (an assertion passes as soon as what it waits for is
 * there); it only decides how long a step that is really broken takes to be reported.
 */
export const TIMEOUTS = {
  /** One journey, start to end (Playwright's default is 30 s). */
  test: 90_000,
  /** An assertion or an `expect.poll`/`toPass` on the page (Playwright's default is 5 s). */
  expect: 15_000,
  /**
   * What a server action answers: the page it sends the visitor to, or its message on the form.
   * The action may hash a password (sign-up, sign-in) and writes to the database, and the next
   * page is rendered on the server before the browser shows it.
   */
  serverAction: 30_000,
} as const

/** For an assertion on a server action's answer: `await expect(page).toHaveURL('/account', AFTER_SERVER_ACTION)`. */
export const AFTER_SERVER_ACTION = { timeout: TIMEOUTS.serverAction }

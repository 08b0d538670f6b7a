// Guards the account flows against abuse: failed sign-ins and cart reads are limited per address and per account with a clear 429 message, an e-mail link's token is used only by a press on its page, and a password change needs the current password and signs other sessions out.
import { expect, type Page } from '@playwright/test'
import { fromAddress, loopbackAddress } from '../support/client-address'
import { emailField, followEmailLink, formAlert, passwordField, register, resetLink, signIn, signOut } from '../support/account-flow'
import { hydrated, open } from '../support/pages'
import { test } from '../support/test'
import { AFTER_SERVER_ACTION } from '../support/timeouts'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { limitKey } from '@/lib/security/limit-key'
import { LIMITS } from '@/lib/security/limits'
import { serviceClient } from '../support/commerce-service'

const TOO_MANY = /Too many attempts\. Please wait (a minute|\d+ minutes) and try again\./
let addresses = 0
/**
 * A client address no other test (nor this test in the other project, running at the same time)
 * uses: the per-address counts of different tests must never mix.
 */
const address = () => loopbackAddress(`${test.info().testId}|${test.info().retry}|limits|${addresses++}`)

/**
 * Sends the sign-in form with a wrong password and waits until its answer is on the page: the
 * button, disabled while the form is sent, is enabled again by the render that shows the answer.
 */
async function failSignIn(page: Page, email: string) {
  await emailField(page).fill(email)
  await passwordField(page).fill('not the password')
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/sign-in')
  const button = page.getByRole('button', { name: 'Sign in' })
  await button.click()
  await answered
  await expect(button).toBeEnabled()
}

test('the 41st failed sign-in in a minute from one address is refused with a 429 message, while another customer signs in', async ({ page, browser }) => {
  const customer = await register(page)
  await signOut(page)

  const attacker = address()
  const attackerContext = await browser.newContext({ extraHTTPHeaders: fromAddress(attacker) })
  const attackerPage = await attackerContext.newPage()
  await open(attackerPage, '/sign-in')
  const { limit, windowSeconds } = LIMITS.signInFailuresByIp
  // The first 38 failures of the minute, counted straight into the shared store: forty sign-ins
  // through the page can take longer than a minute on a loaded machine, and the window would
  // start again before the limit was reached. The two below go through the page.
  const { error } = await serviceClient().rpc('hit_rate_limit', {
    p_key: limitKey('signInFailuresByIp', { ip: attacker }),
    p_limit: limit,
    p_window_seconds: windowSeconds,
    p_cost: limit - 2,
  })
  expect(error).toBeNull()
  // Every guess at a different made-up account, so only the address's limit can stop them.
  for (const attempt of [limit - 1, limit]) {
    await failSignIn(attackerPage, `guess-${attempt}-${Date.now()}@example.com`)
    await expect(formAlert(attackerPage), `attempt ${attempt}`).toContainText(ERROR_MESSAGES.login)
  }
  await failSignIn(attackerPage, `guess-last-${Date.now()}@example.com`)
  await expect(formAlert(attackerPage)).toContainText(TOO_MANY)
  await attackerContext.close()

  // The customer, from their own address, is not locked out.
  await signIn(page, customer)
})

test('ten failed sign-ins to one account, from anywhere, hold that account for a while, even with the right password', async ({ page }) => {
  test.setTimeout(120_000)
  const customer = await register(page)
  await signOut(page)
  await open(page, '/sign-in')
  await hydrated(page)
  for (let attempt = 1; attempt <= LIMITS.signInFailuresByAccount.limit; attempt++) {
    await page.setExtraHTTPHeaders(fromAddress(address()))
    await failSignIn(page, customer.email)
    await expect(formAlert(page)).toContainText(ERROR_MESSAGES.login)
  }
  await page.setExtraHTTPHeaders(fromAddress(address()))
  await emailField(page).fill(customer.email)
  await passwordField(page).fill(customer.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(formAlert(page)).toContainText(TOO_MANY, AFTER_SERVER_ACTION)
  await expect(page).toHaveURL(/\/sign-in/)
})

test('the cart route answers 429 with Retry-After once an address has used up its reads, and other addresses are served', async ({ playwright, baseURL }) => {
  const flooding = await playwright.request.newContext({ baseURL, extraHTTPHeaders: fromAddress(address()) })
  const { limit } = LIMITS.shopReadsByIp
  const answers = []
  for (let batch = 0; batch < limit; batch += 40) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(40, limit - batch) }, () => flooding.post('/api/cart', { data: { browserCart: null } })))))
  }
  expect(answers.every((answer) => answer.status() === 200)).toBe(true)
  const refused = await flooding.post('/api/cart', { data: { browserCart: null } })
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
  expect((await refused.json()).message).toMatch(TOO_MANY)
  await flooding.dispose()

  const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: fromAddress(address()) })
  expect((await other.post('/api/cart', { data: { browserCart: null } })).status()).toBe(200)
  await other.dispose()
})

test('opening a reset link signs nobody in and uses nothing up: only the press on its page does', async ({ page, request }) => {
  const customer = await register(page)
  await signOut(page)
  await open(page, '/forgot-password')
  await hydrated(page)
  await page.getByLabel('Email', { exact: true }).fill(customer.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toContainText('we\'ve sent a link', AFTER_SERVER_ACTION)
  const link = await resetLink(page, customer.email)

  // What a mail scanner, or a page of another site sending the visitor there, does: a plain GET.
  const scanned = await request.get(link, { maxRedirects: 0 })
  expect(scanned.status()).toBe(200)
  expect(scanned.headersArray().filter(({ name, value }) => name.toLowerCase() === 'set-cookie' && /sb-.*-auth-token/.test(value))).toEqual([])

  // The link still works for its reader.
  await followEmailLink(page, link)
  await expect(page).toHaveURL('/reset-password', AFTER_SERVER_ACTION)
})

test('a signed-in password change needs the current password, then signs every other session out', async ({ page, browser }) => {
  const customer = await register(page)
  const elsewhere = await browser.newContext()
  const otherPage = await elsewhere.newPage()
  await signIn(otherPage, customer)

  await open(page, '/reset-password')
  await hydrated(page)
  const newPassword = 'five hole 2026'
  await page.getByLabel('Current password').fill('not my password')
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password').fill(newPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(formAlert(page)).toContainText('Your current password is not correct.', AFTER_SERVER_ACTION)

  await page.getByLabel('Current password').fill(customer.password)
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password').fill(newPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL('/account?notice=password-changed', AFTER_SERVER_ACTION)

  // The other browser's session (a stolen one, say) no longer opens the account.
  await otherPage.goto('/account')
  await expect(otherPage).toHaveURL(/\/sign-in/, AFTER_SERVER_ACTION)
  await elsewhere.close()
  // This one stays signed in.
  await open(page, '/account')
  await expect(page).toHaveURL('/account')
})


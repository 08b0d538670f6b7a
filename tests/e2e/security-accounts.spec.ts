// Guards the account flows against abuse: failed sign-ins and cart reads are limited per address and per account with a clear 429 message, an e-mail link's token is used only by a press on its page, and a password change needs the current password and signs other sessions out.
import { expect, type Page } from '@playwright/test'
import { fromAddress, loopbackAddress, TEST_ADDRESS_HEADER } from '../support/client-address'
import {
  choosePassword,
  confirmationSent,
  confirmRegistration,
  emailField,
  fillRegistration,
  followResetLink,
  formAlert,
  greeting,
  newCustomer,
  passwordField,
  register,
  resetLink,
  signIn,
  signOut,
  submitSignIn,
} from '../support/account-flow'
import { mailsTo, mailTo, type Mail } from '../support/mailbox'
import { hydrated, open } from '../support/pages'
import { test } from '../support/test'
import { AFTER_SERVER_ACTION } from '../support/timeouts'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { routes } from '@/lib/routes'
import { limitKey } from '@/lib/security/limit-key'
import { LIMITS } from '@/lib/security/limits'
import { confirmedAccount, serviceClient, signUpDirectly } from '../support/commerce-service'
import { DIFFERENT_Z, rankSumZ } from '../support/timing'
import { ANSWER_TIMES_MS } from '@/lib/security/answer-times'

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

/** Sends the sign-in form with the right password from the page shown; the caller checks the answer. */
async function trySignIn(page: Page, customer: { email: string; password: string }) {
  await open(page, '/sign-in')
  await hydrated(page)
  await emailField(page).fill(customer.email)
  await passwordField(page).fill(customer.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('ten failed sign-ins to one account from changing addresses hold new places, never the owner: their browser and an address they signed in from still get in', async ({ page, browser }) => {
  test.setTimeout(180_000)
  const home = address()
  await page.setExtraHTTPHeaders(fromAddress(home))
  const customer = await register(page)
  await signOut(page)

  const guesser = await browser.newContext()
  const guesserPage = await guesser.newPage()
  await open(guesserPage, '/sign-in')
  await hydrated(guesserPage)
  for (let attempt = 1; attempt <= LIMITS.signInFailuresByAccount.limit; attempt++) {
    await guesserPage.setExtraHTTPHeaders(fromAddress(address()))
    await failSignIn(guesserPage, customer.email)
    await expect(formAlert(guesserPage)).toContainText(ERROR_MESSAGES.login)
  }
  // A new place is held now, even with the right password.
  await guesserPage.setExtraHTTPHeaders(fromAddress(address()))
  await trySignIn(guesserPage, customer)
  await expect(formAlert(guesserPage)).toContainText(TOO_MANY, AFTER_SERVER_ACTION)
  await guesser.close()

  // The owner's own browser gets in from anywhere; so does a new browser at the owner's address.
  await page.setExtraHTTPHeaders(fromAddress(address()))
  await signIn(page, customer)
  const atHome = await browser.newContext({ extraHTTPHeaders: fromAddress(home) })
  await signIn(await atHome.newPage(), customer)
  await atHome.close()
})

test('ten failed sign-ins to one account from one address hold that address, whoever is there, while the owner signs in elsewhere', async ({ page, browser }) => {
  test.setTimeout(180_000)
  const customer = await register(page)
  await signOut(page)
  const guesser = await browser.newContext({ extraHTTPHeaders: fromAddress(address()) })
  const guesserPage = await guesser.newPage()
  await open(guesserPage, '/sign-in')
  await hydrated(guesserPage)
  for (let attempt = 1; attempt <= LIMITS.signInFailuresByAccountAndIp.limit; attempt++) {
    await failSignIn(guesserPage, customer.email)
    await expect(formAlert(guesserPage)).toContainText(ERROR_MESSAGES.login)
  }
  await trySignIn(guesserPage, customer)
  await expect(formAlert(guesserPage)).toContainText(TOO_MANY, AFTER_SERVER_ACTION)
  await guesser.close()
  await signIn(page, customer)
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
  await followResetLink(page, link)
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


/** The path of the link in one confirmation e-mail. */
const linkOf = (mail: Mail) => {
  const url = new URL(mail.html.match(/href="([^"]*\/auth\/confirm[^"]*)"/)![1]!.replaceAll('&amp;', '&'))
  return url.pathname + url.search
}

const STRANGERS_PASSWORD = 'pre hijack 2026'

test('someone who signs an address up first, straight through the auth API with a password of their own, holds nothing once its owner registers and confirms it', async ({ page }) => {
  const owner = newCustomer()
  await signUpDirectly(owner.email, STRANGERS_PASSWORD)
  const strangersLink = linkOf(await mailTo(page.request, owner.email, /confirm your/i))

  await register(page, owner)
  await signOut(page)

  // The stranger's password opens nothing, and the link their sign-up sent is dead.
  await open(page, '/sign-in')
  await submitSignIn(page, owner.email, STRANGERS_PASSWORD)
  await expect(formAlert(page)).toContainText(ERROR_MESSAGES.login, AFTER_SERVER_ACTION)
  await open(page, strangersLink)
  await hydrated(page)
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click()
  await expect(page).toHaveURL(routes.linkExpired, AFTER_SERVER_ACTION)

  await signIn(page, owner)
  await expect(greeting(page, owner.firstName)).toBeVisible(AFTER_SERVER_ACTION)
})

test('someone who signs an address up first holds nothing either once its owner follows a reset link, even before a new password is chosen', async ({ page, browser }) => {
  const owner = newCustomer()
  await signUpDirectly(owner.email, STRANGERS_PASSWORD)
  await open(page, '/forgot-password')
  await hydrated(page)
  await emailField(page).fill(owner.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await followResetLink(page, await resetLink(page, owner.email))
  await expect(page).toHaveURL('/reset-password', AFTER_SERVER_ACTION)

  // The owner has not chosen a password yet; the stranger's already opens nothing.
  const stranger = await browser.newContext()
  const strangerPage = await stranger.newPage()
  await open(strangerPage, '/sign-in')
  await submitSignIn(strangerPage, owner.email, STRANGERS_PASSWORD)
  await expect(formAlert(strangerPage)).toContainText(ERROR_MESSAGES.login, AFTER_SERVER_ACTION)
  await stranger.close()

  await choosePassword(page, owner.password)
  await signOut(page)
  await signIn(page, owner)
})

test('an address registered again before its owner confirms gets a new link, and the earlier one stops working', async ({ page, browser }) => {
  const owner = newCustomer()
  await fillRegistration(page, owner)
  await expect(confirmationSent(page)).toBeVisible(AFTER_SERVER_ACTION)
  const firstLink = linkOf(await mailTo(page.request, owner.email, /confirm your/i))
  const stranger = await browser.newContext()
  await fillRegistration(await stranger.newPage(), { ...owner, firstName: 'Mallory' })
  await expect(async () => expect((await mailsTo(page.request, owner.email)).filter((mail) => /confirm your/i.test(mail.subject))).toHaveLength(2)).toPass(AFTER_SERVER_ACTION)
  await stranger.close()

  await open(page, firstLink)
  await hydrated(page)
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click()
  await expect(page).toHaveURL(routes.linkExpired, AFTER_SERVER_ACTION)
  await confirmRegistration(page, owner)
  await signOut(page)
  await signIn(page, owner)
})

/**
 * Sends a form once from the page and sends its server action's request again as a script would, in
 * rounds: each round's addresses at once, each in place of the one typed and from a client address of
 * its own. Answers how long each took, in milliseconds, round by round.
 */
async function timedReplays(page: Page, submit: () => Promise<unknown>, typed: string, rounds: string[][]): Promise<number[][]> {
  const sent = page.waitForRequest((request) => request.method() === 'POST' && !!request.headers()['next-action'])
  await submit()
  const request = await sent
  const headers = Object.fromEntries(Object.entries(await request.allHeaders()).filter(([name]) => !/^(content-length|host|cookie)$/i.test(name) && name !== TEST_ADDRESS_HEADER))
  const body = request.postDataBuffer()!.toString('latin1')
  expect(body).toContain(typed)
  const timed = async (email: string) => {
    const started = performance.now()
    const answer = await page.request.post(request.url(), {
      headers: { ...headers, ...fromAddress(address()) },
      data: Buffer.from(body.replaceAll(typed, email), 'latin1'),
    })
    expect(answer.status()).toBe(200)
    return performance.now() - started
  }
  const times: number[][] = []
  for (const round of rounds) times.push(await Promise.all(round.map(timed)))
  return times
}

test('sign-in, registration and reset requests take as long for an address with an account as for one without', async ({ page }) => {
  test.setTimeout(300_000)
  // Ten accounts, each tried once per form below: no per-account limit is reached.
  const known = await Promise.all(Array.from({ length: 10 }, () => confirmedAccount(page.request)))
  // A known and an unknown address at once in each round: both are timed under the same load.
  const inPairs = known.map(({ email }) => [email, newCustomer().email])
  /** The known addresses' times against the unknown ones'; and none sooner than the form's answer time. */
  const compare = (rounds: number[][], answerTime: number) => {
    const [knownTimes, unknownTimes] = [rounds.map(([knownTime]) => knownTime!), rounds.map(([, unknownTime]) => unknownTime!)]
    const why = `known ${knownTimes.map(Math.round)} ms, unknown ${unknownTimes.map(Math.round)} ms`
    expect(Math.abs(rankSumZ(knownTimes, unknownTimes)), why).toBeLessThan(DIFFERENT_Z)
    expect(Math.min(...knownTimes, ...unknownTimes), why).toBeGreaterThanOrEqual(answerTime)
  }
  const typed = `typed-${Date.now()}@example.com`

  // Sign-in with a wrong password.
  await open(page, '/sign-in')
  await hydrated(page)
  compare(await timedReplays(page, () => submitSignIn(page, typed, 'not the password'), typed, inPairs), ANSWER_TIMES_MS.signIn)

  // Registration.
  compare(await timedReplays(page, () => fillRegistration(page, { ...newCustomer(), email: typed }), typed, inPairs), ANSWER_TIMES_MS.register)

  // A reset request.
  await open(page, '/forgot-password')
  await hydrated(page)
  await emailField(page).fill(typed)
  compare(await timedReplays(page, () => page.getByRole('button', { name: 'Send reset link' }).click(), typed, inPairs), ANSWER_TIMES_MS.resetRequest)
})

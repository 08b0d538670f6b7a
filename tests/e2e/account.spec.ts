// Guards the account journeys (register, sign in and out, redirects after sign-in, profile, teams, password reset) against the embedded backend.
import { expect } from '@playwright/test'
import { test } from '../support/test'
import {
  choosePassword,
  confirmationSent,
  confirmLink,
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
  signedInCustomer,
  signIn,
  signOut,
  submitSignIn,
} from '../support/account-flow'
import { seriousViolations } from '../support/axe'
import { mailsTo, mailTo } from '../support/mailbox'
import { hydrated, open } from '../support/pages'
import { addToCart, cartLink, itemsInCart } from '../support/shop-flow'
import { AFTER_SERVER_ACTION } from '../support/timeouts'
import { STORAGE_KEYS } from '@/lib/browser-storage'
import { AUTH_CREDENTIALS_REQUIRED, ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { routes } from '@/lib/routes'

test('registering lands on the account page with the name and e-mail shown', async ({ page }) => {
  const customer = await register(page)
  await expect(greeting(page, customer.firstName)).toBeVisible()
  await expect(page.getByText(customer.email)).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue(customer.firstName)
  await expect(page.getByLabel('Last name')).toHaveValue(customer.lastName)
})

test('registration explains what to fix and keeps what was typed', async ({ page }) => {
  const customer = newCustomer()
  await open(page, '/register')
  await page.getByLabel('First name').fill(customer.firstName)
  await emailField(page).fill('not an address')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(formAlert(page)).toContainText('Please enter a valid email address', AFTER_SERVER_ACTION)
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('First name')).toHaveValue(customer.firstName)
  await expect(emailField(page)).toHaveValue('not an address')
})

test('the password is chosen once the address is confirmed: checked as it is typed and by the server, with what to fix said, never sent back', async ({ page }) => {
  const customer = newCustomer()
  await fillRegistration(page, customer)
  await expect(confirmationSent(page)).toBeVisible(AFTER_SERVER_ACTION)
  await open(page, await confirmLink(page, customer.email, /confirm your/i))
  await hydrated(page)
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click()
  await expect(page).toHaveURL(routes.choosePassword, AFTER_SERVER_ACTION)
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible()
  await hydrated(page)

  const newPassword = page.getByLabel('New password', { exact: true })
  await newPassword.fill('short')
  await page.getByLabel('Confirm new password').fill('shorter')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(formAlert(page)).toContainText('Passwords need at least 8 characters', AFTER_SERVER_ACTION)
  await expect(page.getByText('The passwords do not match')).toHaveCount(2)
  await expect(newPassword).toHaveValue('')

  await newPassword.fill('hockey2024')
  // The estimator says so as the customer types, before anything is sent.
  await expect(page.getByText('Easy to guess: This is similar to a commonly used password.')).toBeVisible()
  await page.getByLabel('Confirm new password').fill('hockey2024')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(formAlert(page)).toContainText('This password is too easy to guess.', AFTER_SERVER_ACTION)
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true')
  // The account's own address is as easy to guess (the same words as before: wait for this answer).
  await newPassword.fill(customer.email)
  await page.getByLabel('Confirm new password').fill(customer.email)
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/reset-password')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await answered
  await expect(formAlert(page)).toContainText('This password is too easy to guess.', AFTER_SERVER_ACTION)
  await expect(newPassword).toHaveValue('')

  await choosePassword(page, customer.password)
  await expect(greeting(page, customer.firstName)).toBeVisible(AFTER_SERVER_ACTION)
})

test('a new account opens only from the link e-mailed to its address: before that, no password signs in to it', async ({ page }) => {
  const customer = newCustomer()
  await fillRegistration(page, customer)
  await expect(confirmationSent(page)).toBeVisible(AFTER_SERVER_ACTION)
  await expect(page.getByText(`We've sent an e-mail to ${customer.email}`)).toBeVisible()
  // Nobody is signed in by the form itself, and the address's sign-up has no password anyone knows.
  await open(page, '/account')
  await expect(page).toHaveURL(/\/sign-in/)
  await submitSignIn(page, customer.email, customer.password)
  await expect(formAlert(page)).toContainText(ERROR_MESSAGES.login, AFTER_SERVER_ACTION)

  await confirmRegistration(page, customer)
  await expect(greeting(page, customer.firstName)).toBeVisible(AFTER_SERVER_ACTION)
})

test('registering an address that has an account answers as for a new one: its owner is e-mailed, and no second account or session is made', async ({ page }) => {
  const customer = await register(page)
  await signOut(page)
  const stranger = { ...customer, firstName: 'Mallory', password: 'another pass 99' }
  await fillRegistration(page, stranger)
  await expect(confirmationSent(page)).toBeVisible(AFTER_SERVER_ACTION)
  await expect(page.getByText(`We've sent an e-mail to ${customer.email}`)).toBeVisible()
  await expect(formAlert(page)).toHaveCount(0)

  // The owner hears of it, with the ways in; nothing asks them to confirm anything.
  const notice = await mailTo(page.request, customer.email, /You already have a .* account/)
  expect(notice.text).toContain('no new one was made')
  expect(notice.html).toContain('/forgot-password')
  expect((await mailsTo(page.request, customer.email)).filter((mail) => /confirm your/i.test(mail.subject))).toHaveLength(1)

  // The stranger's words open nothing; the owner's password still does, on the account as it was.
  await open(page, '/sign-in')
  await submitSignIn(page, stranger.email, stranger.password)
  await expect(formAlert(page)).toContainText(ERROR_MESSAGES.login, AFTER_SERVER_ACTION)
  await signIn(page, customer)
  await expect(greeting(page, customer.firstName)).toBeVisible(AFTER_SERVER_ACTION)
})

test('sign-in refuses a wrong password, keeping the e-mail, then signs in with the right one', async ({ page }) => {
  const customer = await register(page)
  await signOut(page)
  await open(page, '/sign-in')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(formAlert(page)).toContainText(AUTH_CREDENTIALS_REQUIRED, AFTER_SERVER_ACTION)
  await submitSignIn(page, customer.email, 'not my password')
  await expect(formAlert(page)).toContainText(ERROR_MESSAGES.login, AFTER_SERVER_ACTION)
  await expect(emailField(page)).toHaveValue(customer.email)
  await expect(passwordField(page)).toHaveValue('')
  await passwordField(page).fill(customer.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/account', AFTER_SERVER_ACTION)
  await expect(greeting(page, customer.firstName)).toBeVisible(AFTER_SERVER_ACTION)
})

test('signing in hands over the browser cart and teams and clears them from the browser', async ({ page }) => {
  const customer = await register(page)
  await signOut(page)
  await open(page, '/sign-in')
  await page.evaluate((key) => localStorage.setItem(key, '[]'), STORAGE_KEYS.savedTeams)
  await submitSignIn(page, customer.email, customer.password)
  await expect(page).toHaveURL('/account', AFTER_SERVER_ACTION)
  expect(await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), Object.values(STORAGE_KEYS))).toEqual([null, null])
})

test('signing out ends this browser\'s session only: the same account signed in on another device stays signed in', async ({ page, browser, baseURL, extraHTTPHeaders }) => {
  const customer = await signedInCustomer(page)
  const phone = await (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
  await signIn(phone, customer)
  await signOut(page)
  await open(page, '/account')
  await expect(page).toHaveURL(/\/sign-in/)
  await open(phone, '/account')
  await expect(greeting(phone, customer.firstName)).toBeVisible(AFTER_SERVER_ACTION)
})

test('the account page sends a signed-out visitor to sign in, and back to the account after', async ({ page }) => {
  const customer = await register(page)
  await signOut(page)
  await open(page, '/account')
  await expect(page).toHaveURL('/sign-in?next=%2Faccount')
  await expect(emailField(page)).toBeVisible()
  await hydrated(page)
  await submitSignIn(page, customer.email, customer.password)
  await expect(page).toHaveURL('/account', AFTER_SERVER_ACTION)
  await open(page, '/sign-in')
  await expect(page, 'a signed-in visitor skips the sign-in page').toHaveURL('/account')
})

test('sign-in leads on to the page asked for, and only to a page of this site', async ({ page }) => {
  const customer = await register(page)
  await signOut(page)
  await signIn(page, customer, { next: '/contact' })
  await signOut(page)
  await open(page, '/sign-in?next=//evil.example/account')
  await submitSignIn(page, customer.email, customer.password)
  await expect(page).toHaveURL('/account', AFTER_SERVER_ACTION)
})

test('profile changes are saved and still there after a reload', async ({ page }) => {
  const customer = await register(page)
  await expect(page.getByLabel('Team', { exact: true })).toHaveValue('')
  await page.getByLabel('First name').fill('Alex')
  await page.getByLabel('Organization').fill('Harbour Minor Hockey')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible(AFTER_SERVER_ACTION)
  await expect(greeting(page, 'Alex')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('First name')).toHaveValue('Alex')
  await expect(page.getByLabel('Last name')).toHaveValue(customer.lastName)
  await expect(page.getByLabel('Organization')).toHaveValue('Harbour Minor Hockey')
})

test('a customer starts a team, chooses it on the profile, and it stays chosen', async ({ page }) => {
  await register(page)
  await page.getByLabel('Start a new team').fill('Harbour Hawks U15')
  await page.getByRole('button', { name: 'Create team' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Team “Harbour Hawks U15” created' })).toBeVisible(AFTER_SERVER_ACTION)
  await hydrated(page)
  await page.getByLabel('Team', { exact: true }).selectOption({ label: 'Harbour Hawks U15' })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible(AFTER_SERVER_ACTION)
  await page.reload()
  await expect(page.getByLabel('Team', { exact: true }).locator('option:checked')).toHaveText('Harbour Hawks U15')
})

test('a forgotten password is reset through the e-mailed link, which then no longer works', async ({ page }) => {
  const customer = await register(page)
  const newPassword = 'top shelf 2025'
  await signOut(page)

  await open(page, '/sign-in')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL('/forgot-password')
  await hydrated(page)
  await emailField(page).fill(customer.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${customer.email}, we've sent a link`, AFTER_SERVER_ACTION)

  const link = await resetLink(page, customer.email)
  await followResetLink(page, link)
  await expect(page).toHaveURL('/reset-password', AFTER_SERVER_ACTION)
  // A reset link's session sets the password without the old one, which is forgotten.
  await expect(page.getByLabel('Current password')).toHaveCount(0)
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password').fill(newPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL('/account?notice=password-changed', AFTER_SERVER_ACTION)
  await expect(page.getByRole('status').filter({ hasText: 'Your password is saved' })).toBeVisible(AFTER_SERVER_ACTION)

  await signOut(page)
  await open(page, '/sign-in')
  await submitSignIn(page, customer.email, customer.password)
  await expect(formAlert(page)).toContainText(ERROR_MESSAGES.login, AFTER_SERVER_ACTION)
  await submitSignIn(page, customer.email, newPassword)
  await expect(page).toHaveURL('/account', AFTER_SERVER_ACTION)

  await followResetLink(page, link)
  await expect(page).toHaveURL(routes.linkExpired, AFTER_SERVER_ACTION)
  await expect(formAlert(page)).toContainText('This reset link has expired or was already used')
})

test('the reset page without a session from the link says the link has expired', async ({ page }) => {
  await open(page, '/reset-password')
  await expect(formAlert(page)).toContainText('This reset link has expired or was already used')
  await page.getByRole('link', { name: 'Send a new link' }).click()
  await expect(page).toHaveURL('/forgot-password')
})

// At both widths: the account's forms are laid out for a phone too.
test.describe('accessibility', { tag: '@phone' }, () => {
  for (const path of ['/sign-in', '/register', '/forgot-password', routes.linkExpired, '/reset-password']) {
    test(`${path} has no serious or critical violations, with its errors shown`, async ({ page }) => {
      await open(page, path)
      const submit = page.locator('main form button[type="submit"]')
      if (await submit.count()) {
        await submit.first().click()
        await expect(formAlert(page).first()).toBeVisible(AFTER_SERVER_ACTION)
      }
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test('/account has no serious or critical violations', async ({ page }) => {
    await register(page)
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test('signing out takes the account\'s cart away from the header, which stays mounted across the storefront', async ({ page }) => {
  await register(page)
  await addToCart(page, 'socks', { quantity: 2 })
  await expect(cartLink(page)).toHaveAccessibleName(itemsInCart(2))
  await signOut(page)
  await expect(cartLink(page)).toHaveAccessibleName(itemsInCart(0), AFTER_SERVER_ACTION)
})

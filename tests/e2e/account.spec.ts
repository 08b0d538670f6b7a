import { seriousViolations } from '../support/axe'
import { hydrated, open } from '../support/pages'
import { expect, test, type Page } from '@playwright/test'
import { STORAGE_KEYS } from '@/lib/browser-storage'
import { AUTH_CREDENTIALS_REQUIRED, ERROR_MESSAGES } from '@/lib/errors/catalogue'

// The embedded commerce backend's test mailbox: GET ?to=<address> → the e-mails sent there.
const MAILBOX = process.env.COMMERCE_MAILBOX_URL ?? 'http://127.0.0.1:54321/__mailbox'

type Mail = { to: string; subject: string; html: string; text: string; sentAt: string }
type Customer = { firstName: string; lastName: string; email: string; password: string }

const newCustomer = (): Customer => ({
  firstName: 'Sam',
  lastName: 'Morrison',
  email: `user-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'blue line 2024',
})

const emailField = (page: Page) => page.getByLabel('Email', { exact: true })
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true })

async function fillRegistration(page: Page, customer: Customer) {
  await open(page, '/register')
  await page.getByLabel('First name').fill(customer.firstName)
  await page.getByLabel('Last name').fill(customer.lastName)
  await emailField(page).fill(customer.email)
  await passwordField(page).fill(customer.password)
  await page.getByLabel('Confirm password').fill(customer.password)
  await page.getByRole('button', { name: 'Create account' }).click()
}

async function register(page: Page, customer: Customer) {
  await fillRegistration(page, customer)
  await expect(page).toHaveURL('/account')
}

async function signIn(page: Page, email: string, password: string) {
  await emailField(page).fill(email)
  await passwordField(page).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL('/')
}

/** The link in the newest password-reset e-mail sent to `email`, as a path on this site. */
async function resetLink(page: Page, email: string): Promise<string> {
  let link = ''
  await expect(async () => {
    const response = await page.request.get(`${MAILBOX}?to=${encodeURIComponent(email)}`)
    const mails = (await response.json()) as Mail[]
    const href = mails.at(-1)?.html.match(/href="([^"]*\/auth\/confirm[^"]*)"/)?.[1]
    expect(href).toBeTruthy()
    const url = new URL(href!.replaceAll('&amp;', '&'))
    link = url.pathname + url.search
  }).toPass({ timeout: 10_000 })
  return link
}

/** The form's error message (the page's own, not the router's announcer of page titles). */
const alert = (page: Page) => page.getByRole('main').getByRole('alert')

test('registering lands on the account page with the name and e-mail shown', async ({ page }) => {
  const customer = newCustomer()
  await register(page, customer)
  await expect(page.getByText(`Hello, ${customer.firstName}`)).toBeVisible()
  await expect(page.getByText(customer.email)).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue(customer.firstName)
  await expect(page.getByLabel('Last name')).toHaveValue(customer.lastName)
})

test('registration explains what to fix and keeps what was typed, never the passwords', async ({ page }) => {
  const customer = newCustomer()
  await open(page, '/register')
  await page.getByLabel('First name').fill(customer.firstName)
  await emailField(page).fill(customer.email)
  await passwordField(page).fill('short')
  await page.getByLabel('Confirm password').fill('shorter')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(alert(page)).toContainText('Passwords need at least 8 characters')
  await expect(page.getByText('The passwords do not match')).toHaveCount(2)
  await expect(passwordField(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('First name')).toHaveValue(customer.firstName)
  await expect(emailField(page)).toHaveValue(customer.email)
  await expect(passwordField(page)).toHaveValue('')
})

test('an e-mail that already has an account cannot register again', async ({ page }) => {
  const customer = newCustomer()
  await register(page, customer)
  await signOut(page)
  await fillRegistration(page, customer)
  await expect(alert(page)).toContainText('An account with this e-mail already exists')
  await expect(emailField(page)).toHaveValue(customer.email)
})

test('sign-in refuses a wrong password, keeping the e-mail, then signs in with the right one', async ({ page }) => {
  const customer = newCustomer()
  await register(page, customer)
  await signOut(page)
  await open(page, '/sign-in')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(alert(page)).toContainText(AUTH_CREDENTIALS_REQUIRED)
  await signIn(page, customer.email, 'not my password')
  await expect(alert(page)).toContainText(ERROR_MESSAGES.login)
  await expect(emailField(page)).toHaveValue(customer.email)
  await expect(passwordField(page)).toHaveValue('')
  await passwordField(page).fill(customer.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/account')
  await expect(page.getByText(`Hello, ${customer.firstName}`)).toBeVisible()
})

test('signing in hands over the browser cart and teams and clears them from the browser', async ({ page }) => {
  const customer = newCustomer()
  await register(page, customer)
  await signOut(page)
  await open(page, '/sign-in')
  await page.evaluate((key) => localStorage.setItem(key, '[]'), STORAGE_KEYS.savedTeams)
  await signIn(page, customer.email, customer.password)
  await expect(page).toHaveURL('/account')
  expect(await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), Object.values(STORAGE_KEYS))).toEqual([null, null])
})

test('the account page sends a signed-out visitor to sign in, and back to the account after', async ({ page }) => {
  const customer = newCustomer()
  await register(page, customer)
  await signOut(page)
  await open(page, '/account')
  await expect(page).toHaveURL('/sign-in?next=%2Faccount')
  await expect(emailField(page)).toBeVisible()
  await hydrated(page)
  await signIn(page, customer.email, customer.password)
  await expect(page).toHaveURL('/account')
  await open(page, '/sign-in')
  await expect(page, 'a signed-in visitor skips the sign-in page').toHaveURL('/account')
})

test('sign-in leads on to the page asked for, and only to a page of this site', async ({ page }) => {
  const customer = newCustomer()
  await register(page, customer)
  await signOut(page)
  await open(page, '/sign-in?next=/contact')
  await signIn(page, customer.email, customer.password)
  await expect(page).toHaveURL('/contact')
  await open(page, '/account')
  await signOut(page)
  await open(page, '/sign-in?next=//evil.example/account')
  await signIn(page, customer.email, customer.password)
  await expect(page).toHaveURL('/account')
})

test('profile changes are saved and still there after a reload', async ({ page }) => {
  const customer = newCustomer()
  await register(page, customer)
  await expect(page.getByLabel('Team', { exact: true })).toHaveValue('')
  await page.getByLabel('First name').fill('Alex')
  await page.getByLabel('Organization').fill('Harbour Minor Hockey')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible()
  await expect(page.getByText('Hello, Alex')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('First name')).toHaveValue('Alex')
  await expect(page.getByLabel('Last name')).toHaveValue(customer.lastName)
  await expect(page.getByLabel('Organization')).toHaveValue('Harbour Minor Hockey')
})

test('a customer starts a team, chooses it on the profile, and it stays chosen', async ({ page }) => {
  const customer = newCustomer()
  await register(page, customer)
  await page.getByLabel('Start a new team').fill('Harbour Hawks U15')
  await page.getByRole('button', { name: 'Create team' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Team “Harbour Hawks U15” created' })).toBeVisible()
  await hydrated(page)
  await page.getByLabel('Team', { exact: true }).selectOption({ label: 'Harbour Hawks U15' })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Team', { exact: true }).locator('option:checked')).toHaveText('Harbour Hawks U15')
})

test('a forgotten password is reset through the e-mailed link, which then no longer works', async ({ page }) => {
  const customer = newCustomer()
  const newPassword = 'top shelf 2025'
  await register(page, customer)
  await signOut(page)

  await open(page, '/sign-in')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL('/forgot-password')
  await emailField(page).fill(customer.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${customer.email}, we've sent a link`)

  const link = await resetLink(page, customer.email)
  await open(page, link)
  await expect(page).toHaveURL('/reset-password')
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password').fill(newPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL('/account?notice=password-changed')
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible()

  await signOut(page)
  await open(page, '/sign-in')
  await signIn(page, customer.email, customer.password)
  await expect(alert(page)).toContainText(ERROR_MESSAGES.login)
  await signIn(page, customer.email, newPassword)
  await expect(page).toHaveURL('/account')

  await open(page, link)
  await expect(page).toHaveURL('/forgot-password?error=expired')
  await expect(alert(page)).toContainText('This reset link has expired or was already used')
})

test('the reset page without a session from the link says the link has expired', async ({ page }) => {
  await open(page, '/reset-password')
  await expect(alert(page)).toContainText('This reset link has expired or was already used')
  await page.getByRole('link', { name: 'Send a new link' }).click()
  await expect(page).toHaveURL('/forgot-password')
})

test.describe('accessibility', () => {
  for (const path of ['/sign-in', '/register', '/forgot-password', '/forgot-password?error=expired', '/reset-password']) {
    test(`${path} has no serious or critical violations, with its errors shown`, async ({ page }) => {
      await open(page, path)
      const submit = page.locator('main form button[type="submit"]')
      if (await submit.count()) {
        await submit.first().click()
        await expect(alert(page).first()).toBeVisible()
      }
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test('/account has no serious or critical violations', async ({ page }) => {
    await register(page, newCustomer())
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

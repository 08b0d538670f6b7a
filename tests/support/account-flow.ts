import { expect, type BrowserContext, type Page } from '@playwright/test'
import { confirmedAccount } from './commerce-service'
import { mailsTo, mailTo, type Mail } from './mailbox'
import { hydrated, open } from './pages'
import { AFTER_SERVER_ACTION } from './timeouts'
import { readDemoStaffLogin } from '@/lib/commerce/embedded/demo-staff'
import { embeddedKeysFile } from '@/lib/commerce/embedded/keys'
import { routes } from '@/lib/routes'

/**
 * The account steps of the journeys, written once: register, sign in, sign out, and the link of a
 * password-reset e-mail. Each step ends on what the visitor sees once it is done, and waits for a
 * server action's answer as long as one may take on a loaded machine (AFTER_SERVER_ACTION).
 */

export type Customer = { firstName: string; lastName: string; email: string; password: string }

/** A customer no other test (or earlier run against the same backend) has used. */
export const newCustomer = (): Customer => ({
  firstName: 'Sam',
  lastName: 'Morrison',
  email: `user-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'blue line 2024',
})

export const emailField = (page: Page) => page.getByLabel('Email', { exact: true })
export const passwordField = (page: Page) => page.getByLabel('Password', { exact: true })

/** The form's error message (the page's own, not the router's announcer of page titles). */
export const formAlert = (page: Page) => page.getByRole('main').getByRole('alert')

/** The account page's greeting: what a visitor sees once signed in and the account has loaded. */
export const greeting = (page: Page, firstName: string) => page.getByText(`Hello, ${firstName}`)

/** Opens the registration page, fills it in for `customer` and sends it; the caller checks the answer. */
export async function fillRegistration(page: Page, customer: Pick<Customer, 'firstName' | 'lastName' | 'email'>) {
  await open(page, '/register')
  await page.getByLabel('First name').fill(customer.firstName)
  await page.getByLabel('Last name').fill(customer.lastName)
  await emailField(page).fill(customer.email)
  await page.getByRole('button', { name: 'Create account' }).click()
}

/** What registration answers, whether or not the address had an account. */
export const confirmationSent = (page: Page) => page.getByText('Check your inbox to finish.')

/**
 * Registers `customer` (a new one by default) as a customer does: the form, then the link in the
 * confirmation e-mail, followed in the same browser, where they choose their password; waits until
 * the account page greets them, ready to use, signed in. Should the form answer with an error
 * instead, the step fails at once with the error's words.
 */
export async function register(page: Page, customer: Customer = newCustomer()): Promise<Customer> {
  const earlier = await mailsTo(page.request, customer.email)
  await fillRegistration(page, customer)
  await expect(confirmationSent(page).or(formAlert(page)).first()).toBeVisible(AFTER_SERVER_ACTION)
  expect(await formAlert(page).allInnerTexts(), 'the registration form answered with an error').toEqual([])
  await confirmRegistration(page, customer, earlier)
  await expect(greeting(page, customer.firstName)).toBeVisible(AFTER_SERVER_ACTION)
  await hydrated(page)
  return customer
}

/**
 * `customer` (a new one by default) with a confirmed account, signed in through the sign-in form and
 * on the account page: for journeys about what a customer does once they have an account. The
 * account is made against the backend as the registration form makes it, without the form's five
 * pages, which account.spec.ts and security-accounts.spec.ts go through.
 */
export async function signedInCustomer(page: Page, customer: Customer = newCustomer()): Promise<Customer> {
  await confirmedAccount(page.request, customer)
  await signIn(page, customer)
  await expect(greeting(page, customer.firstName)).toBeVisible(AFTER_SERVER_ACTION)
  return customer
}

/**
 * Opens the newest confirmation e-mail to `customer` (not one of the `earlier` ones) as its reader
 * does, presses Confirm, and on the page that leads to chooses their password; waits to land on the
 * account page.
 */
export async function confirmRegistration(page: Page, customer: Pick<Customer, 'email' | 'password'>, earlier: Mail[] = []) {
  await open(page, await confirmLink(page, customer.email, /confirm your/i, earlier))
  await hydrated(page)
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click()
  await expect(page).toHaveURL(routes.choosePassword, AFTER_SERVER_ACTION)
  await choosePassword(page, customer.password)
}

/** Fills the new-password form of the page shown (after a reset or a sign-up's link) and saves it; waits to land on the account page. */
export async function choosePassword(page: Page, password: string) {
  await hydrated(page)
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Confirm new password').fill(password)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL(routes.passwordChanged, AFTER_SERVER_ACTION)
}

/**
 * Fills in the sign-in form on the page shown and sends it; the caller checks the answer. What was
 * typed is checked to be in the fields as it is sent, so a sign-in refused for a field the page lost
 * is told apart from one the server refused (seen once: "Login failed" for a new account's right password).
 */
export async function submitSignIn(page: Page, email: string, password: string) {
  await emailField(page).fill(email)
  await passwordField(page).fill(password)
  await expect(emailField(page)).toHaveValue(email)
  await expect(passwordField(page)).toHaveValue(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * Signs `customer` in from the sign-in page and waits to land, ready to use, where it leads: the
 * page `next` names (the sign-in page's ?next=), the account page otherwise.
 */
export async function signIn(page: Page, customer: Customer, { next }: { next?: string } = {}) {
  await open(page, next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in')
  await submitSignIn(page, customer.email, customer.password)
  await expect(page).toHaveURL(next ?? '/account', AFTER_SERVER_ACTION)
  await hydrated(page)
}

/** Signs the shop's demo staff member in (the embedded backend's), landing on `next`: the back office's inbox unless said. */
export const signInStaff = (page: Page, next: string = routes.admin) => signIn(page, { firstName: 'Shop', lastName: 'Staff', ...readDemoStaffLogin(embeddedKeysFile()) }, { next })

/** Signs out with the account page's button (opening the account page first if another is shown) and waits to land home. */
export async function signOut(page: Page) {
  if (new URL(page.url()).pathname !== '/account') await open(page, '/account')
  const button = page.getByRole('button', { name: 'Sign out' })
  // The account streams in after the page's frame: its forms are there, then hydrated.
  await expect(button).toBeVisible(AFTER_SERVER_ACTION)
  await hydrated(page)
  await button.click()
  await expect(page).toHaveURL('/', AFTER_SERVER_ACTION)
}

/**
 * Opens a reset e-mail's link as its reader does: the page it opens asks for one press (nothing is
 * used by opening it), and the press leads on to where the link goes.
 */
export async function followResetLink(page: Page, link: string) {
  await open(page, link)
  await hydrated(page)
  await page.getByRole('button', { name: 'Choose a new password' }).click()
}

/** The link to /auth/confirm in the newest e-mail to `email` whose subject matches (in its HTML and its plain text alike), as a path on this site. */
export async function confirmLink(page: Page, email: string, subject: RegExp, earlier: Mail[] = []): Promise<string> {
  const mail = await mailTo(page.request, email, subject, { earlier })
  const href = mail.html.match(/href="([^"]*\/auth\/confirm[^"]*)"/)?.[1]
  expect(href, `a link to /auth/confirm in the e-mail "${mail.subject}"`).toBeTruthy()
  const url = new URL(href!.replaceAll('&amp;', '&'))
  // The plain-text part, which some readers show alone, carries the same link, and no code to type.
  expect(mail.text, `the plain text of "${mail.subject}"`).toContain(url.href)
  expect(mail.text).not.toMatch(/\b\d{6}\b/)
  return url.pathname + url.search
}

/** The link in the newest password-reset e-mail sent to `email`, as a path on this site. */
export const resetLink = (page: Page, email: string) => confirmLink(page, email, /password/i)

/** The session cookie of a signed-in browser (@supabase/ssr names it after the backend's host: sb-127-auth-token on loopback). */
export async function sessionCookie(context: BrowserContext) {
  const cookies = await context.cookies()
  const cookie = cookies.find(({ name }) => /^sb-.+-auth-token(\.0)?$/.test(name))
  if (!cookie) throw new Error(`no session cookie among ${cookies.map(({ name }) => name).join(', ')}`)
  return cookie
}

/** What @supabase/ssr stores in it: "base64-" and the session as base64url JSON. */
export const decodeSession = (value: string) =>
  JSON.parse(Buffer.from(value.replace(/^base64-/, ''), 'base64url').toString()) as { user: { id: string; email: string } }

// Guards roles: an admin gives a customer the staff role from the back office's team page (an
// address with no account, or their own, refused with a clear message and the address kept), the
// new staff member then opens the back office; the admin takes the role away again and the back
// office is a 404 for them once more. Staff do not see the team page at all.
import { expect, type Browser, type Page } from '@playwright/test'
import { readDemoLogin } from '@/lib/commerce/embedded/demo-staff'
import { embeddedKeysFile } from '@/lib/commerce/embedded/keys'
import { routes } from '@/lib/routes'
import { signedInCustomer, signIn } from '../support/account-flow'
import { seriousViolations } from '../support/axe'
import { hydrated, open } from '../support/pages'
import { seedDocument } from '../support/seed'
import { test } from '../support/test'
import { AFTER_SERVER_ACTION } from '../support/timeouts'

const notFoundTitle = seedDocument<{ title: string }>('notFoundPage').title

async function newPage(browser: Browser, baseURL: string | undefined, extraHTTPHeaders: Record<string, string> | undefined): Promise<Page> {
  return (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
}

const STAFF = 'Staff (works orders)'
const CUSTOMER = 'Customer (no back office)'

/** Gives `email` the role labelled `role` on the team page. */
async function giveRole(admin: Page, email: string, role: string) {
  await admin.getByLabel('E-mail address of their account').fill(email)
  await admin.getByLabel('Role', { exact: true }).selectOption({ label: role })
  await admin.getByRole('button', { name: 'Save the role' }).click()
}

test('an admin gives a customer the staff role and takes it away again; the back office opens for them only meanwhile', async ({ page: admin, browser, baseURL, extraHTTPHeaders }) => {
  test.slow()
  const login = readDemoLogin(embeddedKeysFile(), 'admin')
  const page = await newPage(browser, baseURL, extraHTTPHeaders)
  const customer = await signedInCustomer(page)
  expect((await page.goto('/admin'))?.status()).toBe(404)

  await signIn(admin, { firstName: 'Shop', lastName: 'Admin', ...login }, { next: '/admin' })
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Team' }).click()
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Team')
  const members = admin.getByRole('list', { name: /Back office/ })
  await expect(members.getByRole('listitem').filter({ hasText: login.email })).toContainText('You')
  await expect(members.getByRole('listitem').filter({ hasText: 'staff@hockey-shop.local' })).toContainText(STAFF)
  await hydrated(admin)

  // An address with no account, and the admin's own, are refused; what was typed stays.
  await giveRole(admin, `nobody-${customer.email}`, STAFF)
  await expect(admin.getByText('No account uses this e-mail address.').first()).toBeVisible(AFTER_SERVER_ACTION)
  await expect(admin.getByLabel('E-mail address of their account')).toHaveValue(`nobody-${customer.email}`)
  await giveRole(admin, login.email, CUSTOMER)
  await expect(admin.getByText('You cannot change your own role: ask another admin.').first()).toBeVisible(AFTER_SERVER_ACTION)

  await giveRole(admin, customer.email, STAFF)
  await expect(admin.getByText(`${customer.email} is now staff.`)).toBeVisible(AFTER_SERVER_ACTION)
  await expect(members.getByRole('listitem').filter({ hasText: customer.email })).toContainText(STAFF)
  expect(await seriousViolations(admin)).toEqual([])
  await admin.screenshot({ path: test.info().outputPath('team.png'), fullPage: true })

  // The new staff member opens the back office, but not the team page.
  await open(page, '/admin')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox')
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Team' })).toHaveCount(0)
  expect((await page.goto(routes.adminTeam))?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundTitle)

  // Taken away from their row: the back office is a 404 for them again.
  await members.getByRole('link', { name: `Change role of ${customer.email}` }).click()
  await expect(admin.getByLabel('E-mail address of their account')).toHaveValue(customer.email)
  await hydrated(admin)
  await admin.getByLabel('Role', { exact: true }).selectOption({ label: CUSTOMER })
  await admin.getByRole('button', { name: 'Save the role' }).click()
  await expect(admin.getByText(`${customer.email} is now a customer, with no back office.`)).toBeVisible(AFTER_SERVER_ACTION)
  await expect(members.getByRole('listitem').filter({ hasText: customer.email })).toHaveCount(0)
  expect((await page.goto('/admin'))?.status()).toBe(404)

  // Both changes are in the role history, newest first, naming the admin who made them.
  const name = `${customer.firstName} ${customer.lastName}`
  await expect(admin.getByRole('list', { name: 'Role history' }).getByRole('listitem').filter({ hasText: name })).toHaveText([
    new RegExp(`^Shop Admin made ${name} a customer \\(was staff\\)`),
    new RegExp(`^Shop Admin made ${name} staff \\(was a customer\\)`),
  ])
})

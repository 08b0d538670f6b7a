// Guards the back office: staff find an order in the inbox, read its roster with the sizes to make,
// download it, and move it along the workflow with a note its customer then sees; anyone else gets
// the site's 404 at /admin.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { readDemoStaffLogin } from '@/lib/commerce/embedded/demo-staff'
import { embeddedKeysFile } from '@/lib/commerce/embedded/keys'
import { register, signIn } from '../support/account-flow'
import { seriousViolations } from '../support/axe'
import { serviceClient } from '../support/commerce-service'
import { test } from '../support/test'
import { AFTER_SERVER_ACTION } from '../support/timeouts'

const staffLogin = () => readDemoStaffLogin(embeddedKeysFile())

/** An express order of `userId`, paid in full and received: what the wizard stores once the card went through. */
async function receivedExpressOrder(userId: string | null, teamName: string) {
  const roster = [
    { name: 'Morrison', number: '17', jerseySize: 'XL', socksSize: 'L', pantShellSize: 'XL', captainPatch: 'C' },
    { name: 'Lavoie', number: '09', jerseySize: 'M', socksSize: 'M', pantShellSize: 'M', captainPatch: '' },
    { name: 'Côté', number: '31', jerseySize: 'M', socksSize: 'YL', pantShellSize: '', captainPatch: 'A' },
  ]
  const { data, error } = await serviceClient()
    .from('express_orders')
    .insert({
      user_id: userId, idempotency_key: randomUUID(), status: 'received', product_slug: 'showtime-jersey', product_name: 'Showtime Game Jersey', team_name: teamName,
      contact_name: 'Jo Keeper', contact_email: 'jo.keeper@example.com', roster, player_count: roster.length, payment_type: 'full', payment_provider: 'test',
      price_per_player_cents: 10000, subtotal_cents: 30000, deposit_cents: 15000, amount_due_cents: 30000, amount_paid_cents: 30000,
    })
    .select('id, reference')
    .single()
  if (error) throw new Error(`the express order could not be stored: ${error.message}`)
  return data
}

async function expectNotFound(page: Page) {
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Inbox')).toHaveCount(0)
}

test('a visitor and a customer get the site’s 404 at /admin', async ({ page }) => {
  await expectNotFound(page)
  await register(page)
  await expectNotFound(page)
  expect((await page.request.get(`/admin/order/roster.csv?kind=express&id=${randomUUID()}`)).status()).toBe(404)
})

test('staff find an order in the inbox, read its sizes, download its roster and move it into design; its customer sees the new status', async ({ page: staff, browser, baseURL, extraHTTPHeaders }) => {
  // The customer in a browser of their own (from the same test address, which the site's limits count).
  const page = await (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
  const customer = await register(page)
  const { data: profile } = await serviceClient().from('profiles').select('id').eq('email', customer.email).single()
  const team = `Loons ${randomUUID().slice(0, 6)}`
  const order = await receivedExpressOrder(profile!.id, team)

  const login = staffLogin()
  await signIn(staff, { firstName: 'Shop', lastName: 'Staff', ...login }, { next: '/admin' })
  await expect(staff.getByRole('heading', { name: 'Inbox' })).toBeVisible()
  await staff.getByLabel('Team, reference or e-mail').fill(team)
  await staff.getByRole('button', { name: 'Show' }).click()
  await expect(staff).toHaveURL(/q=Loons/)
  await expect(staff.getByRole('list', { name: 'Inbox' }).getByRole('listitem')).toHaveCount(1)
  expect(await seriousViolations(staff)).toEqual([])
  await staff.screenshot({ path: test.info().outputPath('back-office-inbox.png'), fullPage: true })
  await staff.getByRole('link', { name: `Express order ${order.reference}` }).click()

  await expect(staff.getByRole('heading', { name: `Express order ${order.reference}` })).toBeVisible()
  const sizes = staff.getByLabel('Sizes to make')
  await expect(sizes).toContainText('Jerseys: 3')
  await expect(sizes).toContainText('M × 2, XL × 1')
  await expect(sizes).toContainText('Captain patches: 2')
  const download = staff.waitForEvent('download')
  await staff.getByRole('link', { name: 'Download the roster (CSV)' }).click()
  const csv = readFileSync(await (await download).path(), 'utf8')
  expect(csv).toContain('Morrison,17,XL,L,XL,C')
  expect((await download).suggestedFilename()).toBe(`roster-${order.reference}.csv`)

  // Shipping skips steps: the status list offers only what comes next.
  const next = staff.getByLabel('New status')
  await expect(next.getByRole('option')).toHaveText(['Choose the next status', 'In design', 'Cancelled'])
  // Sent without a choice, the form asks for one and keeps the note.
  await staff.getByLabel('Note for the history').fill('Logo received: mockup by Friday.')
  await staff.getByRole('button', { name: 'Change status' }).click()
  await expect(staff.getByRole('alert').filter({ hasText: 'Please choose the new status.' }).first()).toBeVisible(AFTER_SERVER_ACTION)
  await expect(staff.getByLabel('Note for the history')).toHaveValue('Logo received: mockup by Friday.')
  await next.selectOption({ label: 'In design' })
  await staff.getByRole('button', { name: 'Change status' }).click()
  await expect(staff.getByRole('status').filter({ hasText: 'Moved to In design' })).toBeVisible(AFTER_SERVER_ACTION)
  await expect(staff.getByText('Status: In design')).toBeVisible()
  await expect(staff.getByText('Logo received: mockup by Friday.')).toBeVisible()
  expect(await seriousViolations(staff)).toEqual([])
  await staff.screenshot({ path: test.info().outputPath('back-office-order.png'), fullPage: true })

  await page.goto('/account')
  const request = page.getByTestId('request').filter({ hasText: order.reference })
  await expect(request).toContainText('Status: In design')
  await request.getByText('Progress (1 update)').click()
  await expect(request.getByText('Logo received: mockup by Friday.')).toBeVisible()
})

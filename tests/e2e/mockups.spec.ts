// Guards proof approval end to end: staff send a mockup of an order in design, its customer asks
// for changes with a comment in their account, staff send a second round as a PDF, the customer
// approves it, and only then can production start; each step e-mails the other side, and nobody
// else can see the files.
import { randomUUID } from 'node:crypto'
import { expect, type Browser, type Page } from '@playwright/test'
import { routes } from '@/lib/routes'
import { moveTo } from '../support/back-office-flow'
import { signedInCustomer, signInStaff } from '../support/account-flow'
import { seriousViolations } from '../support/axe'
import { customerIdOf, storeExpressOrder } from '../support/commerce-service'
import { picturePng, PLAIN_PDF } from '../support/files'
import { mailTo } from '../support/mailbox'
import { accountEntry, hydrated, open } from '../support/pages'
import { seedDocument } from '../support/seed'
import { test } from '../support/test'
import { AFTER_SERVER_ACTION } from '../support/timeouts'

const SHOP = seedDocument<{ notificationEmail: string }>('siteSettings').notificationEmail

async function newPage(browser: Browser, baseURL: string | undefined, extraHTTPHeaders: Record<string, string> | undefined): Promise<Page> {
  return (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
}

/** The customer's account, with the request `reference` listed and ready to be used (its list streams in after the page). */
async function openRequest(page: Page, reference: string) {
  await page.goto('/account')
  const request = accountEntry(page, 'request', reference)
  await expect(request).toBeVisible()
  await hydrated(page)
  return request
}

test('staff send a mockup, the customer asks for changes, a second round is approved, and production starts only then', async ({ page: staff, browser, baseURL, extraHTTPHeaders }) => {
  test.slow()
  const page = await newPage(browser, baseURL, extraHTTPHeaders)
  const customer = await signedInCustomer(page)
  const team = `Owls ${randomUUID().slice(0, 6)}`
  const order = await storeExpressOrder({
    userId: await customerIdOf(customer.email), status: 'received', teamName: team, contactEmail: customer.email, roster: [{ name: 'Morrison', number: '17', jerseySize: 'XL', socksSize: 'L', pantShellSize: 'XL', captainPatch: 'C' }], pricePerPlayerCents: 10000,
  })
  const orderPage = routes.adminOrder('express', order.id)

  await signInStaff(staff, orderPage)
  await expect(staff.getByRole('heading', { name: `Express order ${order.reference}` })).toBeVisible()
  // No mockup before the design work starts.
  await expect(staff.getByText('A mockup is sent while the order is in design.')).toBeVisible()
  await moveTo(staff, 'In design')
  await open(staff, orderPage)

  // A file that is not a picture or a PDF is refused, and the note stays.
  const note = 'Navy body, sky-blue stripes; crest on the chest.'
  await staff.getByLabel('Note for the customer').fill(note)
  await staff.getByLabel(/^Mockup \(/).setInputFiles({ name: 'mockup.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') })
  await staff.getByRole('button', { name: 'Send the mockup' }).click()
  await expect(staff.getByText('Please upload the mockup as a PNG, JPG, GIF or WebP picture, or as a PDF.').first()).toBeVisible(AFTER_SERVER_ACTION)
  await expect(staff.getByLabel('Note for the customer')).toHaveValue(note)
  await staff.getByLabel(/^Mockup \(/).setInputFiles({ name: 'mockup-1.png', mimeType: 'image/png', buffer: picturePng(480, 320, [0, 51, 96]) })
  await staff.getByRole('button', { name: 'Send the mockup' }).click()
  await expect(staff.getByText('Mockup 1 sent: the customer is asked to approve it.')).toBeVisible(AFTER_SERVER_ACTION)
  await open(staff, orderPage)
  await expect(staff.getByText('Status: Mockup sent')).toBeVisible()
  // Production cannot start before an approval: the status list does not offer it.
  await expect(staff.getByLabel('New status').getByRole('option')).toHaveText(['Choose the next status', 'Cancelled'])

  // The customer is e-mailed, and finds the mockup in the account.
  const ready = await mailTo(page.request, customer.email, new RegExp(`^Your mockup for express order ${order.reference} is ready to approve$`))
  expect(ready.text).toContain(`> ${note}`)
  const request = await openRequest(page, order.reference)
  await expect(request.getByRole('heading', { name: 'Your mockup is ready: please approve it or ask for changes' })).toBeVisible()
  const picture = request.getByRole('img', { name: `Mockup 1 of ${team}` })
  await expect(picture).toBeVisible()
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480)
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('account-mockup.png'), fullPage: true })

  // Changes need a comment; with one, the order goes back to design.
  await request.getByRole('button', { name: 'Request changes' }).click()
  await expect(request.getByText('Please say what you would like us to change.').first()).toBeVisible(AFTER_SERVER_ACTION)
  await request.getByLabel('Comments (needed when you ask for changes)').fill('Make the numbers bigger, please.')
  await request.getByRole('button', { name: 'Request changes' }).click()
  await expect(request.getByRole('listitem', { name: 'Mockup 1' })).toContainText('You asked for changes', AFTER_SERVER_ACTION)
  await expect(request).toContainText('Status: In design')

  // The shop hears of it, and sees it on the order with the comment.
  const changes = await mailTo(page.request, SHOP, new RegExp(`^Changes asked for: express order ${order.reference} · ${team}$`))
  expect(changes.text).toContain('> Make the numbers bigger, please.')
  await open(staff, orderPage)
  await expect(staff.getByText('Status: In design')).toBeVisible()
  const round1 = staff.getByRole('listitem', { name: 'Mockup 1' })
  await expect(round1).toContainText('The customer asked for changes')
  await expect(round1).toContainText('Make the numbers bigger, please.')

  // Round two, as a PDF; the customer approves it.
  await staff.getByLabel(/^Mockup \(/).setInputFiles({ name: 'mockup-2.pdf', mimeType: 'application/pdf', buffer: PLAIN_PDF })
  await staff.getByRole('button', { name: 'Send the mockup' }).click()
  await expect(staff.getByText('Mockup 2 sent: the customer is asked to approve it.')).toBeVisible(AFTER_SERVER_ACTION)

  await openRequest(page, order.reference)
  const link = request.getByRole('link', { name: 'Download mockup 2 (PDF)' })
  await expect(link).toBeVisible()
  const pdf = await page.request.get((await link.getAttribute('href')) ?? '')
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(pdf.headers()['content-disposition']).toBe('attachment; filename="mockup-2.pdf"')
  expect(Buffer.from(await pdf.body()).equals(PLAIN_PDF)).toBe(true)
  // Only the latest round can be answered.
  await expect(request.getByRole('button', { name: /^Approve mockup/ })).toHaveText('Approve mockup 2')
  await request.getByRole('button', { name: 'Approve mockup 2' }).click()
  await expect(request.getByRole('listitem', { name: 'Mockup 2' })).toContainText('You approved it', AFTER_SERVER_ACTION)
  await expect(request).toContainText('Status: Approved')
  await mailTo(page.request, SHOP, new RegExp(`^Mockup approved: express order ${order.reference} · ${team}$`))

  // Now production can start, and the customer is told.
  await open(staff, orderPage)
  await expect(staff.getByRole('listitem', { name: 'Mockup 2' })).toContainText('Approved by the customer')
  await moveTo(staff, 'In production')
  expect(await seriousViolations(staff)).toEqual([])
  await staff.screenshot({ path: test.info().outputPath('back-office-mockups.png'), fullPage: true })
  await mailTo(page.request, customer.email, new RegExp(`^Your express order ${order.reference} is now in production$`))
  await openRequest(page, order.reference)
  await expect(request).toContainText('Status: In production')
  await request.getByText(/^History/).click()
  await expect(request.getByText('Make the numbers bigger, please.').last()).toBeVisible()
  await expect(request.getByText('by you').first()).toBeVisible()

  // Another customer, and a visitor, get nothing of the files.
  const pictureUrl = (await picture.getAttribute('src')) ?? ''
  expect((await page.request.get(pictureUrl)).status()).toBe(200)
  const stranger = await newPage(browser, baseURL, extraHTTPHeaders)
  expect((await stranger.request.get(pictureUrl)).status()).toBe(404)
  await signedInCustomer(stranger)
  expect((await stranger.request.get(pictureUrl)).status()).toBe(404)
})

// Guards where an order goes and how it went: staff change an express order's delivery address
// before it ships (the history says so, with their note), ship it only with a carrier and tracking
// number, and the customer gets both by e-mail and in the account, with the carrier's tracking link.
import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { routes } from '@/lib/routes'
import { signedInCustomer, signInStaff } from '../support/account-flow'
import { seriousViolations } from '../support/axe'
import { customerIdOf, storeExpressOrder } from '../support/commerce-service'
import { mailTo } from '../support/mailbox'
import { accountEntry, hydrated, open } from '../support/pages'
import { player } from '../support/request-rows'
import { test } from '../support/test'
import { AFTER_SERVER_ACTION } from '../support/timeouts'
import { DELIVERY, fillDelivery } from '../support/wizard-flow'

const ARENA = { ...DELIVERY, fullName: 'Sam Coach', line1: '200 Arena Way', city: 'Boston', region: 'MA', postalCode: '02134', country: 'US' }
const TRACKING = '1Z999AA10123456784'

test('staff change where an order goes, then ship it with its tracking number; the customer follows the parcel from the e-mail and the account @phone', async ({ page: staff, browser, baseURL, extraHTTPHeaders }) => {
  test.slow()
  const page = await (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
  const customer = await signedInCustomer(page)
  const team = `Pelicans ${randomUUID().slice(0, 6)}`
  const order = await storeExpressOrder({
    userId: await customerIdOf(customer.email), status: 'in_production', teamName: team, contactEmail: customer.email,
    roster: [player('Morrison', '17')], product: { slug: 'chel-jersey', name: 'CHEL Game Jersey' }, pricePerPlayerCents: 6500,
  })
  const orderPage = routes.adminOrder('express', order.id)

  // Staff see where it goes, and change it as the customer asked by phone.
  await signInStaff(staff, orderPage)
  const delivery = staff.getByRole('region', { name: 'Delivery' })
  await expect(delivery).toContainText('Jo Keeper1 Rink RoadUnit 4Halifax, NS B3H 1A1Canada')
  await expect(delivery).toContainText('Not shipped yet')
  await hydrated(staff)
  await delivery.getByText('Change the delivery address').click()
  await delivery.getByLabel('ZIP or postal code').fill('0213')
  await delivery.getByRole('button', { name: 'Save the delivery address' }).click()
  await expect(delivery.getByText('Please enter a postal code such as K1A 0B1').first()).toBeVisible(AFTER_SERVER_ACTION)
  await fillDelivery(delivery, ARENA)
  await delivery.getByLabel('Apartment, suite, etc. (optional)').fill('')
  await delivery.getByLabel('Why (for the history)').fill('The customer asked by phone')
  await delivery.getByRole('button', { name: 'Save the delivery address' }).click()
  await expect(delivery.getByText('The delivery address is changed, and the history says so.')).toBeVisible(AFTER_SERVER_ACTION)
  await open(staff, orderPage)
  await expect(delivery).toContainText('Sam Coach200 Arena WayBoston, MA 02134United States')
  const history = staff.getByRole('region', { name: 'Status' })
  await expect(history.getByRole('listitem').filter({ hasText: 'Delivery address changed' })).toContainText('The customer asked by phone')

  // Shipping asks for the carrier and the tracking number, and keeps the note typed meanwhile.
  await hydrated(staff)
  await staff.getByLabel('New status').selectOption('shipped')
  await staff.getByLabel('Note for the history').fill('Two boxes')
  await staff.getByRole('button', { name: 'Change status' }).click()
  await expect(staff.getByText('Please choose the carrier it ships with.').first()).toBeVisible(AFTER_SERVER_ACTION)
  await expect(staff.getByText('Please enter the tracking number.').first()).toBeVisible()
  await expect(staff.getByLabel('Note for the history')).toHaveValue('Two boxes')
  await staff.getByLabel('Carrier').selectOption({ label: 'UPS' })
  await staff.getByLabel('Tracking number').fill(TRACKING)
  await staff.getByRole('button', { name: 'Change status' }).click()
  await expect(staff.getByText('Moved to Shipped')).toBeVisible(AFTER_SERVER_ACTION)
  await open(staff, orderPage)
  await expect(delivery).toContainText(`with UPS, tracking number ${TRACKING}`)
  await expect(delivery.getByRole('link', { name: /Track the parcel/ })).toHaveAttribute('href', `https://www.ups.com/track?tracknum=${TRACKING}`)
  // Shipped, it stays where it went.
  await expect(delivery.getByText('Change the delivery address')).toHaveCount(0)
  expect(await seriousViolations(staff)).toEqual([])
  await staff.screenshot({ path: test.info().outputPath('staff-shipped.png'), fullPage: true })

  // The customer is e-mailed the carrier, the number and the link, and finds them in the account.
  const shipped = await mailTo(page.request, customer.email, new RegExp(`^Your express order ${order.reference} has shipped$`))
  expect(shipped.text).toMatch(/Carrier:\s+UPS/)
  expect(shipped.text).toMatch(new RegExp(`Tracking number:\\s+${TRACKING}`))
  expect(shipped.text).toContain(`Track the parcel: https://www.ups.com/track?tracknum=${TRACKING}`)
  expect(shipped.text).toContain('> Two boxes')
  await open(page, '/account')
  const entry = accountEntry(page, 'request', order.reference)
  const where = entry.getByRole('region', { name: `Delivery of ${order.reference}` })
  await expect(where).toContainText('Sam Coach200 Arena WayBoston, MA 02134United States')
  await expect(where.getByRole('link', { name: `Track the parcel of ${order.reference} (opens the carrier’s site)` })).toHaveAttribute('href', `https://www.ups.com/track?tracknum=${TRACKING}`)
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('account-shipped.png'), fullPage: true })
})

test('staff write an internal note and a note to the customer: the customer reads and is e-mailed only theirs', async ({ page: staff, browser, baseURL, extraHTTPHeaders }) => {
  const page = await (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
  const customer = await signedInCustomer(page)
  const order = await storeExpressOrder({
    userId: await customerIdOf(customer.email), status: 'in_production', teamName: `Terns ${randomUUID().slice(0, 6)}`, contactEmail: customer.email,
    roster: [player('Lavoie', '9')], product: { slug: 'chel-jersey', name: 'CHEL Game Jersey' }, pricePerPlayerCents: 6500,
  })
  const orderPage = routes.adminOrder('express', order.id)
  await signInStaff(staff, orderPage)
  await hydrated(staff)
  const status = staff.getByRole('region', { name: 'Status' })

  // A blank note is refused; a note is for staff only unless staff say otherwise.
  await status.getByRole('button', { name: 'Save the note' }).click()
  await expect(status.getByText('Please write the note.').first()).toBeVisible(AFTER_SERVER_ACTION)
  await status.getByLabel('Note', { exact: true }).fill('Print the crest larger than the proof')
  await status.getByRole('button', { name: 'Save the note' }).click()
  await expect(status.getByText('Note saved for staff.')).toBeVisible(AFTER_SERVER_ACTION)
  await status.getByLabel('Note', { exact: true }).fill('Your socks ship separately, a day later.')
  await status.getByLabel(/The customer too/).check()
  await status.getByRole('button', { name: 'Save the note' }).click()
  await expect(status.getByText('Note saved, and the customer is e-mailed it.')).toBeVisible(AFTER_SERVER_ACTION)
  await open(staff, orderPage)
  await expect(status.getByRole('listitem').filter({ hasText: 'Internal note (staff only)' })).toContainText('Print the crest larger than the proof')
  await expect(status.getByRole('listitem').filter({ hasText: 'Note to the customer' })).toContainText('Your socks ship separately, a day later.')
  expect(await seriousViolations(staff)).toEqual([])

  // The customer is e-mailed the one to them, and reads only it in the account.
  const mail = await mailTo(page.request, customer.email, new RegExp(`^A note about your express order ${order.reference}$`))
  expect(mail.text).toContain('> Your socks ship separately, a day later.')
  expect(mail.text).not.toContain('crest')
  await open(page, '/account')
  const entry = accountEntry(page, 'request', order.reference)
  await entry.getByText(/^History/).click()
  await expect(entry.getByRole('listitem').filter({ hasText: 'A note from the shop' })).toContainText('Your socks ship separately, a day later.')
  await expect(entry).not.toContainText('crest')
})

// Guards roster changes after payment and before production: the customer adds a player to a paid
// express order from the account (the new player is a balance to pay, and a removal below what was
// paid is theirs to ask the shop for), staff change a quote's roster and price; the history, the
// account and the e-mails say what changed.
import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { routes } from '@/lib/routes'
import { signedInCustomer, signInStaff } from '../support/account-flow'
import { CARDS, fillCard } from '../support/card-flow'
import { seriousViolations } from '../support/axe'
import { customerIdOf, serviceClient, storeExpressOrder, storeQuoteRequest } from '../support/commerce-service'
import { mailTo } from '../support/mailbox'
import { accountEntry, hydrated, open, pastTheEdge, shown } from '../support/pages'
import { player } from '../support/request-rows'
import { seedDocument } from '../support/seed'
import { test } from '../support/test'
import { AFTER_SERVER_ACTION } from '../support/timeouts'

const SHOP = seedDocument<{ notificationEmail: string }>('siteSettings').notificationEmail

test('a customer adds a player to their paid express order: the balance grows, and they and the shop are e-mailed the change @phone', async ({ page }) => {
  test.slow()
  const customer = await signedInCustomer(page)
  const team = `Herons ${randomUUID().slice(0, 6)}`
  const order = await storeExpressOrder({
    userId: await customerIdOf(customer.email), status: 'received', teamName: team, contactEmail: customer.email,
    roster: [player('Morrison', '17'), player('Lavoie', '4')], product: { slug: 'chel-jersey', name: 'CHEL Game Jersey' }, pricePerPlayerCents: 6500,
  })

  await open(page, routes.account)
  const request = accountEntry(page, 'request', order.reference)
  await expect(request).toContainText('Total $130.00 · paid $130.00')
  await request.getByRole('link', { name: `Change the roster of ${order.reference}` }).click()
  await expect(page.getByRole('heading', { name: `Express order ${order.reference}` })).toBeVisible()
  // The tab says where the customer is; the account page's title goes only once the new one has come.
  await expect(page).toHaveTitle(/^Change your roster/)
  await hydrated(page)
  expect(await seriousViolations(page)).toEqual([])

  // Removing a player would leave less than was paid: that is the shop's to do, and the page says so.
  await page.getByRole('button', { name: 'Remove player 2' }).click()
  await expect(page.getByTestId('roster-changes')).toHaveText('Removed #4 Lavoie')
  await expect(page.getByTestId('roster-price')).toContainText('That is less than the $130.00 already paid: please contact us to remove players')
  await expect(page.getByRole('button', { name: 'Save the roster' })).toBeDisabled()

  // Lavoie stays; Okafor joins, and a size changes.
  await page.reload()
  await hydrated(page)
  await page.getByLabel('Jersey Size').first().selectOption('XL')
  await page.getByRole('button', { name: 'Add Another Player' }).click()
  await page.getByLabel('Nameplate').nth(2).fill('Okafor')
  await page.getByLabel('Number').nth(2).fill('22')
  await page.getByLabel('Jersey Size').nth(2).selectOption('M')
  await expect(page.getByTestId('roster-changes').getByRole('listitem')).toHaveText(['Added #22 Okafor', '#17 Morrison: jersey L → XL'])
  await expect(page.getByTestId('roster-price')).toContainText('the total is $195.00, $65.00 more, added to the balance you pay before it ships.')
  expect(await pastTheEdge(page)).toEqual([])
  await page.getByLabel('A note for us (optional)').fill('Okafor joined this week')
  await page.screenshot({ path: test.info().outputPath('roster-change.png'), fullPage: true })
  await page.getByRole('button', { name: 'Save the roster' }).click()
  await expect(page.getByText('The roster is saved: 3 players. We have e-mailed you the change.')).toBeVisible(AFTER_SERVER_ACTION)

  // The account asks for the new player's price, and the history says what changed.
  await open(page, routes.account)
  await expect(request).toContainText('Total $195.00 · paid $130.00 · balance $65.00')
  await request.getByText(/^History/).click()
  await expect(request.getByRole('listitem').filter({ hasText: 'Roster changed' })).toContainText('Added #22 Okafor')

  const mail = await mailTo(page.request, customer.email, new RegExp(`^Roster changed: your express order ${order.reference}$`), { containing: 'Added #22 Okafor' })
  expect(mail.text).toContain('#17 Morrison: jersey L → XL')
  expect(mail.text).toContain('The total is $65.00 more.')
  expect(mail.text).toMatch(/Balance due before shipping:\s+\$65\.00/)
  // The new player is paid for as any balance is.
  await request.getByRole('link', { name: `Pay the balance of $65.00 for ${order.reference}` }).click()
  await hydrated(page)
  await fillCard(page, CARDS.good)
  await page.getByRole('button', { name: 'Pay $65.00' }).click()
  await expect(page.getByText('Thank you: your payment of $65.00 went through.')).toBeVisible(AFTER_SERVER_ACTION)
  await expect
    .poll(async () => (await serviceClient().from('express_orders').select('amount_paid_cents').eq('id', order.id).single()).data?.amount_paid_cents, AFTER_SERVER_ACTION)
    .toBe(19500)

  const shop = await mailTo(page.request, SHOP, new RegExp(`^Roster changed by the customer: express order ${order.reference} · ${team}$`), { containing: 'Okafor joined this week' })
  expect(shop.text).toContain('Added #22 Okafor')
})

test('staff change a paid quote’s roster and price it; the customer reads it in the account and by e-mail, and a roster in production stays as it is', async ({ page: staff, browser, baseURL, extraHTTPHeaders }) => {
  test.slow()
  const page = await (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
  const customer = await signedInCustomer(page)
  const request = await storeQuoteRequest(customer.email, `Loons ${randomUUID().slice(0, 6)}`)
  // Priced at $900 with a $270 deposit, accepted and paid: in design.
  const now = new Date().toISOString()
  const { error } = await serviceClient()
    .from('quote_requests')
    .update({ status: 'in_design', rush_fee_cents: 0, total_cents: 90000, deposit_cents: 27000, quoted_at: now, accepted_at: now, amount_paid_cents: 27000 })
    .eq('id', request.id)
  expect(error).toBeNull()

  await signInStaff(staff, routes.adminOrder('quote', request.id))
  await staff.getByRole('link', { name: 'Change the roster' }).click()
  await hydrated(staff)
  await expect(staff.getByTestId('roster-price')).toHaveText('The quote’s total is $900.00, $270.00 paid: a price difference below moves it.')
  await staff.getByLabel('Jersey Size').first().selectOption('M')
  await staff.getByLabel('Price difference (optional)').fill('lots')
  await staff.getByLabel('Why (for the history, and the customer’s e-mail)').fill('Coach asked for a smaller size')
  await staff.getByRole('button', { name: 'Save the roster' }).click()
  await expect(staff.getByText('Enter the price difference in dollars, such as 45 or 45.50.')).toBeVisible(AFTER_SERVER_ACTION)
  // What was typed is all still there.
  await expect(staff.getByLabel('Jersey Size').first()).toHaveValue('M')
  await expect(staff.getByLabel('Why (for the history, and the customer’s e-mail)')).toHaveValue('Coach asked for a smaller size')
  await staff.getByLabel('Price difference (optional)').fill('-12')
  await staff.getByRole('button', { name: 'Save the roster' }).click()
  await expect(staff.getByText('The roster is saved: 1 player. The customer is e-mailed the change.')).toBeVisible(AFTER_SERVER_ACTION)

  await staff.getByRole('link', { name: 'Back to the order' }).click()
  const history = staff.getByRole('region', { name: 'Status' })
  const entry = history.getByRole('listitem').filter({ hasText: 'Roster changed' })
  await expect(entry).toContainText('#17 Morrison: jersey XL → M')
  await expect(entry).toContainText('Price down $12.00')
  await expect(entry).toContainText('by Shop Staff')

  await open(page, routes.account)
  const account = accountEntry(page, 'request', request.reference)
  await expect(account).toContainText('Roster changes')
  await expect(account).toContainText('Total $888.00 · paid $270.00 · balance $618.00')
  const mail = await mailTo(page.request, customer.email, new RegExp(`^Roster changed: your quote request ${request.reference}$`), { containing: 'We changed the roster of your quote request' })
  expect(mail.text).toContain('#17 Morrison: jersey XL → M')
  expect(mail.text).toContain('Coach asked for a smaller size')

  // In production, the roster is what is being made: no way to change it is offered, and the page says why.
  await serviceClient().from('quote_requests').update({ status: 'in_production' }).eq('id', request.id)
  await open(page, routes.account)
  await expect(account.getByRole('link', { name: /Change the roster/ })).toHaveCount(0)
  await open(page, routes.changeRoster('quote', request.id))
  await expect(shown(page.getByText('This order is past the point where its roster can change.'))).toBeVisible()
})

// Guards quote → order: staff price a quote request on its page (lines, a rush fee, a note), the
// customer reads the quote in their e-mail and account, staff revise it, the customer's acceptance
// of the quote they saw before the revision is refused, the revised one is accepted, and its
// deposit paid by card from the account starts the design (the account, the e-mail and staff's page
// say so, with the balance due before shipping).
import { randomUUID } from 'node:crypto'
import { expect, type Browser, type Page } from '@playwright/test'
import { routes } from '@/lib/routes'
import { fillCard } from '../support/card-flow'
import { signedInCustomer, signInStaff } from '../support/account-flow'
import { storeQuoteRequest } from '../support/commerce-service'
import { mailTo } from '../support/mailbox'
import { accountEntry, hydrated, open } from '../support/pages'
import { test } from '../support/test'
import { AFTER_SERVER_ACTION } from '../support/timeouts'
import { DELIVERY, fillDelivery } from '../support/wizard-flow'

async function newPage(browser: Browser, baseURL: string | undefined, extraHTTPHeaders: Record<string, string> | undefined): Promise<Page> {
  return (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
}

test('staff price a quote request and revise it; the customer reads it by e-mail and in the account, accepts the quote as revised and pays its deposit', async ({ page: staff, browser, baseURL, extraHTTPHeaders }) => {
  test.slow()
  const page = await newPage(browser, baseURL, extraHTTPHeaders)
  const customer = await signedInCustomer(page)
  const team = `Hawks ${randomUUID().slice(0, 6)}`
  const request = await storeQuoteRequest(customer.email, team)
  const requestPage = routes.adminOrder('quote', request.id)

  await signInStaff(staff, requestPage)
  await expect(staff.getByRole('heading', { name: `Quote request ${request.reference}` })).toBeVisible()
  await expect(staff.getByText('Not priced yet')).toBeVisible()
  // Pricing quotes a request: the status list does not.
  await expect(staff.getByLabel('New status').getByRole('option', { name: 'Quoted' })).toHaveCount(0)

  // The form starts from the request: its product, at the quantity and tier price it was sent with.
  await expect(staff.getByLabel('Line 1: item')).toHaveValue('Showtime Game Jersey')
  await expect(staff.getByLabel('Quantity')).toHaveValue('18')
  await expect(staff.getByLabel('Price each ($)')).toHaveValue('90.00')
  await staff.getByLabel('Line 1: item').fill('Showtime Game Jersey, sublimated')
  await staff.getByLabel('Price each ($)').fill('85')
  await staff.getByRole('button', { name: 'Add a line' }).click()
  await staff.getByLabel('Line 2: item').fill('Game socks')
  await staff.getByLabel('Quantity').nth(1).fill('18')
  await staff.getByLabel('Price each ($)').nth(1).fill('twelve')
  await staff.getByLabel('Rush fee ($, optional)').fill('150')
  await staff.getByLabel('Note for the customer').fill('Sublimated, so the colours never fade.')
  await staff.getByRole('button', { name: 'Send the quote' }).click()
  // A price that is no amount is refused on its line, and everything typed stays.
  await expect(staff.getByText('Enter the price each in dollars, such as 45 or 45.50.').first()).toBeVisible(AFTER_SERVER_ACTION)
  await expect(staff.getByLabel('Line 2: item')).toHaveValue('Game socks')
  await expect(staff.getByLabel('Note for the customer')).toHaveValue('Sublimated, so the colours never fade.')
  await staff.getByLabel('Price each ($)').nth(1).fill('12')
  await expect(staff.getByText('Total $1,896.00')).toBeVisible()
  await staff.getByRole('button', { name: 'Send the quote' }).click()
  await expect(staff.getByText('Quote sent: $1,896.00, with a deposit of $569.00.')).toBeVisible(AFTER_SERVER_ACTION)
  await staff.getByRole('region', { name: 'Quote', exact: true }).screenshot({ path: test.info().outputPath('quote-priced.png') })

  // The customer is e-mailed the quote, and finds it in the account with the way to accept it.
  const mail = await mailTo(page.request, customer.email, new RegExp(`Your quote for ${team} \\(${request.reference}\\) is ready`))
  expect(mail.text).toMatch(/18 × Game socks:\s+\$216\.00 \(\$12\.00 each\)/)
  expect(mail.text).toMatch(/Deposit to start:\s+\$569\.00/)
  expect(mail.text).toContain('Sublimated, so the colours never fade.')
  await page.goto('/account')
  const entry = accountEntry(page, 'request', request.reference)
  await expect(entry.getByText('Your quote is ready')).toBeVisible()
  await expect(entry.getByRole('row', { name: /Rush fee \$150\.00/ })).toBeVisible()
  await expect(entry.getByRole('row', { name: /Total \$1,896\.00/ })).toBeVisible()
  await hydrated(page)
  await entry.screenshot({ path: test.info().outputPath('quote-in-account.png') })

  // Staff drop the rush fee meanwhile: the quote the customer's page shows is no longer the one to accept.
  await open(staff, requestPage)
  await staff.getByLabel('Rush fee ($, optional)').fill('')
  await staff.getByRole('button', { name: 'Send the revised quote' }).click()
  await expect(staff.getByText('Quote sent: $1,746.00, with a deposit of $524.00.')).toBeVisible(AFTER_SERVER_ACTION)
  // Accepting says where the order goes: nothing is accepted without it.
  await entry.getByRole('button', { name: /Accept this quote/ }).click()
  await expect(entry.getByText('Street address is required').first()).toBeVisible(AFTER_SERVER_ACTION)
  await fillDelivery(entry)
  await entry.getByRole('button', { name: /Accept this quote/ }).click()
  await expect(entry.getByRole('alert')).toContainText('We revised this quote since you opened it.', AFTER_SERVER_ACTION)
  await expect(entry.getByLabel('Street address')).toHaveValue(DELIVERY.line1)
  await mailTo(page.request, customer.email, new RegExp(`Your revised quote for ${team}`))

  await page.reload()
  await expect(entry.getByRole('row', { name: /Total \$1,746\.00/ })).toBeVisible()
  await expect(entry.getByRole('row', { name: /Rush fee/ })).toHaveCount(0)
  await hydrated(page)
  await fillDelivery(entry)
  await entry.getByRole('button', { name: /Accept this quote/ }).click()
  await expect(entry.getByText('Status: Awaiting payment')).toBeVisible(AFTER_SERVER_ACTION)
  await expect(entry.getByRole('region', { name: `Delivery of ${request.reference}` })).toContainText(`${DELIVERY.line1}${DELIVERY.city}, ${DELIVERY.region} ${DELIVERY.postalCode}Canada`)
  await expect(entry.getByText(/You accepted this quote on .*: the deposit of \$524\.00 starts your order\./)).toBeVisible()
  await expect(entry.getByRole('button', { name: /Accept this quote/ })).toHaveCount(0)

  // Staff see the acceptance; the quote can no longer be revised.
  await open(staff, requestPage)
  await expect(staff.getByText(/^Accepted /)).toBeVisible()
  await expect(staff.getByRole('region', { name: 'Delivery' })).toContainText(`${DELIVERY.fullName}${DELIVERY.line1}`)
  await expect(staff.getByRole('button', { name: /Send the (revised )?quote/ })).toHaveCount(0)

  // The deposit, paid by card from the account, starts the design.
  await entry.getByRole('link', { name: `Pay the deposit of $524.00 for ${request.reference}` }).click()
  await expect(page.getByRole('heading', { name: `Quote ${request.reference}` })).toBeVisible()
  await expect(page.getByRole('region', { name: `Quote ${request.reference}` }).getByTestId('payment-due')).toHaveText('$524.00')
  await expect(page.getByText('Deposit due')).toBeVisible()
  await hydrated(page)
  await fillCard(page)
  await page.screenshot({ path: test.info().outputPath('quote-deposit.png'), fullPage: true })
  await page.getByRole('button', { name: 'Pay $524.00' }).click()
  await expect(page.getByText('Thank you: your payment of $524.00 went through.')).toBeVisible(AFTER_SERVER_ACTION)

  const paid = await mailTo(page.request, customer.email, new RegExp(`Your quote request ${request.reference} is now in design`))
  expect(paid.text).toContain('Thank you: your payment is in.')
  expect(paid.text).toMatch(/Deposit paid:\s+\$524\.00/)
  expect(paid.text).toMatch(/Balance due before shipping:\s+\$1,222\.00/)
  await open(page, '/account')
  await expect(entry.getByText('Status: In design')).toBeVisible()
  await expect(entry).toContainText('Total $1,746.00 · paid $524.00 · balance $1,222.00')
  // The balance is due before shipping, not now: the account offers it, staff's rule waits for it.
  await expect(entry.getByRole('link', { name: `Pay the balance of $1,222.00 for ${request.reference}` })).toBeVisible()
  await open(staff, requestPage)
  const money = staff.getByRole('region', { name: 'Payment' })
  await expect(money.getByText('$524.00').first()).toBeVisible()
  await expect(money).toContainText('A deposit of $524.00 first, the rest before shipping')
  await expect(staff.getByText('Status: In design')).toBeVisible()
})

test('staff record a guest’s acceptance of a quote and a deposit paid by cheque; the order starts and the guest is e-mailed at each step', async ({ page: staff }) => {
  test.slow()
  const email = `guest-${randomUUID().slice(0, 8)}@example.com`
  const team = `Gulls ${randomUUID().slice(0, 6)}`
  const request = await storeQuoteRequest(email, team, { guest: true })
  const requestPage = routes.adminOrder('quote', request.id)

  await signInStaff(staff, requestPage)
  await expect(staff.getByRole('heading', { name: `Quote request ${request.reference}` })).toBeVisible()
  await staff.getByRole('button', { name: 'Send the quote' }).click()
  await expect(staff.getByText('Quote sent: $1,620.00, with a deposit of $486.00.')).toBeVisible(AFTER_SERVER_ACTION)
  // A guest has no account to accept in: the quote e-mail asks them to reply, and offers one.
  const quoteMail = await mailTo(staff.request, email, new RegExp(`Your quote for ${team} \\(${request.reference}\\) is ready`))
  expect(quoteMail.text).toContain(`Create an account with ${email}`)

  // The guest replied "yes": staff record it.
  await open(staff, requestPage)
  await fillDelivery(staff.getByRole('region', { name: 'Quote' }), { ...DELIVERY, fullName: 'Gus Gull', country: 'US', region: 'ME', postalCode: '04101' })
  await staff.getByRole('button', { name: `Record: the customer accepted this quote (${request.reference})` }).click()
  await expect(staff.getByText('Status: Awaiting payment')).toBeVisible(AFTER_SERVER_ACTION)
  await mailTo(staff.request, email, new RegExp(`^Your quote request ${request.reference} is now awaiting payment$`))

  // The deposit came by cheque: recording more than is due is refused, with what was typed kept.
  await open(staff, requestPage)
  const money = staff.getByRole('region', { name: 'Payment' })
  await expect(money.getByLabel('Amount received ($)')).toHaveValue('486.00')
  await money.getByLabel('Amount received ($)').fill('1,700')
  await money.getByLabel('How it was paid').fill('Cheque 1042')
  await money.getByRole('button', { name: 'Record the payment' }).click()
  await expect(money.getByText('That is more than what is still due on this order.').first()).toBeVisible(AFTER_SERVER_ACTION)
  await expect(money.getByLabel('How it was paid')).toHaveValue('Cheque 1042')
  await money.getByLabel('Amount received ($)').fill('486')
  await money.getByRole('button', { name: 'Record the payment' }).click()
  await expect(money.getByText('Recorded $486.00: $486.00 paid in all. Status: In design.')).toBeVisible(AFTER_SERVER_ACTION)
  await staff.screenshot({ path: test.info().outputPath('quote-cheque.png'), fullPage: true })

  await open(staff, requestPage)
  await expect(staff.getByText('Status: In design')).toBeVisible()
  await expect(money).toContainText('Cheque 1042 (recorded by Shop Staff)')
  const started = await mailTo(staff.request, email, new RegExp(`^Your quote request ${request.reference} is now in design$`))
  expect(started.text).toContain('Thank you: your payment is in.')
  expect(started.text).toContain('Payment recorded: Cheque 1042')
  expect(started.text).toMatch(/Balance due before shipping:\s+\$1,134\.00/)
})

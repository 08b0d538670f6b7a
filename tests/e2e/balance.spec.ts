// Guards the balance of an express order paid by deposit: the customer pays it from the account by
// card (a declined card first), the payment is recorded by the provider's webhook, the customer is
// thanked by e-mail, the account then shows the order paid in full, nobody else can open the payment page, and a page opened before a
// payment arrived elsewhere charges nothing more than what is left.
import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { routes } from '@/lib/routes'
import { CARDS, fillCard, holdPayments } from '../support/card-flow'
import { signedInCustomer } from '../support/account-flow'
import { seriousViolations } from '../support/axe'
import { customerIdOf, serviceClient, storeExpressOrder } from '../support/commerce-service'
import { player } from '../support/request-rows'
import { mailTo } from '../support/mailbox'
import { accountEntry, hydrated, open } from '../support/pages'
import { seedDocument } from '../support/seed'
import { test } from '../support/test'
import { AFTER_SERVER_ACTION } from '../support/timeouts'

const notFoundTitle = seedDocument<{ title: string }>('notFoundPage').title

/**
 * What the payment page asks of the order: read in its region, which holds the page's one visible
 * copy (while the page streams in, a hidden copy may sit beside it).
 */
const amountDue = (page: Page, reference: string) => page.getByRole('region', { name: `Express order ${reference}` }).getByTestId('payment-due')

/** An express order of this customer, $195 for three players, its $59 deposit paid, now in production. */
const depositPaidOrder = async (email: string) =>
  storeExpressOrder({
    userId: await customerIdOf(email), status: 'in_production', teamName: `Owls ${randomUUID().slice(0, 6)}`, contactEmail: email,
    roster: ['Morrison', 'Lavoie', 'Okafor'].map((name, index) => player(name, String(10 + index))), product: { slug: 'chel-jersey', name: 'CHEL Game Jersey' },
    pricePerPlayerCents: 6500, deposit: { cents: 5900 },
  })

test('a customer pays the balance of a deposit order from the account; a declined card first says so', async ({ page }) => {
  const customer = await signedInCustomer(page)
  const order = await depositPaidOrder(customer.email)

  await open(page, '/account')
  const request = accountEntry(page, 'request', order.reference)
  await expect(request).toContainText('Total $195.00 · paid $59.00 · balance $136.00')
  await request.getByRole('link', { name: `Pay the balance of $136.00 for ${order.reference}` }).click()
  await expect(amountDue(page, order.reference)).toHaveText('$136.00')
  await expect(page).toHaveTitle(/^Make a payment/)
  await hydrated(page)
  expect(await seriousViolations(page)).toEqual([])

  // While the card is being charged it cannot be changed: what is charged is what was on screen.
  await fillCard(page, CARDS.declined)
  const cardNumber = page.getByLabel('Card number')
  const release = await holdPayments(page)
  await page.getByRole('button', { name: 'Pay $136.00' }).click()
  await expect(cardNumber).toBeDisabled(AFTER_SERVER_ACTION)
  release()
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible(AFTER_SERVER_ACTION)
  await expect(cardNumber).toBeEnabled()

  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Pay $136.00' }).click()
  await expect(page.getByText('Thank you: your payment of $136.00 went through.')).toBeVisible(AFTER_SERVER_ACTION)
  await page.screenshot({ path: test.info().outputPath('balance-paid.png'), fullPage: true })

  // The webhook records it: paid in full, nothing left to pay, and the page has nothing more to take.
  await expect
    .poll(async () => (await serviceClient().from('express_orders').select('amount_paid_cents').eq('id', order.id).single()).data?.amount_paid_cents, AFTER_SERVER_ACTION)
    .toBe(19500)
  // The customer is thanked by e-mail, with nothing more asked.
  const receipt = await mailTo(page.request, customer.email, new RegExp(`^Payment received for your express order ${order.reference}$`), { containing: 'Thank you: we received your payment of $136.00' })
  expect(receipt.text).toMatch(/Paid:\s+\$195\.00/)
  expect(receipt.text).not.toContain('Balance due')
  await open(page, '/account')
  await expect(request).toContainText('Total $195.00 · paid $195.00')
  await expect(request.getByRole('link', { name: /Pay the balance/ })).toHaveCount(0)
  // A payment link opened again (from the e-mail) says nothing is due, and takes nothing.
  const again = await page.goto(routes.payRequest('express', order.id))
  expect(again?.status()).toBe(200)
  await expect(page.getByRole('status').filter({ hasText: 'Nothing is due on this order now.' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
})

test('nobody else opens the payment page of a customer’s balance', async ({ page, browser, baseURL, extraHTTPHeaders }) => {
  const owner = await (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
  const order = await depositPaidOrder((await signedInCustomer(owner)).email)
  await signedInCustomer(page)
  const response = await page.goto(routes.payRequest('express', order.id))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundTitle)
  await expect(page.getByTestId('payment-due')).toHaveCount(0)
})

test('a payment that arrived since the page opened is not charged again: the page says what changed, and a reload shows what is left', async ({ page }) => {
  const customer = await signedInCustomer(page)
  const order = await depositPaidOrder(customer.email)
  await open(page, routes.payRequest('express', order.id))
  await expect(amountDue(page, order.reference)).toHaveText('$136.00')
  await hydrated(page)
  // $36 paid meanwhile (another tab, a phone), as the provider's webhook records it.
  const { error } = await serviceClient().rpc('record_request_payment', {
    p_kind: 'express', p_request_id: order.id, p_provider: 'test', p_provider_reference: `pi_elsewhere_${randomUUID()}`, p_amount_cents: 3600, p_status: 'succeeded',
  })
  expect(error).toBeNull()

  await fillCard(page)
  await page.getByRole('button', { name: 'Pay $136.00' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'What is due on this order changed since you opened this page, and nothing was charged.' })).toBeVisible(AFTER_SERVER_ACTION)
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242')
  const payments = await serviceClient().from('request_payments').select('amount_cents').eq('express_order_id', order.id)
  expect(payments.data?.map(({ amount_cents }) => amount_cents).sort()).toEqual([3600, 5900])

  await page.reload()
  await expect(amountDue(page, order.reference)).toHaveText('$100.00')
  await expect(page.getByRole('button', { name: 'Pay $100.00' })).toBeVisible()
})

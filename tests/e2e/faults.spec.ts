// Guards what a customer sees when the shop's commerce backend fails in the middle of a checkout or of a wizard's
// submit, the payment provider's webhook comes late or twice, or the mail server is down, and that the site recovers:
// a clear message, what was typed kept, nothing half-written, and exactly one order, request or payment after, e-mailed once.
import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'
import { signedInCustomer } from '../support/account-flow'
import { customerIdOf, ordersOf, quoteRequestsOf, serviceClient } from '../support/commerce-service'
import { failBackendCalls, mailServerBack, mailServerDown } from '../support/faults'
import { mailTo, mailsTo } from '../support/mailbox'
import { open } from '../support/pages'
import { addToCart, cartLink, fillAddress, itemsInCart } from '../support/shop-flow'
import { AFTER_SERVER_ACTION, TIMEOUTS } from '../support/timeouts'
import { CARDS, fillCard, paymentSucceededDelivery } from '../support/card-flow'
import { continueButton, continueTo, fillDelivery, fillTeamStep, importRoster, quoteOnReview, rosterFile, sendQuote, stepTitle, TEAM, wizard } from '../support/wizard-flow'
import { ERROR_MESSAGES, SERVICE_UNAVAILABLE, WIZARD_REQUEST_MESSAGES } from '@/lib/errors/catalogue'

const ADDRESS = { street: '3 Crease Court', city: 'Toronto', region: 'ON', country: 'CA', zip: 'M5V 2T6' }

async function cartLinesOf(userId: string) {
  const { data, error } = await serviceClient().from('cart_items').select('id').eq('user_id', userId)
  expect(error).toBeNull()
  return data ?? []
}

const alert = (page: Page, text: string) => page.getByRole('main').getByRole('alert').filter({ hasText: text })

test('the backend is down when the order is placed: the customer is told, keeps the form, nothing is ordered; once it is back the same form places one order', async ({ page }) => {
  const customer = await signedInCustomer(page)
  const userId = await customerIdOf(customer.email)
  await addToCart(page, 'socks', { quantity: 2 })
  await open(page, '/checkout')
  await fillAddress(page, ADDRESS)

  await failBackendCalls({ path: '/rest/v1/rpc/place_order', bodyIncludes: userId, kind: 'refuse', times: 1 })
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(alert(page, SERVICE_UNAVAILABLE)).toBeVisible(AFTER_SERVER_ACTION)
  await expect(page.getByLabel('Street address')).toHaveValue(ADDRESS.street)
  await expect(page.getByLabel('ZIP or postal code')).toHaveValue(ADDRESS.zip)
  expect(await ordersOf(userId)).toEqual([])
  expect(await cartLinesOf(userId)).toHaveLength(1)

  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/placed=1/, AFTER_SERVER_ACTION)
  expect(await ordersOf(userId)).toHaveLength(1)
  expect(await cartLinesOf(userId)).toEqual([])
})

test('the answer is lost after the order was placed: the customer is told, and sending the form again finds that order, placed and e-mailed once', async ({ page }) => {
  const customer = await signedInCustomer(page)
  const userId = await customerIdOf(customer.email)
  await addToCart(page, 'socks', { quantity: 3 })
  await open(page, '/checkout')
  await fillAddress(page, ADDRESS)

  await failBackendCalls({ path: '/rest/v1/rpc/place_order', bodyIncludes: userId, kind: 'lose-answer', times: 1 })
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(alert(page, SERVICE_UNAVAILABLE)).toBeVisible(AFTER_SERVER_ACTION)
  await expect(alert(page, ERROR_MESSAGES.checkout)).toHaveCount(0)
  await expect(page.getByLabel('Street address')).toHaveValue(ADDRESS.street)
  // The backend did place it: one order, and the cart it came from is empty.
  expect(await ordersOf(userId)).toHaveLength(1)

  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/placed=1/, AFTER_SERVER_ACTION)
  const orders = await ordersOf(userId)
  expect(orders).toHaveLength(1)
  expect(orders[0]?.order_items).toEqual([{ quantity: 3 }])
  expect(page.url()).toContain(orders[0]?.id)
  await mailTo(page.request, customer.email, /is placed$/)
  expect((await mailsTo(page.request, customer.email)).filter((mail) => /is placed$/.test(mail.subject))).toHaveLength(1)
})

test('the backend is down when a quote request is sent: the team is told, stays on the review with every answer, nothing is stored; once it is back the same request is sent once', async ({ page }) => {
  const team = await quoteOnReview(page)
  await failBackendCalls({ path: '/rest/v1/rpc/submit_quote_request', bodyIncludes: team.teamName, kind: 'refuse', times: 1 })
  await sendQuote(page)
  await expect(wizard(page).getByRole('alert')).toContainText(WIZARD_REQUEST_MESSAGES.quoteNotSent, AFTER_SERVER_ACTION)
  await expect(stepTitle(page)).toHaveText('Review & Get Quote')
  await expect(wizard(page).getByRole('region', { name: 'Your request' })).toContainText(team.teamName)
  expect(await quoteRequestsOf(team.teamName)).toEqual([])

  // A reload keeps the draft too: nothing typed is lost to the outage.
  await page.reload()
  await expect(stepTitle(page)).toHaveText('Review & Get Quote')
  await sendQuote(page)
  await expect(page).toHaveURL(/\/order\/confirmation\?ref=Q-/, AFTER_SERVER_ACTION)
  const stored = await quoteRequestsOf(team.teamName)
  expect(stored).toHaveLength(1)
  expect((stored[0]?.roster as { name: string }[]).map((player) => player.name)).toEqual(['Lavoie'])
  await mailTo(page.request, team.contactEmail, /^We received your quote request Q-/)
})

test('the answer to a quote request is lost after it was stored: sending it again finds that request, stored and e-mailed once', async ({ page }) => {
  const team = await quoteOnReview(page)
  await failBackendCalls({ path: '/rest/v1/rpc/submit_quote_request', bodyIncludes: team.teamName, kind: 'lose-answer', times: 1 })
  await sendQuote(page)
  await expect(wizard(page).getByRole('alert')).toContainText(WIZARD_REQUEST_MESSAGES.quoteNotSent, AFTER_SERVER_ACTION)
  expect(await quoteRequestsOf(team.teamName)).toHaveLength(1)

  await sendQuote(page)
  await expect(page).toHaveURL(/\/order\/confirmation\?ref=Q-/, AFTER_SERVER_ACTION)
  const stored = await quoteRequestsOf(team.teamName)
  expect(stored).toHaveLength(1)
  expect(page.url()).toContain(stored[0]?.reference)
  await mailTo(page.request, team.contactEmail, /^We received your quote request Q-/)
  expect((await mailsTo(page.request, team.contactEmail)).filter((mail) => mail.subject.startsWith('We received your quote request'))).toHaveLength(1)
})

test('the payment webhook comes late, then twice: the order waits for it, is paid once when it comes, and a repeat changes nothing', async ({ page, request }) => {
  // Fifteen seconds of the provider's retries, then the order's checks: longer than a journey's usual time.
  test.slow()
  const team = { ...TEAM, teamName: `Late Larks ${randomUUID().slice(0, 8)}`, contactEmail: `larks-${randomUUID().slice(0, 8)}@example.com` }
  // Eleven players paid in full: $715.00, an amount no other journey pays, which aims the fault at this payment alone.
  const players = Array.from({ length: 11 }, (_, index) => `Lark${index + 1},${index + 1},L,L,L,`)
  const amountCents = 11 * 6500
  await open(page, '/express-order/chel-jersey')
  await fillTeamStep(page, team)
  await continueTo(page, 'Roster Management')
  await importRoster(page, rosterFile('larks.csv', ['Name,Number,Jersey Size,Socks Size,Pant Shell Size,Captain Patch', ...players].join('\r\n')), 11)
  await continueTo(page, 'Logo Upload (Optional)')
  await continueTo(page, 'Payment')
  await wizard(page).getByRole('radio', { name: /Pay in full/ }).check()
  await expect(wizard(page).getByTestId('payment-due')).toHaveText('$715.00')
  await fillDelivery(wizard(page))
  await fillCard(wizard(page), CARDS.good)

  // The site cannot record the provider's first four deliveries (its backend refuses): the provider tries again, 1 to 8 s
  // apart, which leaves the checks below 15 s to see the order still waiting.
  await failBackendCalls({ path: '/rest/v1/rpc/record_request_payment', bodyIncludes: `"p_amount_cents":${amountCents},"p_status":"succeeded"`, kind: 'refuse', times: 4 })
  await continueButton(page, 'Complete Order').click()
  await expect(page).toHaveURL(/\/order\/confirmation\/express\?ref=E-/, AFTER_SERVER_ACTION)
  const reference = (await page.getByTestId('order-reference').textContent()) ?? ''
  const service = serviceClient()
  const orderOf = async () => (await service.from('express_orders').select('id, status, amount_paid_cents').eq('reference', reference).single()).data
  const paymentsOf = async (orderId: string) => (await service.from('request_payments').select('status, amount_cents, provider_reference').eq('express_order_id', orderId)).data ?? []
  const confirmations = async () => (await mailsTo(request, team.contactEmail)).filter((mail) => mail.subject === `Your express order ${reference} is confirmed`)

  // Until the webhook comes, the order waits for its payment and nobody is told it is confirmed.
  const waiting = await orderOf()
  expect(waiting).toMatchObject({ status: 'awaiting_payment', amount_paid_cents: 0 })
  expect(await paymentsOf(waiting!.id)).toMatchObject([{ status: 'pending', amount_cents: amountCents }])
  expect(await confirmations()).toEqual([])

  // The fifth delivery is recorded: paid once, confirmed once.
  await expect.poll(async () => (await orderOf())?.status, { timeout: 60_000 }).toBe('received')
  expect(await orderOf()).toMatchObject({ amount_paid_cents: amountCents })
  const [payment] = await paymentsOf(waiting!.id)
  expect(payment).toMatchObject({ status: 'succeeded', amount_cents: amountCents })
  await mailTo(request, team.contactEmail, new RegExp(`^Your express order ${reference} is confirmed$`))

  // The same event delivered again, as a provider may: taken (200), and nothing changes.
  const delivery = await paymentSucceededDelivery(payment!.provider_reference!)
  for (let time = 0; time < 2; time++) expect((await request.post('/api/payments/webhook', delivery)).status()).toBe(200)
  expect(await orderOf()).toMatchObject({ status: 'received', amount_paid_cents: amountCents })
  expect(await paymentsOf(waiting!.id)).toHaveLength(1)
  // One e-mail to the team and one to the shop were ever written for it, and the team has the one.
  const outbox = await service.from('mail_outbox').select('template').eq('express_order_id', waiting!.id)
  expect(outbox.data?.map((mail) => mail.template).sort()).toEqual(['request_received', 'shop_new_request'])
  expect(await confirmations()).toHaveLength(1)
})

test('the mail server is down when an order is placed: the order stands, its e-mail waits and is tried again, and once the server is back it arrives once', async ({ page }) => {
  // The outbox tries again 30 s after a failed send, on a timer of 15 s.
  test.setTimeout(TIMEOUTS.test + 60_000)
  const customer = await signedInCustomer(page)
  const userId = await customerIdOf(customer.email)
  await addToCart(page, 'socks', { quantity: 2 })
  await open(page, '/checkout')
  await fillAddress(page, ADDRESS)

  await mailServerDown(customer.email)
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/placed=1/, AFTER_SERVER_ACTION)
  await expect(page.getByRole('status').filter({ hasText: 'your order is placed' })).toBeVisible()
  const [order] = await ordersOf(userId)
  expect(order).toBeDefined()
  expect(await cartLinesOf(userId)).toEqual([])

  // Its e-mail stays in the outbox, failed once and due again; none reached the customer.
  const outboxOf = async () => (await serviceClient().from('mail_outbox').select('status, attempts, last_error').eq('order_id', order!.id).eq('recipient', customer.email)).data ?? []
  // A try counts from its claim; its error is recorded once the mail server has hung up.
  await expect.poll(async () => (await outboxOf())[0]?.last_error ?? null, AFTER_SERVER_ACTION).not.toBeNull()
  expect(await outboxOf()).toEqual([{ status: 'pending', attempts: expect.any(Number), last_error: expect.stringMatching(/closed|reset/i) }])
  const placedMails = async () => (await mailsTo(page.request, customer.email)).filter((mail) => /is placed$/.test(mail.subject))
  expect(await placedMails()).toEqual([])

  await mailServerBack(customer.email)
  await expect.poll(async () => (await placedMails()).length, { timeout: 75_000 }).toBe(1)
  // Recorded as sent once the mail server has taken it, which the catcher may show first.
  await expect.poll(async () => (await outboxOf()).map((mail) => mail.status), AFTER_SERVER_ACTION).toEqual(['sent'])
  expect(await placedMails()).toHaveLength(1)
})

test('the shop cannot be reached as a product is added: the visitor is told, keeps the choices, and the same click adds it once the shop answers', async ({ page }) => {
  await open(page, '/products/socks')
  const form = page.getByRole('form', { name: 'Add to cart' })
  const option = form.getByLabel('Option', { exact: true })
  await option.selectOption({ label: 'Pro-Style Knit Socks — $19.99' })
  await form.getByLabel('Quantity', { exact: true }).fill('3')
  // The action's request cut, as a balancer answers when the instance behind it closed the connection.
  let cut = false
  await page.route('**/products/socks', async (route) => {
    if (cut || !route.request().headers()['next-action']) return route.fallback()
    cut = true
    await route.abort('connectionreset')
  })
  await form.getByRole('button', { name: 'Add to cart' }).click()
  await expect(form.getByRole('status')).toHaveText(SERVICE_UNAVAILABLE, AFTER_SERVER_ACTION)
  await expect(form.getByLabel('Quantity', { exact: true })).toHaveValue('3')
  await expect(option.locator('option:checked')).toHaveText('Pro-Style Knit Socks — $19.99')
  await expect(cartLink(page)).toHaveAccessibleName(itemsInCart(0))

  await form.getByRole('button', { name: 'Add to cart' }).click()
  await expect(form.getByRole('status')).toContainText('Added 3 ×', AFTER_SERVER_ACTION)
  await expect(cartLink(page)).toHaveAccessibleName(itemsInCart(3))
})

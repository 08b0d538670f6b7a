// Guards the e-mails that could not be sent: one the outbox gave up on shows in the back office's
// bar and on its mail page, with its error and what it tells of; staff send it again, and the
// customer receives it. Customers never see the page.
import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { routes } from '@/lib/routes'
import { signedInCustomer, signInStaff } from '../support/account-flow'
import { seriousViolations } from '../support/axe'
import { serviceClient, storeQuoteRequest } from '../support/commerce-service'
import { mailTo } from '../support/mailbox'
import { hydrated, open } from '../support/pages'
import { test } from '../support/test'
import { AFTER_SERVER_ACTION } from '../support/timeouts'

test('staff see an e-mail the outbox gave up on, and send it again once the cause is mended; the customer receives it', async ({ page: staff, browser, baseURL, extraHTTPHeaders }) => {
  const customerPage = await (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
  const customer = await signedInCustomer(customerPage)
  const request = await storeQuoteRequest(customer.email, `Ravens ${randomUUID().slice(0, 6)}`)
  // Its confirmation, as the outbox leaves one the mail server kept refusing: given up after the last try.
  const recipient = `ravens-${randomUUID().slice(0, 8)}@example.com`
  const { data: mail, error } = await serviceClient()
    .from('mail_outbox')
    .insert({ template: 'request_received', recipient, quote_request_id: request.id, status: 'failed', attempts: 20, last_error: 'connect ECONNREFUSED 127.0.0.1:1025' })
    .select('id')
    .single()
  expect(error).toBeNull()

  // Customers do not see the page.
  expect((await customerPage.goto(routes.adminMail))?.status()).toBe(404)

  await signInStaff(staff)
  const mailLink = staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: /^Mail/ })
  await expect(mailLink).toContainText('not sent')
  await mailLink.click()
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Mail not sent')
  const item = staff.getByRole('listitem', { name: `Request received to ${recipient}` })
  await expect(item).toContainText('Given up after 20 tries')
  await expect(item).toContainText('connect ECONNREFUSED 127.0.0.1:1025')
  await expect(item.getByRole('link', { name: `Quote request ${request.reference}` })).toHaveAttribute('href', routes.adminOrder('quote', request.id))
  await hydrated(staff)
  expect(await seriousViolations(staff)).toEqual([])
  await staff.screenshot({ path: test.info().outputPath('mail-not-sent.png'), fullPage: true })

  await item.getByRole('button', { name: `Send it again (Request received to ${recipient})` }).click()
  // Queued again, it leaves the page's list once sent.
  await expect(item.getByRole('button', { name: /^Send it again/ })).toHaveCount(0, AFTER_SERVER_ACTION)
  await mailTo(staff.request, recipient, new RegExp(`^We received your quote request ${request.reference}$`))
  await expect.poll(async () => (await serviceClient().from('mail_outbox').select('status').eq('id', mail?.id ?? '').single()).data?.status, AFTER_SERVER_ACTION).toBe('sent')
  await open(staff, routes.adminMail)
  await expect(staff.getByRole('listitem', { name: `Request received to ${recipient}` })).toHaveCount(0)
})

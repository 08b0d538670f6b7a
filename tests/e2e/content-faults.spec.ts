// Guards what visitors, customers and teams see while the content backend fails, and that the site
// recovers when it is back. Runs on a lake and site of its own, one journey at a time
// (playwright.config.ts's `studio` project): the outage is that whole site's.
import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'
import { signedInCustomer } from '../support/account-flow'
import { customerIdOf, ordersOf, quoteRequestsOf } from '../support/commerce-service'
import { contentBackendDown } from '../support/faults'
import { mailsTo } from '../support/mailbox'
import { open } from '../support/pages'
import { addToCart, fillAddress } from '../support/shop-flow'
import { contentWebhookSignature } from '../support/studio'
import { AFTER_SERVER_ACTION, TIMEOUTS } from '../support/timeouts'
import { quoteOnReview, sendQuote, stepTitle, wizard } from '../support/wizard-flow'
import { SERVICE_UNAVAILABLE } from '@/lib/errors/catalogue'

const ADDRESS = { street: '9 Blue Line Road', city: 'Winnipeg', region: 'MB', country: 'CA', zip: 'R3C 4T3' }
const PAGES = [
  ['/', 'Premium Custom Hockey Uniforms'],
  ['/products/showtime-jersey', 'Showtime Game Jersey'],
  ['/sizing-guide', 'Sizing Guide'],
] as const

/** The content webhook as the lake sends it after a publish of a document of `type`. */
async function published(page: Page, type: string) {
  const body = JSON.stringify({ _type: type })
  const answer = await page.request.post('/api/revalidate', { data: body, headers: { 'content-type': 'application/json', 'sanity-webhook-signature': contentWebhookSignature(body) } })
  expect(answer.status()).toBe(200)
}

async function expectPagesShown(page: Page) {
  for (const [path, title] of PAGES) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }), path).toContainText(title)
  }
}


test('the content backend fails: pages already made are served, a checkout and a quote request say they cannot be sent just now and keep what was typed, a page renewed by a publish is made from the content last read, one never read says it could not load, and all recovers once it is back', async ({ page, browser, baseURL, extraHTTPHeaders }) => {
  test.setTimeout(TIMEOUTS.test * 2)
  const newPage = async () => (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
  const customer = await signedInCustomer(page)
  const userId = await customerIdOf(customer.email)
  await addToCart(page, 'socks', { quantity: 2 })
  await open(page, '/checkout')
  await fillAddress(page, ADDRESS)
  const teamPage = await newPage()
  const team = await quoteOnReview(teamPage)
  const visitor = await newPage()
  // Made and fresh before the outage (an earlier run on this build may have left one to renew).
  for (const [path] of PAGES) {
    await expect.poll(async () => (await visitor.request.get(path)).headers()['x-nextjs-cache'], AFTER_SERVER_ACTION).toBe('HIT')
  }

  const restore = contentBackendDown()
  try {
    await expectPagesShown(visitor)

    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: SERVICE_UNAVAILABLE })).toBeVisible(AFTER_SERVER_ACTION)
    await expect(page.getByLabel('Street address')).toHaveValue(ADDRESS.street)
    expect(await ordersOf(userId)).toEqual([])

    await sendQuote(teamPage)
    await expect(wizard(teamPage).getByRole('alert')).toContainText(SERVICE_UNAVAILABLE, AFTER_SERVER_ACTION)
    await expect(stepTitle(teamPage)).toHaveText('Review & Get Quote')
    await expect(wizard(teamPage).getByRole('region', { name: 'Your request' })).toContainText(team.teamName)
    expect(await quoteRequestsOf(team.teamName)).toEqual([])

    // A publish now expires the product pages, which cannot be read again: they are made from the
    // content last read, and say nothing of the outage (it left the page's requests waiting forever
    // once, then answered a 500). A page whose content was never read says it could not load.
    await published(page, 'product')
    const renewed = await visitor.goto('/products/showtime-jersey')
    expect(renewed?.status()).toBe(200)
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Showtime Game Jersey')
    await expect(visitor.getByText('Something went wrong')).toHaveCount(0)
    const neverRead = await visitor.goto('/products/made-up-in-an-outage')
    expect(neverRead?.status()).toBe(500)
    await expect(visitor.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await visitor.screenshot({ path: test.info().outputPath('content-outage-error.png'), fullPage: true })
    await visitor.setViewportSize({ width: 390, height: 844 })
    await expect(visitor.getByRole('heading', { name: 'Something went wrong' })).toBeInViewport()
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await visitor.screenshot({ path: test.info().outputPath('content-outage-error-phone.png'), fullPage: true })
  } finally {
    restore()
  }

  await expectPagesShown(visitor)
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/placed=1/, AFTER_SERVER_ACTION)
  expect(await ordersOf(userId)).toHaveLength(1)
  await sendQuote(teamPage)
  await expect(teamPage).toHaveURL(/\/order\/confirmation\?ref=Q-/, AFTER_SERVER_ACTION)
  expect(await quoteRequestsOf(team.teamName)).toHaveLength(1)
  // Their e-mails, sent once (delivery reads the shop's details from the content too).
  await expect.poll(async () => (await mailsTo(page.request, customer.email)).filter((mail) => /is placed$/.test(mail.subject)).length, AFTER_SERVER_ACTION).toBe(1)
  await expect.poll(async () => (await mailsTo(page.request, team.contactEmail)).filter((mail) => /^We received your quote request/.test(mail.subject)).length, AFTER_SERVER_ACTION).toBe(1)
})

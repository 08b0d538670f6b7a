// Guards staff editing in the real Studio on the embedded default: the local content lake behind
// /studio, a publish that reaches the public pages within seconds, and two Studio tabs kept in step.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, type FrameLocator, type Page } from '@playwright/test'
import { test } from '../support/test'
import { lakeDocument, openDocument, publish, setOptionPrice, signInToStudio, STUDIO_START } from '../support/studio'

/** The price the product page shows for one of its options. */
function optionPrice(page: Page | FrameLocator, option: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: option, level: 3 }) })
}

// A 3×2 PNG: the size the lake reads from the file and the page then shows. The lake's replay of
// the recorded Studio requests uploads it again (studio/local-lake/recorded.test.ts).
const PHOTO = readFileSync('studio/local-lake/fixtures/photo-3x2.png')
const PHOTO_SHA1 = createHash('sha1').update(PHOTO).digest('hex')

/** The alternative text of a product's main picture, as the lake holds it. */
const lakeAlt = (id: string) => String((lakeDocument(id)?.image as { alt?: string } | undefined)?.alt)

/** An option's price in a product document as the lake holds it. */
const optionPriceOf = (document: Record<string, unknown> | undefined, option: string) =>
  (document?.options as { name: string; price: number }[] | undefined)?.find((candidate) => candidate.name === option)?.price

/**
 * Waits until a Studio tab shows `price` on the product's prices. The Studio renders a document afresh
 * on its first field group whenever the version it shows changes (a draft published, a reload
 * settling), as staff would see it: they go back to the prices when they do not see them, and so does
 * this. A click on the tab already shown is not made: one hung in "scrolling into view" for a minute
 * in a fresh verify while the tab showed the new price. Each wait is the Studio's own: on that loaded
 * machine a click on its tab took 8 s, and 20 s left time for two.
 */
const studioShows = (studio: Page, price: string) =>
  expect(async () => {
    const shown = studio.getByText(price).first()
    if (!(await shown.isVisible())) await studio.getByRole('tab', { name: 'Options & prices' }).click({ timeout: 2_000 })
    await expect(shown).toBeVisible({ timeout: 2_000 })
  }).toPass(STUDIO_START)

/** What `read` finds on the page at `path`, loaded afresh as a visitor would until the expectation holds. */
const visitorSees = (shop: Page, path: string, read: () => Promise<string | null>) =>
  expect.poll(
    async () => {
      await shop.goto(path)
      return read()
    },
    { intervals: [250] },
  )

test('staff change an option price in the Studio and publish it: the product page shows it at once, a second Studio tab sees it live, a reload keeps it', async ({ page, context }) => {
  // The Studio is a large application, loaded three times here: longer than one journey's usual time.
  test.slow()
  // $120 on a fresh lake; a retry starts from whatever the failed try left (a draft first).
  const shown = optionPriceOf(lakeDocument('drafts.product-showtime-jersey') ?? lakeDocument('product-showtime-jersey'), 'Elite Pro')
  const before = `$${shown}`
  const after = `$${Number(shown) + 15}`
  await signInToStudio(page)
  await openDocument(page, 'Products', 'Showtime Game Jersey')
  await studioShows(page, before)

  // A second tab on the same document, signed in by the same browser.
  const second = await context.newPage()
  await second.goto(page.url())
  await studioShows(second, before)

  await setOptionPrice(page, 'Elite Pro', Number(shown) + 15)
  await publish(page, 'Showtime Game Jersey')

  // The publish itself refreshes the page: no rebuild, no restart. (How fast is measured by a
  // benchmark, not here, where two Studios share a loaded machine.)
  const shop = await context.newPage()
  await visitorSees(shop, '/products/showtime-jersey', () => optionPrice(shop, 'Elite Pro').textContent()).toContain(after)
  // The page stays static: served from the cache the publish refreshed, not rendered per visit.
  const response = await shop.goto('/products/showtime-jersey')
  expect(response?.headers()['x-nextjs-prerender']).toBe('1')
  expect(response?.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)

  // The second tab follows without a reload, once staff come back to it.
  await second.bringToFront()
  await studioShows(second, after)
  await page.bringToFront()
  await page.reload()
  await studioShows(page, after)
  await page.screenshot({ path: test.info().outputPath('studio-product.png') })
})

test('a saved draft stays out of the shop until published; the Studio\'s preview shows it with a banner, and leaving preview hides it', async ({ page, context, browser }) => {
  test.slow()
  await signInToStudio(page)
  await openDocument(page, 'Products', 'Shinny Game Jersey')
  await setOptionPrice(page, 'Shinny Youth', 47)
  // The Studio saves the draft on its own; nothing is published.
  await expect.poll(() => optionPriceOf(lakeDocument('drafts.product-shinny-jersey'), 'Shinny Youth')).toBe(47)
  expect(optionPriceOf(lakeDocument('product-shinny-jersey'), 'Shinny Youth')).toBe(45)

  const visitor = await browser.newPage()
  await visitor.goto('/products/shinny-jersey')
  await expect(optionPrice(visitor, 'Shinny Youth')).toContainText('$45')
  await expect(visitor.getByText('Preview: this page shows unpublished drafts')).toHaveCount(0)

  // The Studio's Preview tool opens the page through the draft-mode route with a secret it made.
  await page.goto(`/studio/presentation?preview=${encodeURIComponent('/products/shinny-jersey')}`)
  const preview = page.frameLocator('iframe').first()
  await expect(preview.getByText('Preview: this page shows unpublished drafts, which visitors do not see.')).toBeVisible(STUDIO_START)
  // Once connected, the Preview tool refreshes the framed page: its content may be re-rendered meanwhile.
  await expect(optionPrice(preview, 'Shinny Youth')).toContainText('$47', STUDIO_START)
  // The page is connected to the Preview tool, which then shows it as it is (no "Unable to connect" veil).
  await expect(page.getByText('Unable to connect')).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('studio-preview.png') })

  // What the preview rendered is not what visitors get: their page still has the published price.
  await visitor.reload()
  await expect(optionPrice(visitor, 'Shinny Youth')).toContainText('$45')

  // In this browser every page shows drafts until preview ends.
  const shop = await context.newPage()
  await shop.goto('/products/shinny-jersey')
  await expect(optionPrice(shop, 'Shinny Youth')).toContainText('$47')
  // The banner stays in view as the page scrolls, at the bottom of the window, clear of the sticky header.
  await shop.mouse.wheel(0, 1200)
  const banner = shop.getByRole('status').filter({ hasText: 'Preview: this page shows unpublished drafts' })
  await expect(banner).toBeInViewport()
  const [bannerBox, headerBox] = await Promise.all([banner.boundingBox(), shop.getByRole('banner').boundingBox()])
  expect(bannerBox!.y).toBeGreaterThan(headerBox!.y + headerBox!.height)
  await shop.getByRole('link', { name: 'Exit preview' }).click()
  await expect(shop).toHaveURL('/products/shinny-jersey')
  await expect(shop.getByText('Preview: this page shows unpublished drafts')).toHaveCount(0)
  await expect(optionPrice(shop, 'Shinny Youth')).toContainText('$45')
})

test('a preview link without the Studio\'s secret is refused, and nothing turns preview on', async ({ page }) => {
  const response = await page.goto('/api/draft-mode/enable?sanity-preview-secret=guessed&sanity-preview-pathname=/products/shinny-jersey')
  expect(response?.status()).toBe(401)
  await expect(page.getByText('This preview link is not valid or has expired')).toBeVisible()
  await page.goto('/products/shinny-jersey')
  await expect(page.getByText('Preview: this page shows unpublished drafts')).toHaveCount(0)
})

/** The coach bag's length (A) in the bag size chart as the lake holds it now, a draft first. */
function coachBagLength(): number {
  type Chart = { sizes: { label: string; values: { from: number }[] }[] }
  const chart = (lakeDocument('drafts.sizeChart-bag') ?? lakeDocument('sizeChart-bag')) as unknown as Chart
  const coach = chart.sizes.find((size) => size.label === 'Coach')
  if (!coach?.values[0]) throw new Error('No coach bag in the bag size chart')
  return coach.values[0].from
}

test('staff change a measurement in a size chart and a FAQ answer and publish each: the product page and the sizing guide both show the new measurement', async ({ page, context }) => {
  test.slow()
  // 21 on a fresh lake; a retry starts from whatever the failed try left.
  const before = coachBagLength()
  const after = before + 1
  await signInToStudio(page)
  await page.getByText('Sizing', { exact: true }).first().click()
  await openDocument(page, 'Size charts', 'Bag Dimensions')
  await page.getByText('Coach', { exact: true }).first().click()
  // The size's dialog lists its values, each named by its measurement; the length is the first, opened in a dialog of its own.
  await expect(page.getByRole('dialog').getByText('Length (A)', { exact: true })).toBeVisible()
  await expect(page.getByRole('dialog').getByText('Height (C)', { exact: true })).toBeVisible()
  await page.getByRole('dialog').getByText(String(before), { exact: true }).first().click()
  await page.getByRole('dialog').last().getByRole('spinbutton', { name: 'From' }).fill(String(after))
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await publish(page, 'Bag Dimensions')

  // Four panes deep the desk's first pane is folded away: start again from the product list.
  await page.goto('/studio/structure/product')
  await page.getByText('Coaches Bag', { exact: true }).first().click(STUDIO_START)
  await page.getByRole('tab', { name: 'Sizing, customisation & FAQ' }).click(STUDIO_START)
  await page.getByText('How big is the Coaches Bag?', { exact: true }).first().click()
  const answer = `It measures ${after} x 12 x 13 inches, with room for clipboards, a whiteboard and pucks.`
  await page.getByRole('dialog').getByRole('textbox', { name: 'Answer' }).fill(answer)
  await page.keyboard.press('Escape')
  await publish(page, 'Coaches Bag')

  const shop = await context.newPage()
  const coachLength = () =>
    shop.getByRole('table', { name: 'Bag Dimensions', exact: true }).getByRole('row').filter({ has: shop.getByRole('rowheader', { name: 'Coach', exact: true }) }).getByRole('cell').first().textContent()
  await visitorSees(shop, '/products/coaches-bag', coachLength).toBe(String(after))
  await shop.getByText('How big is the Coaches Bag?').click()
  await expect(shop.getByText(answer)).toBeVisible()
  await visitorSees(shop, '/sizing-guide?tab=bags', coachLength).toBe(String(after))
})

test('a browser that has not accepted the lake\'s certificate is told how to, instead of getting a broken Studio', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: false })
  const page = await context.newPage()
  await page.goto('/studio')
  await expect(page.getByRole('heading', { name: 'Your browser cannot reach the local content server yet' })).toBeVisible(STUDIO_START)
  await expect(page.getByRole('link', { name: 'the content server' })).toHaveAttribute('href', /^https:\/\/127\.0\.0\.1:\d+\/v1\/ping$/)
  await context.close()
})

test('staff replace a product picture in the Studio: the upload is kept and the published page shows it from the site', async ({ page, context }) => {
  test.slow()
  await signInToStudio(page)
  await openDocument(page, 'Products', 'Coaches Bag')
  await page.getByRole('tab', { name: 'Images' }).click()
  await page.getByRole('button', { name: 'Open image options menu' }).first().click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('menuitem', { name: /upload/i }).click()
  await (await chooser).setFiles({ name: 'coaches-bag-photo.png', mimeType: 'image/png', buffer: PHOTO })
  const uploaded = `image-${PHOTO_SHA1}-3x2-png`
  await expect.poll(() => (lakeDocument('drafts.product-coaches-bag')?.image as { asset?: { _ref?: string } } | undefined)?.asset?._ref).toBe(uploaded)
  await publish(page, 'Coaches Bag')

  const shop = await context.newPage()
  const picture = shop.getByRole('img', { name: lakeAlt('product-coaches-bag') }).first()
  await visitorSees(shop, '/products/coaches-bag', () => picture.getAttribute('src')).toBe(`/content-assets/${PHOTO_SHA1}.png`)
  // The browser loaded it from the site: decoded, at the size the upload has, served as the image it was checked to be.
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(3)
  const served = await shop.request.get(`/content-assets/${PHOTO_SHA1}.png`)
  expect(served.headers()).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' })
  await page.screenshot({ path: test.info().outputPath('studio-image.png') })
})

test('two Studio tabs edit the same product at once: both changes are kept, each tab shows the other\'s, and the published page has both', async ({ page, context }) => {
  test.slow()
  await signInToStudio(page)
  await openDocument(page, 'Products', 'CHEL Game Jersey')
  const second = await context.newPage()
  await second.goto(page.url())
  await second.getByRole('tab', { name: 'Options & prices' }).click(STUDIO_START)

  // One right after the other: the second tab edits before it has seen the first tab's change.
  await setOptionPrice(page, 'CHEL Enhanced', 79)
  await setOptionPrice(second, 'CHEL Youth', 57)
  const draft = () => lakeDocument('drafts.product-chel-jersey')
  await expect.poll(() => [optionPriceOf(draft(), 'CHEL Enhanced'), optionPriceOf(draft(), 'CHEL Youth')]).toEqual([79, 57])
  for (const tab of [page, second]) {
    await expect(tab.getByText('$79').first()).toBeVisible()
    await expect(tab.getByText('$57').first()).toBeVisible()
  }
  await publish(second, 'CHEL Game Jersey')
  const published = () => lakeDocument('product-chel-jersey')
  expect([optionPriceOf(published(), 'CHEL Enhanced'), optionPriceOf(published(), 'CHEL Youth')]).toEqual([79, 57])

  const shop = await context.newPage()
  await visitorSees(shop, '/products/chel-jersey', () => optionPrice(shop, 'CHEL Enhanced').textContent()).toContain('$79')
  await expect(optionPrice(shop, 'CHEL Youth')).toContainText('$57')
})

// Guards staff editing in the real Studio on the embedded default: the local content lake behind
// /studio, a publish that reaches the public pages within seconds, and two Studio tabs kept in step.
import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'
import { openDocument, publish, signInToStudio } from '../support/studio'

/** The price the product page shows for one of its options. */
function optionPrice(page: Page, option: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: option, level: 3 }) })
}

test('staff change an option price in the Studio and publish it: the product page shows it within 5 seconds, a second Studio tab sees it live, a reload keeps it', async ({ page, context }) => {
  // The Studio is a large application, loaded three times here: longer than one journey's usual time.
  test.slow()
  await signInToStudio(page)
  await openDocument(page, 'Products', 'Showtime Game Jersey')
  await page.getByRole('tab', { name: 'Options & prices' }).click()
  await expect(page.getByText('$120').first()).toBeVisible()

  // A second tab on the same document, signed in by the same browser.
  const second = await context.newPage()
  await second.goto(page.url())
  await second.getByRole('tab', { name: 'Options & prices' }).click()
  await expect(second.getByText('$120').first()).toBeVisible()

  await page.getByText('Elite Pro', { exact: true }).first().click()
  const price = page.getByRole('dialog').getByLabel('Price', { exact: false }).first()
  await expect(price).toHaveValue('120')
  await price.fill('135')
  await page.keyboard.press('Escape')
  await publish(page, 'Showtime Game Jersey')
  const published = Date.now()

  const shop = await context.newPage()
  await expect
    .poll(
      async () => {
        await shop.goto('/products/showtime-jersey')
        return optionPrice(shop, 'Elite Pro').textContent()
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toContain('$135')
  expect(Date.now() - published).toBeLessThan(5_000)
  // The page stays static: served from the cache the publish refreshed, not rendered per visit.
  const response = await shop.goto('/products/showtime-jersey')
  expect(response?.headers()['x-nextjs-prerender']).toBe('1')
  expect(response?.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)

  await expect(second.getByText('$135').first()).toBeVisible()
  await page.reload()
  await page.getByRole('tab', { name: 'Options & prices' }).click()
  await expect(page.getByText('$135').first()).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('studio-product.png') })
})

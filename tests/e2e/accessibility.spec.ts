import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const pages = [
  '/',
  '/products',
  '/products/showtime-jersey',
  '/products/team-bags',
  '/products/no-such-product',
  '/about',
  '/process',
  '/contact',
  '/sizing-guide',
  '/order/confirmation',
  '/no/such/page',
]

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(' ')) }))
}

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path)
    // Every lazy picture and below-the-fold section rendered, as a reader scrolling would see it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('the open phone menu has no serious or critical accessibility violations', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu toggle exists below the large breakpoint')
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  expect(await seriousViolations(page)).toEqual([])
})

// Guards the display font's split: pages fetch only its preloaded capitals-only core file, and the extended file only when lower case or accents show.
import { expect } from '@playwright/test'
import { test } from '../support/test'
import { open, readToTheEnd } from '../support/pages'

const extendedFile = /oswald_extended.*\.woff2$/

// The display face's core file has capitals only (lib/fonts/subset.ts): a heading, button or label set
// in it without `uppercase` would make every page that shows it fetch the extended file too.
for (const path of ['/', '/products', '/products/showtime-jersey', '/about', '/process', '/contact', '/sizing-guide']) {
  test(`${path}, read to the end, fetches only the display font's preloaded core file`, async ({ page }) => {
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
    })
    await page.goto(path)
    // Sections below the fold are styled only when they come near the viewport.
    await readToTheEnd(page)
    expect(fonts).toEqual([expect.stringMatching(/oswald_core.*\.woff2$/)])
  })
}

test('lower case and accents in the display face come from its extra file, fetched only when a page shows one', async ({ page }) => {
  const extendedFonts: string[] = []
  page.on('request', (request) => {
    if (extendedFile.test(request.url())) extendedFonts.push(request.url())
  })
  // Hydrated first: hydrating over the changed heading would find a mismatch and render the server's text again.
  await open(page, '/products/showtime-jersey')
  expect(extendedFonts).toEqual([])
  // As if a heading were set in the display face without capitals, naming a French team.
  const heading = page.getByRole('heading', { level: 1 })
  await heading.evaluate((element) => {
    element.textContent = 'Les Canadiens de Montréal'
    element.style.textTransform = 'none'
  })
  await expect.poll(() => extendedFonts.length).toBeGreaterThan(0)
  await expect.poll(() => heading.evaluate(() => document.fonts.check('bold 16px oswaldExtended', 'é'))).toBe(true)
})

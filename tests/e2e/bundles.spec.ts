import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

// Strings that only the Studio's code contains.
const studioMarkers = ['sanity/structure', 'sanity.imageAsset']
const publicPages = ['/', '/products', '/products/showtime-jersey', '/products/no-such-product']

test('the markers are real: the build does contain Studio code', () => {
  const chunks = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'static', 'chunks')
  const sources = readdirSync(chunks).filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(chunks, file), 'utf8'))
  for (const marker of studioMarkers) expect(sources.some((source) => source.includes(marker)), marker).toBe(true)
})

for (const pagePath of publicPages) {
  test(`${pagePath} loads no Studio code`, async ({ page }) => {
    const scripts: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text())
    })
    await page.goto(pagePath, { waitUntil: 'networkidle' })
    const sources = await Promise.all(scripts)
    expect(sources.length).toBeGreaterThan(0)
    for (const marker of studioMarkers) expect(sources.filter((source) => source.includes(marker)), marker).toEqual([])
  })
}

// Guards the developer pages: 404 unless the server was started with them on; when enabled, the image fallback chain, the dev tools' tabs and docs, and the docs route's allow-list.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Locator } from '@playwright/test'
import { test } from '../support/test'
import type { DevDocs } from '@/lib/dev/docs'
import { elementHydrated } from '@/tests/support/pages'
import { seedDocument } from '@/tests/support/seed'

const docsRoute = (slug: string) => `/admin/dev-tools/docs/${slug}`
const notFoundTitle = seedDocument<{ title: string }>('notFoundPage').title

/**
 * The address an <img> shows, without the origin (next/image makes the attribute absolute after
 * hydration). Pictures load lazily, so the chain only runs once the picture is scrolled to. Each step
 * of the chain is a new <img> (keyed by its address): one replaced while being read answers null, and
 * the caller's poll asks again.
 */
async function shownSource(image: Locator) {
  try {
    await image.scrollIntoViewIfNeeded()
    return await image.evaluate((element: HTMLImageElement) => element.src.replace(location.origin, ''))
  } catch (error) {
    if (error instanceof Error && error.message.includes('not attached to the DOM')) return null
    throw error
  }
}

test.describe('developer pages switched off (no ENABLE_DEV_PAGES=1)', () => {
  test.skip(({ devPages }) => devPages, 'the server was started with ENABLE_DEV_PAGES=1')

  test('/image-test, /admin/dev-tools and the docs route answer 404', async ({ page, request }) => {
    for (const pagePath of ['/image-test', '/admin/dev-tools']) {
      const response = await page.goto(pagePath)
      expect(response?.status(), pagePath).toBe(404)
      // The offside page, without the developer frame that would point at the other page.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Developer pages' })).toHaveCount(0)
    }
    expect((await request.get(docsRoute('swr'))).status()).toBe(404)
  })

  test('spelled with escapes, or asked for as a client navigation, they answer 404 too', async ({ request }) => {
    for (const pagePath of ['/image%2Dtest', '/%69mage-test', '/admin%2Fdev-tools', '/%61dmin/dev%2Dtools']) {
      const response = await request.get(pagePath)
      expect(response.status(), pagePath).toBe(404)
      expect(await response.text(), pagePath).not.toContain('Developer pages')
    }
    // A client navigation's request for a page's data, as the router sends it (`?_rsc` and the rsc header): the 404 page's data.
    for (const pagePath of ['/image-test', '/admin/dev-tools']) {
      const data = await (await request.get(`${pagePath}?_rsc`, { headers: { rsc: '1' } })).text()
      expect(data, pagePath).toContain(notFoundTitle)
      for (const word of ['Image test', 'Developer pages', 'Developer tools']) expect(data, pagePath).not.toContain(word)
    }
  })
})

test.describe('developer pages switched on (ENABLE_DEV_PAGES=1)', () => {
  test.skip(({ devPages }) => !devPages, 'the server was started without ENABLE_DEV_PAGES=1')

  const settings = seedDocument<{ fallbackImage: { _sanityAsset: string } }>('siteSettings')
  const fallback = settings.fallbackImage._sanityAsset.replace(/^.*\/public\//, '/')

  function generatedDocs(slug: string): DevDocs {
    const file = path.join(process.cwd(), '.data', 'dev-docs', `${slug}.json`)
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as DevDocs
    } catch {
      throw new Error(`${file} is missing: run \`npm run extract-docs\` before these tests`)
    }
  }

  test('the image test shows each step of the fallback chain with the debug text', async ({ page }) => {
    await page.goto('/image-test')
    await expect(page.getByRole('heading', { level: 1, name: 'Image test' })).toBeVisible()
    const step = (name: string) => page.getByRole('figure', { name, exact: true })
    const debugText = 'Image failed to load, using fallback'

    await expect.poll(() => shownSource(step('Picture loads').getByRole('img'))).toBe('/images/products/showtime-front.svg')
    await expect.poll(() => shownSource(step('Legacy folder').getByRole('img'))).toBe('/images/legacy/classic-jersey.svg')
    await expect.poll(() => shownSource(step('Placeholder').getByRole('img'))).toMatch(/^data:image\/svg\+xml,/)
    const last = step('Default fallback')
    await expect.poll(() => shownSource(last.getByRole('img'))).toBe(fallback)
    await expect.poll(() => last.getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

    for (const name of ['Legacy folder', 'Placeholder', 'Default fallback']) await expect(step(name).getByText(debugText)).toBeVisible()
    await expect(step('Picture loads').getByText(debugText)).toHaveCount(0)
  })

  test('the image test chooses pictures by category and by keywords', async ({ page }) => {
    await page.goto('/image-test')
    const byCategory = page.getByRole('region', { name: 'By category' })
    await expect(byCategory.getByRole('figure')).toHaveCount(8)
    await expect.poll(() => shownSource(byCategory.getByRole('figure', { name: 'logo' }).getByRole('img'))).toMatch(/^\/images\/brand\/logo/)

    const goalieJersey = page.getByRole('figure', { name: '“goalie jersey”' })
    await expect(goalieJersey).toContainText('Category: jersey.')
    await expect.poll(() => shownSource(page.getByRole('figure', { name: '“team bags for the goalie”' }).getByRole('img'))).toBe('/images/products/team-bags-goalie.svg')
    await expect.poll(() => shownSource(page.getByRole('figure', { name: '“zamboni at midnight”' }).getByRole('img'))).toBe(fallback)
  })

  test('developer tools: noindex, environment, tabs by keyboard, and a library’s documentation', async ({ page }) => {
    const response = await page.goto('/admin/dev-tools')
    expect(response?.status()).toBe(200)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByText('Environment: production')).toBeVisible()

    const dependencies = page.getByRole('tab', { name: 'Dependencies' })
    const components = page.getByRole('tab', { name: 'Components' })
    await expect(dependencies).toHaveAttribute('aria-selected', 'true')
    const libraries = page.getByRole('group', { name: 'Library' }).getByRole('button')
    await expect(libraries).toHaveText(['next', 'react', 'sanity', '@sanity/client', 'zod', 'swr'])
    await elementHydrated(libraries.first())
    await expect(page.getByText('Choose a library to read its documentation.')).toBeVisible()

    const docs = generatedDocs('swr')
    await libraries.filter({ hasText: 'swr' }).click()
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^swr v${docs.version}`) })).toBeVisible()
    await expect(page.getByText(docs.narrative.split('\n\n')[0]!)).toBeVisible()
    const names = Object.keys(docs.api)
    expect(names.length).toBeGreaterThan(0)
    for (const name of names.slice(0, 3)) await expect(page.locator('dt').getByText(name, { exact: true })).toBeVisible()

    await dependencies.focus()
    await page.keyboard.press('ArrowRight')
    await expect(components).toBeFocused()
    await expect(components).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Components' })).toContainText('coming soon')
    await page.keyboard.press('Home')
    await expect(dependencies).toBeFocused()
    await expect(page.getByRole('tabpanel', { name: 'Dependencies' }).getByRole('heading', { level: 2 })).toBeVisible()
  })

  test('developer tools: the two error messages', async ({ page, baseURL }) => {
    // The real route's answer for a library without a docs file, as if extract-docs had skipped react.
    await page.route(`**${docsRoute('react')}`, (route) => route.continue({ url: new URL(docsRoute('no-such-library'), baseURL).toString() }))
    await page.route(`**${docsRoute('zod')}`, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
    await page.goto('/admin/dev-tools')
    const panel = page.getByRole('tabpanel', { name: 'Dependencies' })
    const libraries = panel.getByRole('group', { name: 'Library' })
    // Scoped to the panel: Next's route announcer is an alert too.
    const alert = panel.getByRole('alert')
    await elementHydrated(libraries.getByRole('button').first())

    await libraries.getByRole('button', { name: 'react' }).click()
    await expect(alert).toContainText('Error')
    await expect(alert).toContainText('Documentation not found for react. Run the extract-docs command first.')

    await libraries.getByRole('button', { name: 'zod' }).click()
    await expect(alert).toContainText('Failed to load documentation')

    await libraries.getByRole('button', { name: 'swr' }).click()
    await expect(alert).toHaveCount(0)
    await expect(panel.getByRole('heading', { level: 2, name: /^swr/ })).toBeVisible()
  })

  test('the docs route serves the six libraries only', async ({ request }) => {
    const response = await request.get(docsRoute('sanity-client'))
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual(generatedDocs('sanity-client'))
    for (const slug of ['no-such-library', '%40sanity%2Fclient', '..%2F..%2Fpackage.json', 'sanity-client.json']) {
      expect((await request.get(docsRoute(slug))).status(), slug).toBe(404)
    }
  })
})

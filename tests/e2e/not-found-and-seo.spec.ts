// Guards the 404 answers (the offside page in the answer itself), the shop's icon and search-engine files: sitemap, robots.txt, share images and metadata.
import { expect } from '@playwright/test'
import { test } from '../support/test'
import { seedDocument } from '@/tests/support/seed'

type NotFound = { code: string; title: string; text: string; links: { label: string; href: string }[] }
const copy = seedDocument<NotFound>('notFoundPage')

test('an unknown path answers 404 with the offside page, its two buttons, and logs the path', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible()
  await expect(page.getByText(copy.text)).toBeVisible()
  await expect(page.getByText(copy.code, { exact: true }).first()).toBeVisible()
  for (const link of copy.links) await expect(page.getByRole('main').getByRole('link', { name: link.label })).toHaveAttribute('href', link.href)
  await expect.poll(() => logged.some((line) => line.includes('/no/such/page'))).toBe(true)
})

// The words travel in the answer's page payload, which the browser renders: with Cache Components, Next
// (16.4) sends a notFound() page as an empty shell plus that payload (vercel/next.js#95613).
test('the 404 answer itself carries the offside page: nothing more is fetched to show it', async ({ request }) => {
  for (const path of ['/no/such/page', '/products/showtime-jersey/extra']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    const html = (await response.text()).replaceAll('&#x27;', "'")
    for (const words of [copy.title, copy.text, ...copy.links.map((link) => link.label)]) expect(html, path).toContain(words)
  }
})

test('the sitemap lists the public pages and every product, and nothing private', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/products', '/about', '/process', '/contact', '/sizing-guide', '/products/showtime-jersey', '/products/coaches-bag']) {
    expect(xml).toContain(`${path}</loc>`)
  }
  for (const path of ['/studio', '/admin', '/image-test', '/cart', '/account']) expect(xml).not.toContain(path)
})

test('robots.txt keeps crawlers out of private pages and names the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  for (const path of ['/studio', '/admin', '/image-test', '/cart', '/account']) expect(robots).toContain(`Disallow: ${path}`)
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
})

test('every page names the shop\'s icon, which the site serves: the browser asks for no missing favicon', async ({ page }) => {
  const missing: string[] = []
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url())
  })
  for (const path of ['/', '/products', '/checkout']) {
    await page.goto(path)
    const icon = await page.locator('link[rel="icon"]').first().getAttribute('href')
    expect(icon, path).toBeTruthy()
    const answer = await page.request.get(icon!)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toContain('image/svg+xml')
  }
  expect(missing).toEqual([])
})

test('each product has a generated share image and page metadata', async ({ page, request }) => {
  await page.goto('/products/chel-jersey')
  await expect(page).toHaveTitle(/CHEL Game Jersey/)
  const og = await page.locator('meta[property="og:image"]').first().getAttribute('content')
  const image = await request.get(new URL(og!).pathname + new URL(og!).search)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/png')
  expect((await image.body()).length).toBeGreaterThan(10_000)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\/chel-jersey$/)
})

test('a product or wizard address naming no product answers 404 with the page saying so', async ({ page }) => {
  const answers = []
  for (const path of ['/products/no-such-product', '/express-order/no-such-product', '/order/no-such-product']) {
    const response = await page.goto(path)
    answers.push({ path, status: response?.status(), heading: await page.getByRole('heading', { level: 1 }).textContent() })
  }
  expect(answers).toEqual([
    { path: '/products/no-such-product', status: 404, heading: 'Product Not Found' },
    { path: '/express-order/no-such-product', status: 404, heading: copy.title },
    { path: '/order/no-such-product', status: 404, heading: copy.title },
  ])
})

test('a made-up product address gets no share image drawn: 404, not a picture', async ({ page, request }) => {
  await page.goto('/products/chel-jersey')
  const og = new URL((await page.locator('meta[property="og:image"]').first().getAttribute('content'))!)
  const made = await request.get(og.pathname.replace('chel-jersey', 'no-such-product') + og.search)
  expect(made.status()).toBe(404)
  expect(made.headers()['content-type']).not.toBe('image/png')
})

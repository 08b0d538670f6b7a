// Guards the product page's parts: gallery, pictures and diagrams that fail to load, the one-open FAQ, the collar block, related products and structured data.
import { expect } from '@playwright/test'
import { test } from '../support/test'
import { holdRequests, open } from '@/tests/support/pages'
import { seedDocument } from '@/tests/support/seed'

type Wording = { productDetail: { collarTitle: string; relatedTitle: string; faqTitle: string; sizingTitle: string } }
type Product = { name: string; options: { price: number }[]; faqs: { question: string; answer: string }[]; additionalImages: unknown[] }

const wording = seedDocument<Wording>('productsPage').productDetail
const showtime = seedDocument<Product>('product-showtime-jersey')
const pictures = showtime.additionalImages.length + 1

test('the gallery moves with previous, next and dots, wrapping at both ends', async ({ page }) => {
  await open(page, '/products/showtime-jersey')
  const gallery = page.getByRole('region', { name: `${showtime.name} pictures` })
  const slide = gallery.locator('[aria-roledescription="slide"]')
  await expect(slide).toHaveAttribute('aria-label', `1 of ${pictures}`)
  await gallery.getByRole('button', { name: 'Previous picture' }).click()
  await expect(slide).toHaveAttribute('aria-label', `${pictures} of ${pictures}`)
  await gallery.getByRole('button', { name: 'Next picture' }).click()
  await expect(slide).toHaveAttribute('aria-label', `1 of ${pictures}`)
  await gallery.getByRole('button', { name: `Show picture 2 of ${pictures}` }).click()
  await expect(slide).toHaveAttribute('aria-label', `2 of ${pictures}`)
  await expect(gallery.getByRole('button', { name: `Show picture 2 of ${pictures}` })).toHaveAttribute('aria-current', 'true')
})

test('a gallery picture that fails to load is replaced by the fallback image', async ({ page }) => {
  await page.route('**/images/products/showtime-back.svg', (route) => route.abort())
  await open(page, '/products/showtime-jersey')
  const gallery = page.getByRole('region', { name: `${showtime.name} pictures` })
  await gallery.getByRole('button', { name: 'Next picture' }).click()
  await expect(gallery.getByRole('img').first()).toHaveAttribute('src', /brand\/fallback\.svg/)
})

test('a sizing diagram that fails to load is hidden, the tables stay', async ({ page }) => {
  await page.route('**/images/diagrams/jersey.svg', (route) => route.abort())
  await page.goto('/products/showtime-jersey')
  const sizing = page.getByRole('region', { name: wording.sizingTitle })
  await sizing.scrollIntoViewIfNeeded()
  await expect(sizing.getByRole('table').first()).toBeVisible()
  await expect(sizing.locator('img[src*="diagrams/jersey.svg"]')).toHaveCount(0)
})

test('a sizing diagram that fails before the page\'s scripts run is hidden once they do', async ({ page }) => {
  const diagram = 'img[src*="diagrams/jersey.svg"]'
  const release = await holdRequests(page, '**/_next/static/chunks/*.js')
  await page.route('**/images/diagrams/jersey.svg', (route) => route.abort())
  await page.goto('/products/showtime-jersey', { waitUntil: 'commit' })
  await page.locator(diagram).scrollIntoViewIfNeeded()
  await page.waitForFunction((selector) => {
    const image = document.querySelector<HTMLImageElement>(selector)
    return image?.complete && image.naturalWidth === 0
  }, diagram)
  release()
  await expect(page.locator(diagram)).toHaveCount(0)
  await expect(page.getByRole('region', { name: wording.sizingTitle }).getByRole('table').first()).toBeVisible()
})

test('the FAQ keeps one answer open at a time and can be collapsed', async ({ page }) => {
  await open(page, '/products/showtime-jersey')
  const [first, second] = showtime.faqs
  const faq = page.getByRole('region', { name: wording.faqTitle })
  await faq.getByText(first!.question).click()
  await expect(faq.getByText(first!.answer)).toBeVisible()
  await faq.getByText(second!.question).click()
  await expect(faq.getByText(second!.answer)).toBeVisible()
  await expect(faq.getByText(first!.answer)).toBeHidden()
  await faq.getByText(second!.question).click()
  await expect(faq.getByText(second!.answer)).toBeHidden()
})

test('the collar block shows only for products with a collar picture', async ({ page }) => {
  await page.goto('/products/showtime-jersey')
  await expect(page.getByRole('heading', { name: wording.collarTitle })).toBeVisible()
  await page.goto('/products/socks')
  await expect(page.getByRole('heading', { name: wording.collarTitle })).toHaveCount(0)
})

test('four related products, the same category first', async ({ page }) => {
  await page.goto('/products/showtime-jersey')
  const related = page.getByRole('region', { name: wording.relatedTitle })
  await expect(related.getByRole('listitem')).toHaveCount(4)
  await expect(related.getByRole('heading', { level: 3 }).first()).toHaveText(/jersey/i)
  await expect(related.getByText(showtime.name, { exact: true })).toHaveCount(0)
})

test('product structured data names the product and its price range', async ({ page }) => {
  await page.goto('/products/showtime-jersey')
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  const prices = showtime.options.map((option) => option.price)
  expect(ld).toMatchObject({ '@type': 'Product', name: showtime.name, offers: { lowPrice: Math.min(...prices), highPrice: Math.max(...prices), priceCurrency: 'USD' } })
})

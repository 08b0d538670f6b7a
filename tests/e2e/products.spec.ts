// Guards the product line and product pages against the content: cards and their links, option prices, FAQs and the 404 for unknown products.
import { expect } from '@playwright/test'
import { test } from '../support/test'
import { formatMoney } from '@/lib/format/money'
import { seedDocument } from '@/tests/support/seed'

type Ref = { _ref: string }
type ProductsPage = { title: string; detailsLabel: string; cards: { product: Ref; linkTo?: Ref }[] }
type Product = { name: string; slug: { current: string }; options: { name: string; price: number; priceUnit?: string }[]; faqs: { question: string }[] }

const productsPage = seedDocument<ProductsPage>('productsPage')
const product = (id: string) => seedDocument<Product>(id)

test('the product line lists the nine cards of the content, each linking where the content says', async ({ page }) => {
  await page.goto('/products')
  await expect(page.getByRole('heading', { level: 1, name: productsPage.title })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home')

  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(9)
  for (const [index, card] of productsPage.cards.entries()) {
    const shown = product(card.product._ref)
    const target = product((card.linkTo ?? card.product)._ref)
    const item = cards.nth(index)
    await expect(item.getByRole('heading', { name: shown.name })).toBeVisible()
    await expect(item.getByRole('link', { name: `${productsPage.detailsLabel}: ${shown.name}` })).toHaveAttribute('href', `/products/${target.slug.current}`)
  }
})

test('Team Bags and Coaches Bag both open the team bags page', async ({ page }) => {
  await page.goto('/products')
  for (const name of ['Team Bags', 'Coaches Bag']) {
    await expect(page.getByRole('link', { name: new RegExp(`${productsPage.detailsLabel}: .*${name}`, 'i') })).toHaveAttribute('href', '/products/team-bags')
  }
})

test('a product page shows the name, every option at its content price, and the FAQs', async ({ page }) => {
  const showtime = product('product-showtime-jersey')
  await page.goto('/products')
  await page.getByRole('link', { name: `${productsPage.detailsLabel}: ${showtime.name}` }).click()
  await expect(page).toHaveURL('/products/showtime-jersey')
  await expect(page.getByRole('heading', { level: 1, name: showtime.name })).toBeVisible()

  const options = page.getByRole('region', { name: 'Available Options' })
  for (const option of showtime.options) {
    const item = options.getByRole('listitem').filter({ has: page.getByRole('heading', { name: option.name, exact: true }) })
    // The Studio holds dollars; the page writes cents the shop's one way, catalogue style.
    await expect(item).toContainText(formatMoney(Math.round(option.price * 100), { short: true, unit: option.priceUnit }))
  }
  for (const faq of showtime.faqs) await expect(page.getByText(faq.question)).toBeVisible()
  await expect(page.getByRole('link', { name: /Standard Order/ })).toHaveAttribute('href', '/order/showtime-jersey')
  await expect(page.getByRole('link', { name: /Express Order/ })).toHaveAttribute('href', '/express-order/showtime-jersey')
})

test('an unknown product answers 404 with the Product Not Found copy and nothing of a product', async ({ page }) => {
  const copy = seedDocument<{ productNotFoundTitle: string; productNotFoundText: string }>('notFoundPage')
  const response = await page.goto('/products/no-such-jersey')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: copy.productNotFoundTitle })).toBeVisible()
  await expect(page.getByText(copy.productNotFoundText)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Available Options' })).toHaveCount(0)
})

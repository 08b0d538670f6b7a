import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from '../support/axe'
import { hydrated, open } from '../support/pages'

// Journeys of a customer through the shop: cart, sign-in merge, checkout, order history, saved
// teams. Each test registers its own account against the run's fresh commerce backend.

const PASSWORD = 'rink-side-2026'
const uniqueEmail = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

async function register(page: Page, email: string) {
  await open(page, '/register')
  await page.getByLabel('First name').fill('Casey')
  await page.getByLabel('Last name').fill('Keeper')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('button', { name: /create account/i }).click()
  await expect(page).toHaveURL(/\/account$/)
}

async function signOut(page: Page) {
  await open(page, '/account')
  await page.getByRole('button', { name: /sign out/i }).click()
  await expect(page).toHaveURL(/\/$/)
}

async function signIn(page: Page, email: string, next = '/account') {
  await open(page, `/sign-in?next=${encodeURIComponent(next)}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: /^sign in$/i }).click()
  await expect(page).toHaveURL(new RegExp(`${next}$`))
}

/** Adds a product from its page; the option is chosen by its visible label. */
async function addToCart(page: Page, slug: string, { option, quantity }: { option?: string; quantity: number }) {
  await open(page, `/products/${slug}`)
  const form = page.getByRole('form', { name: 'Add to cart' })
  if (option) await form.getByLabel('Option', { exact: true }).selectOption({ label: option })
  await form.getByLabel('Quantity', { exact: true }).fill(String(quantity))
  await form.getByRole('button', { name: 'Add to cart' }).click()
  await expect(form.getByRole('status')).toContainText('Added')
}

// The header's cart link says how many items there are. By role, so pages Next keeps hidden for
// back navigation (with their own, older header) never count.
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ })
const itemsInCart = (count: number) => (count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart')

test.describe('shop journeys', () => {
  test.skip(({ isMobile }) => isMobile, 'one viewport is enough for data journeys; layout is covered elsewhere')

  test('register, cart while signed out, sign in merges the carts, checkout, order in history', async ({ page }) => {
    const email = uniqueEmail('buyer')
    await register(page, email)
    await addToCart(page, 'showtime-jersey', { option: 'Elite Pro — $120.00', quantity: 4 })
    await signOut(page)
    await expect(cartLink(page)).toHaveAccessibleName(itemsInCart(0))

    await addToCart(page, 'showtime-jersey', { option: 'Standard Pro — $100.00', quantity: 8 })
    await expect(cartLink(page)).toHaveAccessibleName(itemsInCart(8))
    // A price edited in the browser's storage is never charged: the server prices every line.
    await page.evaluate(() => {
      const key = 'hockey-kit-shop:cart:v1'
      const lines = JSON.parse(localStorage.getItem(key) ?? '[]') as { unitPriceCents: number }[]
      localStorage.setItem(key, JSON.stringify(lines.map((line) => ({ ...line, unitPriceCents: 1 }))))
    })

    await signIn(page, email, '/cart')
    await expect(cartLink(page)).toHaveAccessibleName(itemsInCart(12))
    const lines = page.getByTestId('cart-line')
    await expect(lines).toHaveCount(2)
    // 12 Showtime jerseys in all: the 10-24 tier, $95 base, Elite keeps its $20 premium.
    await expect(lines.filter({ hasText: 'Elite Pro' })).toContainText('$115.00 each')
    await expect(lines.filter({ hasText: 'Standard Pro' })).toContainText('$95.00 each')
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$1,220.00')
    expect(await page.evaluate(() => localStorage.getItem('hockey-kit-shop:cart:v1'))).toBeNull()

    await page.getByRole('link', { name: 'Checkout' }).click()
    await expect(page.getByTestId('checkout-total')).toHaveText('$1,220.00')
    await page.getByLabel('Street address').fill('12 Blue Line Ave')
    await page.getByLabel('City').fill('Buffalo')
    await page.getByLabel('State or province').fill('NY')
    await page.getByLabel('ZIP or postal code').fill('14201')
    await page.getByRole('button', { name: 'Place order' }).click()

    await expect(page).toHaveURL(/\/account\/order\?id=.+&placed=1/)
    await expect(page.getByText('your order is placed')).toBeVisible()
    await expect(page.getByTestId('order-total')).toHaveText('$1,220.00')
    await expect(cartLink(page)).toHaveAccessibleName(itemsInCart(0))

    await page.goto('/account')
    const order = page.getByTestId('order')
    await expect(order).toHaveCount(1)
    await expect(order).toContainText('Status: Pending')
    await expect(order).toContainText('Order placed')
    await expect(order).toContainText('Invoice · Pending')
    await expect(order.getByTestId('order-total')).toHaveText('$1,220.00')
  })

  test('checkout asks for a signed-in user, then for something in the cart', async ({ page }) => {
    await page.goto('/checkout')
    await expect(page.getByRole('alert').filter({ hasText: 'You must be logged in to checkout' })).toBeVisible()
    await register(page, uniqueEmail('empty'))
    await page.goto('/checkout')
    await expect(page.getByRole('alert').filter({ hasText: 'Your cart is empty' })).toBeVisible()
  })

  test('a checkout form sent twice places one order', async ({ page }) => {
    await register(page, uniqueEmail('twice'))
    await addToCart(page, 'socks', { quantity: 2 })
    await open(page, '/checkout')
    await page.getByLabel('Street address').fill('3 Crease Court')
    await page.getByLabel('City').fill('Toronto')
    await page.getByLabel('State or province').fill('ON')
    await page.getByLabel('Country').selectOption('CA')
    await page.getByLabel('ZIP or postal code').fill('m5v 2t6')
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form:has(input[name="idempotencyKey"])')
      form?.requestSubmit()
      form?.requestSubmit()
    })
    await expect(page).toHaveURL(/placed=1/)
    await page.goto('/account')
    await expect(page.getByTestId('order')).toHaveCount(1)
  })

  test('checkout keeps what was typed and says what to fix', async ({ page }) => {
    await register(page, uniqueEmail('typo'))
    await addToCart(page, 'socks', { quantity: 1 })
    await open(page, '/checkout')
    await page.getByLabel('Street address').fill('3 Crease Court')
    await page.getByLabel('ZIP or postal code').fill('ABCDE')
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please check the highlighted fields.' })).toBeVisible()
    await expect(page.getByText('City is required').first()).toBeVisible()
    await expect(page.getByLabel('Street address')).toHaveValue('3 Crease Court')
    await expect(page.getByLabel('ZIP or postal code')).toHaveAttribute('aria-invalid', 'true')
  })

  test('a cart the browser cannot read is emptied with a message, not a crash', async ({ page }) => {
    await page.goto('/cart')
    await expect(page.getByText('Your cart is empty')).toBeVisible()
    await page.evaluate(() => localStorage.setItem('hockey-kit-shop:cart:v1', '{"not": "a cart"'))
    await page.reload()
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't read the cart saved in this browser" })).toBeVisible()
    await expect(page.getByText('Your cart is empty')).toBeVisible()
  })

  test('cart lines can be changed, removed and cleared', async ({ page }) => {
    await addToCart(page, 'pant-shells', { quantity: 2 })
    await addToCart(page, 'socks', { quantity: 1 })
    await page.goto('/cart')
    const pants = page.getByTestId('cart-line').filter({ hasText: 'Pant Shell' })
    await pants.getByRole('spinbutton').fill('12')
    await pants.getByRole('spinbutton').press('Enter')
    await expect(cartLink(page)).toHaveAccessibleName(itemsInCart(13))
    await page.getByRole('button', { name: /Remove .*Socks/ }).click()
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await page.getByRole('button', { name: 'Clear cart' }).click()
    await expect(page.getByText('Your cart is empty')).toBeVisible()
    await expect(cartLink(page)).toHaveAccessibleName(itemsInCart(0))
  })

  test('saved teams: save, load into the customisation, list in the account, delete', async ({ page }) => {
    await register(page, uniqueEmail('coach'))
    await open(page, '/products/chel-jersey')
    await page.getByText('Team customisation').click()
    const panel = page.locator('details').filter({ hasText: 'Team customisation' })
    await panel.getByLabel('Team name').fill('Ice Hawks')
    await panel.getByRole('button', { name: '+ Add player' }).click()
    await panel.getByLabel('Player 1 name').fill('GRETZKY')
    await panel.getByLabel('Number').fill('99')
    await panel.getByRole('button', { name: 'Save this team' }).click()
    await expect(panel.getByText('Saved "Ice Hawks".')).toBeVisible()

    // Saving the same name again overwrites the team rather than adding another.
    await panel.getByLabel('Player 1 name').fill('LEMIEUX')
    await panel.getByRole('button', { name: 'Save this team' }).click()
    await expect(panel.getByLabel('Team', { exact: true }).locator('option')).toHaveCount(1)

    await page.reload()
    await hydrated(page)
    await page.getByText('Team customisation').click()
    await expect(panel.getByLabel('Team name')).toHaveValue('')
    await panel.getByRole('button', { name: 'Load team' }).click()
    await expect(panel.getByLabel('Team name')).toHaveValue('Ice Hawks')
    await expect(panel.getByLabel('Player 1 name')).toHaveValue('LEMIEUX')
    await expect(panel.getByLabel('Number')).toHaveValue('99')

    await page.goto('/account')
    const saved = page.getByTestId('saved-team')
    await expect(saved).toHaveCount(1)
    await expect(saved).toContainText('Ice Hawks')
    await expect(saved).toContainText('#99 LEMIEUX')
    await saved.getByRole('button', { name: /Delete/ }).click()
    await expect(page.getByText('No saved teams yet.')).toBeVisible()
  })

  test('choosing another product starts its customisation from the defaults', async ({ page }) => {
    await open(page, '/products/showtime-jersey')
    const form = page.getByRole('form', { name: 'Add to cart' })
    await expect(form.getByLabel('Size')).toHaveValue('M')
    await form.getByLabel('Size').selectOption('XL')
    await form.getByText('Team customisation').click()
    await form.getByLabel('Team name').fill('Blue Liners')
    await form.getByLabel('Primary colour').fill('#c8102e')

    await page.getByRole('region', { name: /related|you may also like/i }).getByRole('link').first().click()
    await expect(page).not.toHaveURL(/showtime-jersey/)
    await hydrated(page)
    const next = page.getByRole('form', { name: 'Add to cart' })
    await expect(next.getByLabel('Size')).toHaveValue('M')
    await next.getByText('Team customisation').click()
    await expect(next.getByLabel('Team name')).toHaveValue('')
    await expect(next.getByLabel('Primary colour')).toHaveValue('#003360')
    await expect(next.getByLabel('Secondary colour')).toHaveValue('#00a0df')
  })

  test('the filled cart, the checkout with errors and the open customisation have no serious accessibility violations', async ({ page }) => {
    await register(page, uniqueEmail('a11y'))
    await addToCart(page, 'showtime-jersey', { quantity: 2 })
    await page.getByText('Team customisation').click()
    await page.getByRole('button', { name: '+ Add player' }).click()
    expect(await seriousViolations(page)).toEqual([])
    await open(page, '/cart')
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    expect(await seriousViolations(page)).toEqual([])
    await open(page, '/checkout')
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please check the highlighted fields.' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

// Guards what goes into carts and orders: names, colours and pictures come from the catalogue, not the browser; unknown or out-of-stock colours and sizes a product is not made in are refused on reading, adding and again at checkout; oversized bodies are refused before they are read.
import { expect } from '@playwright/test'
import { decodeSession, signedInCustomer, sessionCookie } from '../support/account-flow'
import { open } from '../support/pages'
import { addToCart, fillAddress } from '../support/shop-flow'
import { test } from '../support/test'
import { AFTER_SERVER_ACTION } from '../support/timeouts'
import { newCartLine, type CartLine, type CartSnapshot } from '@/lib/cart/cart'
import { serviceClient } from '../support/commerce-service'
import { resetCustomization } from '@/lib/teams/customization'

/** A Showtime jersey line as the product page sends it (seed keys: Elite Pro, Navy & Sky Blue), with `changes` forged in. */
const showtime = (changes: Partial<CartLine> = {}) =>
  newCartLine({
    productSlug: 'showtime-jersey',
    name: 'Showtime Game Jersey',
    optionKey: 'ceecf567ba31',
    optionName: null,
    size: 'L',
    variantKey: '18f077a45710',
    variantName: null,
    colorCode: null,
    image: null,
    quantity: 2,
    unitPriceCents: 0,
    customization: resetCustomization(),
    ...changes,
  })

test('a cart sent by the browser is described by the catalogue: forged names dropped, unknown or out-of-stock colours and unmade sizes refused', async ({ request }) => {
  const forged = showtime({ name: 'Free jersey', optionName: 'Club price', variantName: 'Gold', colorCode: '#ffd700', image: 'https://evil.example/x.png' })
  const lines = [
    forged,
    showtime({ variantKey: 'gold-that-does-not-exist' }),
    showtime({ size: '6XL' }),
    // Socks in Navy & Sky Blue Stripe: out of stock in the seed.
    showtime({ productSlug: 'socks', optionKey: '787061457169', variantKey: 'fe8b64e9c8bc', size: 'M' }),
  ]
  const answer = await request.post('/api/cart', { data: { browserCart: JSON.stringify(lines) } })
  expect(answer.status()).toBe(200)
  const cart = (await answer.json()) as CartSnapshot
  expect(cart.lines).toHaveLength(1)
  const [line] = cart.lines
  expect(line).toMatchObject({ id: forged.id, variantName: 'Navy & Sky Blue', colorCode: expect.stringMatching(/^#[0-9a-f]{6}$/i) })
  expect(line?.name).not.toBe('Free jersey')
  expect(line?.optionName).not.toBe('Club price')
  expect(line?.image ?? '').not.toContain('evil.example')
  expect(cart.notice).toContain('That colour of')
  expect(cart.notice).toContain('is not made in size 6XL.')
  expect(cart.notice).toContain('is out of stock.')
})

test('a 5 MB cart body is refused at once with 413, and nothing is read from it', async ({ request }) => {
  const answer = await request.post('/api/cart', { data: { browserCart: 'x'.repeat(5_000_000) } })
  expect(answer.status()).toBe(413)
})

test('a stored cart tampered with in the database is not ordered as tampered: the name is the catalogue’s, a colour gone is refused', async ({ page }) => {
  await signedInCustomer(page)
  await addToCart(page, 'socks', { quantity: 2 })
  // What an attacker with write access to their own cart rows (or a bug) could leave there.
  const service = serviceClient()
  const { user } = decodeSession((await sessionCookie(page.context())).value)
  const tamper = async (row: { name?: string; color_code?: string; variant_key?: string }) => {
    const { data, error } = await service.from('cart_items').update(row).eq('user_id', user.id).select('id')
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
  }

  await tamper({ name: 'Free socks', color_code: '#ffd700' })
  await open(page, '/checkout')
  await fillAddress(page, { street: '3 Crease Court', city: 'Toronto', region: 'ON', country: 'CA', zip: 'M5V 2T6' })
  await tamper({ variant_key: 'fe8b64e9c8bc' })
  await page.getByRole('button', { name: /place order/i }).click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText('is out of stock. Please review your cart.', AFTER_SERVER_ACTION)
  await expect(page).toHaveURL('/checkout')

  await tamper({ variant_key: 'd5598335fcfd' })
  await page.getByRole('button', { name: /place order/i }).click()
  await expect(page).toHaveURL(/placed=1/, AFTER_SERVER_ACTION)
  await expect(page.getByText('Free socks')).toHaveCount(0)
  await expect(page.getByText(/Performance Socks|Socks/).first()).toBeVisible()
})

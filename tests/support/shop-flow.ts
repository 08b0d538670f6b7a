import { expect, type Locator, type Page } from '@playwright/test'
import { STORAGE_KEYS } from '@/lib/browser-storage'
import { open } from './pages'
import { AFTER_SERVER_ACTION } from './timeouts'

/**
 * The shop steps of the journeys, written once: add to cart, read the header's cart, fill in the
 * checkout's address. Account steps are in account-flow.ts.
 */

/**
 * Adds a product from its page; the option is chosen by its visible label ("Elite Pro — $120.00").
 * Waits for the form's own confirmation, which for a signed-in visitor comes from the server.
 */
export async function addToCart(page: Page, slug: string, { option, quantity }: { option?: string; quantity: number }) {
  await open(page, `/products/${slug}`)
  const form = page.getByRole('form', { name: 'Add to cart' })
  if (option) await form.getByLabel('Option', { exact: true }).selectOption({ label: option })
  await form.getByLabel('Quantity', { exact: true }).fill(String(quantity))
  await form.getByRole('button', { name: 'Add to cart' }).click()
  await expect(form.getByRole('status')).toContainText('Added', AFTER_SERVER_ACTION)
}

/**
 * The header's cart link, whose name says how many items there are. By role, so pages Next keeps
 * hidden for back navigation (with their own, older header) never count.
 */
export const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ })

/** The cart link's name for `count` items: "Cart", "Cart, 1 item", "Cart, 12 items". */
export const itemsInCart = (count: number) => (count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart')

/** The cart as this browser stores it (signed-out visitors), raw; null when there is none. */
export const storedCart = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cart)

/** Replaces the cart this browser stores with `text`, as a visitor (or anyone) editing storage could. */
export async function writeStoredCart(page: Page, text: string) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.cart, text] as const)
}

export type Address = { street: string; city: string; region: string; zip: string; country?: string }

/** Fills in the address fields (the checkout's, or a delivery's within `scope`) that `address` gives (the country by its code), leaving the others as they are. */
export async function fillAddress(scope: Page | Locator, address: Partial<Address>) {
  if (address.street !== undefined) await scope.getByLabel('Street address').fill(address.street)
  if (address.city !== undefined) await scope.getByLabel('City').fill(address.city)
  if (address.region !== undefined) await scope.getByLabel('State or province').fill(address.region)
  if (address.country !== undefined) await scope.getByLabel('Country').selectOption(address.country)
  if (address.zip !== undefined) await scope.getByLabel('ZIP or postal code').fill(address.zip)
}

import 'server-only'
import { applyCartChange, priceCart } from '@/lib/cart/change'
import { cartChangeSchema } from '@/lib/cart/change.schema'
import { cartTotals, newCartLine, type CartSnapshot } from '@/lib/cart/cart'
import { readStoredCart } from '@/lib/cart/cart.schema'
import { lineFromCatalogue, MAX_CART_LINES, type Catalogue } from '@/lib/cart/catalogue'
import { reportBackendError } from '@/lib/errors/backend'
import { ERROR_MESSAGES, SERVICE_UNAVAILABLE } from '@/lib/errors/catalogue'
import { storableDeep } from '@/lib/forms/storable-text'
import { loadAccountCart, saveAccountCart } from './cart'
import { loadCatalogue } from './prices'
import { getCurrentUser } from './session'

const FAILURE_BY_CHANGE = {
  add: ERROR_MESSAGES.cartAdd,
  update: ERROR_MESSAGES.cartUpdate,
  remove: ERROR_MESSAGES.cartRemove,
  clear: ERROR_MESSAGES.cartClear,
} as const

/** The cart as stored, checked but not yet priced: the account's lines, or the browser's. */
type StoredCart = Pick<CartSnapshot, 'signedIn' | 'lines' | 'notice' | 'error'>

async function storedCart(browserCart: string | null): Promise<StoredCart> {
  if (!(await getCurrentUser())) {
    const stored = readStoredCart(browserCart)
    return { signedIn: false, lines: stored.lines, notice: stored.error, error: null }
  }
  try {
    return { signedIn: true, lines: await loadAccountCart(), notice: null, error: null }
  } catch (error) {
    return { signedIn: true, lines: [], notice: null, error: reportBackendError(error).message }
  }
}

/**
 * Every line checked against the catalogue and priced, saying which lines had to go and why. A
 * catalogue with no product at all is the content backend failing, not every product withdrawn:
 * the lines are kept as they are, with an error, so nobody's cart is emptied by an outage (a
 * snapshot with an error is never written back, by the browser or here).
 */
function priced(cart: StoredCart, catalogue: Catalogue): CartSnapshot {
  if (catalogue.size === 0) return { ...cart, ...cartTotals(cart.lines), error: cart.error ?? SERVICE_UNAVAILABLE }
  const result = priceCart(cart.lines, catalogue)
  const removed = result.removed.length ? result.removed.join(' ') : null
  return { ...cart, lines: result.lines, ...cartTotals(result.lines), notice: cart.notice ?? removed }
}

/** Reads the cart: the account's when signed in, otherwise the one the browser sent. */
export async function readCart(browserCart: string | null): Promise<CartSnapshot> {
  const [cart, catalogue] = await Promise.all([storedCart(browserCart), loadCatalogue()])
  return priced(cart, catalogue)
}

/**
 * Applies one change (validated here, whatever the page sent) and returns the priced cart. A new
 * item is checked against the catalogue first, so the shopper hears why it cannot be added (out of
 * stock, a size not made) instead of seeing it vanish.
 */
export async function changeCart(change: unknown, browserCart: string | null): Promise<CartSnapshot> {
  const [current, catalogue] = await Promise.all([storedCart(browserCart), loadCatalogue()])
  const parsed = cartChangeSchema.safeParse(storableDeep(change))
  if (!parsed.success) return { ...priced(current, catalogue), error: parsed.error.issues[0]?.message ?? ERROR_MESSAGES.cartUpdate }
  const failure = FAILURE_BY_CHANGE[parsed.data.type]
  if (current.error) return { ...priced(current, catalogue), error: failure }

  if (parsed.data.type === 'add') {
    const line = newCartLine({ ...parsed.data.line, unitPriceCents: 0 })
    const checked = lineFromCatalogue(line, catalogue)
    if (!checked.ok) return { ...priced(current, catalogue), error: checked.error }
    if (current.lines.length >= MAX_CART_LINES && !current.lines.some((existing) => existing.id === line.id)) {
      return { ...priced(current, catalogue), error: `A cart holds at most ${MAX_CART_LINES} different items. Place this order, or remove an item first.` }
    }
  }

  // Priced once, after the change: tier prices depend on the cart's new quantities.
  const next = priced({ ...current, lines: applyCartChange(current.lines, parsed.data), notice: null }, catalogue)
  if (!current.signedIn || next.error) return next
  try {
    await saveAccountCart(next.lines, failure)
    return next
  } catch (error) {
    reportBackendError(error)
    return { ...priced(current, catalogue), error: failure }
  }
}

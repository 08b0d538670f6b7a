import 'server-only'
import { applyCartChange, priceCart } from '@/lib/cart/change'
import { cartChangeSchema } from '@/lib/cart/change.schema'
import { cartTotals, type CartSnapshot } from '@/lib/cart/cart'
import { readStoredCart } from '@/lib/cart/cart.schema'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { loadAccountCart, saveAccountCart } from './cart'
import { reportCommerceError } from './errors'
import { loadPriceBooks } from './prices'
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
    return { signedIn: true, lines: [], notice: null, error: reportCommerceError(error).message }
  }
}

/** Prices every line from the published prices, saying which lines had to go and why. */
async function priced(cart: StoredCart): Promise<CartSnapshot> {
  const result = priceCart(cart.lines, await loadPriceBooks())
  const removed = result.removed.length ? result.removed.join(' ') : null
  return { ...cart, lines: result.lines, ...cartTotals(result.lines), notice: cart.notice ?? removed }
}

/** Reads the cart: the account's when signed in, otherwise the one the browser sent. */
export async function readCart(browserCart: string | null): Promise<CartSnapshot> {
  return priced(await storedCart(browserCart))
}

/** Applies one change (validated here, whatever the page sent) and returns the priced cart. */
export async function changeCart(change: unknown, browserCart: string | null): Promise<CartSnapshot> {
  const current = await storedCart(browserCart)
  const parsed = cartChangeSchema.safeParse(change)
  if (!parsed.success) return { ...(await priced(current)), error: parsed.error.issues[0]?.message ?? ERROR_MESSAGES.cartUpdate }
  const failure = FAILURE_BY_CHANGE[parsed.data.type]
  if (current.error) return { ...(await priced(current)), error: failure }

  // Priced once, after the change: tier prices depend on the cart's new quantities.
  const next = await priced({ ...current, lines: applyCartChange(current.lines, parsed.data), notice: null })
  if (!current.signedIn) return next
  try {
    await saveAccountCart(next.lines, failure)
    return next
  } catch (error) {
    reportCommerceError(error)
    return { ...(await priced(current)), error: failure }
  }
}

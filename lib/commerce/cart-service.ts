import 'server-only'
import { applyCartChange, cartChangeSchema, priceCart } from '@/lib/cart/change'
import { cartTotals, readStoredCart, type CartLine } from '@/lib/cart/cart'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { loadAccountCart, saveAccountCart } from './cart'
import { CommerceError } from './errors'
import { loadPriceBooks } from './prices'
import { getCurrentUser } from './session'

/**
 * The cart as the browser shows it. Signed out, the lines live in the browser's storage and are
 * sent here to be checked and priced; signed in, they are the account's stored lines.
 * `notice` explains anything the shopper should know (unreadable storage, withdrawn products).
 */
export type CartSnapshot = {
  signedIn: boolean
  lines: CartLine[]
  itemCount: number
  subtotalCents: number
  notice: string | null
  error: string | null
}

const FAILURE_BY_CHANGE = {
  add: ERROR_MESSAGES.cartAdd,
  update: ERROR_MESSAGES.cartUpdate,
  remove: ERROR_MESSAGES.cartRemove,
  clear: ERROR_MESSAGES.cartClear,
} as const

async function priced(lines: readonly CartLine[]) {
  const result = priceCart(lines, await loadPriceBooks())
  return { lines: result.lines, ...cartTotals(result.lines), notice: result.removed.length ? result.removed.join(' ') : null }
}

/** Reads the cart: the account's when signed in, otherwise the one the browser sent. */
export async function readCart(browserCart: string | null): Promise<CartSnapshot> {
  const user = await getCurrentUser()
  if (!user) {
    const stored = readStoredCart(browserCart)
    const cart = await priced(stored.lines)
    return { signedIn: false, ...cart, notice: stored.error ?? cart.notice, error: null }
  }
  try {
    return { signedIn: true, ...(await priced(await loadAccountCart())), error: null }
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error
    console.error(error.message, error.cause)
    return { signedIn: true, lines: [], itemCount: 0, subtotalCents: 0, notice: null, error: error.message }
  }
}

/** Applies one change (validated here, whatever the page sent) and returns the priced cart. */
export async function changeCart(change: unknown, browserCart: string | null): Promise<CartSnapshot> {
  const current = await readCart(browserCart)
  const parsed = cartChangeSchema.safeParse(change)
  if (!parsed.success) return { ...current, error: parsed.error.issues[0]?.message ?? ERROR_MESSAGES.cartUpdate }
  const failure = FAILURE_BY_CHANGE[parsed.data.type]
  if (current.error) return { ...current, error: failure }

  const cart = await priced(applyCartChange(current.lines, parsed.data))
  if (!current.signedIn) return { signedIn: false, ...cart, error: null }
  try {
    await saveAccountCart(cart.lines, failure)
    return { signedIn: true, ...cart, error: null }
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error
    console.error(error.message, error.cause)
    return { ...current, error: failure }
  }
}

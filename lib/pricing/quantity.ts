// The one rule for how many of an item a cart or order line holds. Plain TypeScript, without the
// validation library, so the product page and the cart in the browser check a quantity exactly as
// the server does (cartLineSchema and cartChangeSchema read it through parseQuantity).

/** The fewest of one line: taking a line to none is removing it. A new line starts here: one. */
export const MIN_LINE_QUANTITY = 1

/** The most of one line a cart or order may hold (the database checks the same bound). */
export const MAX_LINE_QUANTITY = 999

/**
 * Reads a quantity as a page sends it or a shopper types it: a whole number from
 * MIN_LINE_QUANTITY to MAX_LINE_QUANTITY, or the reason it is not one. A blank box means
 * "no quantity", not zero.
 */
export function parseQuantity(input: unknown): { ok: true; quantity: number } | { ok: false; error: string } {
  const quantity = typeof input === 'string' && input.trim() !== '' ? Number(input) : input
  if (typeof quantity !== 'number' || Number.isNaN(quantity)) return { ok: false, error: 'Please enter a quantity' }
  if (!Number.isInteger(quantity)) return { ok: false, error: 'Please enter a whole number' }
  if (quantity < MIN_LINE_QUANTITY) return { ok: false, error: `The quantity must be at least ${MIN_LINE_QUANTITY}` }
  if (quantity > MAX_LINE_QUANTITY) return { ok: false, error: `The quantity can be at most ${MAX_LINE_QUANTITY}` }
  return { ok: true, quantity }
}

/**
 * Brings any number within the bounds (fractions round down, anything unreadable is the minimum),
 * for sums of lines and a box that corrects itself as the shopper types.
 */
export function clampQuantity(quantity: number): number {
  if (Number.isNaN(quantity)) return MIN_LINE_QUANTITY
  return Math.min(MAX_LINE_QUANTITY, Math.max(MIN_LINE_QUANTITY, Math.floor(quantity)))
}

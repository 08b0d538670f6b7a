// Without the validation library, so the add-to-cart form and the cart in the browser can use it;
// ./quantity-schema checks typed quantities on the server.

/** The most of one line a cart or order may hold (the database checks the same bound). */
export const MAX_LINE_QUANTITY = 999

/** Brings any number into 1..MAX_LINE_QUANTITY (fractions round down), so a line can never hold 0 or a negative amount. */
export function clampQuantity(quantity: number): number {
  if (Number.isNaN(quantity)) return 1
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)))
}

import { z } from 'zod'

/** The most of one line a cart or order may hold (the database checks the same bound). */
export const MAX_LINE_QUANTITY = 999

/** A quantity typed into a form: a whole number from 1 to MAX_LINE_QUANTITY. */
export const quantitySchema = z.preprocess(
  // A blank box means "no quantity", not zero.
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.coerce
    .number('Please enter a quantity')
    .int('Please enter a whole number')
    .min(1, 'The quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `The quantity can be at most ${MAX_LINE_QUANTITY}`),
)

/** Brings any number into 1..MAX_LINE_QUANTITY (fractions round down), so a line can never hold 0 or a negative amount. */
export function clampQuantity(quantity: number): number {
  if (Number.isNaN(quantity)) return 1
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)))
}

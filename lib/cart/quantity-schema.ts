import { z } from 'zod'
import { MAX_LINE_QUANTITY } from './quantity'

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

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** Whether a given secret is the expected one, in constant time whatever their lengths (both hashed first). */
export const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest())

/** `count` random letters and digits, the form of Stripe's and Sanity's ids. */
export const randomLetters = (count: number) => randomBytes(count).toString('base64url').replace(/[-_]/g, '').slice(0, count).padEnd(count, '0')

import { z } from 'zod'
import { STORAGE_KEYS } from '@/lib/browser-storage'
import { CORRUPT_STORAGE_MESSAGES } from '@/lib/errors/catalogue'
import { readStoredList } from '@/lib/forms/stored-list'
import { customizationSchema, hexColorSchema } from '@/lib/teams/customization'
import { clampQuantity, MAX_LINE_QUANTITY } from './quantity'

export { MAX_LINE_QUANTITY } from './quantity'

/** The browser storage key of the signed-out visitor's cart (one key, spec §9). */
export const CART_STORAGE_KEY = STORAGE_KEYS.cart

/** A picture for a cart line: a web address or a path on this site, never a script URL. */
const imageSchema = z
  .string()
  .max(2048)
  .refine((image) => /^https?:\/\//.test(image) || /^\/(?![/\\])/.test(image), 'Not an image address')

/** One line of the cart: a product, its choices and the team kit made for it. */
export const cartLineSchema = z.object({
  id: z.string().min(1).max(200),
  productSlug: z.string().min(1).max(100),
  name: z.string().min(1).max(120),
  optionKey: z.string().min(1).max(100).nullable(),
  optionName: z.string().max(120).nullable(),
  size: z.string().max(20).nullable(),
  variantKey: z.string().min(1).max(100).nullable(),
  variantName: z.string().max(120).nullable(),
  colorCode: hexColorSchema.nullable(),
  image: imageSchema.nullable(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  // Shown in the cart only: checkout prices every line again from the published content.
  unitPriceCents: z.number().int().min(0),
  customization: customizationSchema,
})

export type CartLine = z.infer<typeof cartLineSchema>
export type CartLineFields = Omit<CartLine, 'id'>

/** JSON with object keys sorted, so equal values always give the same text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stableJson(inner)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** cyrb53: a small, well-spread 53-bit string hash (public domain), enough to tell cart lines apart. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

/**
 * The same product, option, size, colour and customization always give the same id, so adding an
 * item twice makes one line. How many is not part of it: that is the line's quantity.
 */
export function cartLineId(line: CartLineFields): string {
  const identity = stableJson({
    productSlug: line.productSlug,
    optionKey: line.optionKey,
    size: line.size,
    variantKey: line.variantKey,
    customization: { ...line.customization, quantity: undefined },
  })
  return `${line.productSlug}-${hash53(identity).toString(36)}`
}

/** A cart line with its id worked out from its fields (any id passed in is replaced). */
export function newCartLine(fields: CartLineFields): CartLine {
  return { ...fields, id: cartLineId(fields) }
}

/** Spec §4: an item already in the cart gains quantity (up to the line limit), a new one is added at the end. */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  if (!lines.some((existing) => existing.id === line.id)) return [...lines, line]
  return lines.map((existing) => (existing.id === line.id ? { ...existing, quantity: clampQuantity(existing.quantity + line.quantity) } : existing))
}

/**
 * Spec §4: merges changes into a line. The quantity is kept within 1..999 (removing is its own
 * action), and a change that makes the line the same item as another one joins the two.
 */
export function updateLine(lines: readonly CartLine[], id: string, patch: Partial<CartLineFields>): CartLine[] {
  const current = lines.find((line) => line.id === id)
  if (!current) return [...lines]
  const merged = { ...current, ...patch }
  const updated = newCartLine({ ...merged, quantity: clampQuantity(merged.quantity) })
  if (lines.some((line) => line.id === updated.id && line.id !== id)) return addLine(removeLine(lines, id), updated)
  return lines.map((line) => (line.id === id ? updated : line))
}

/** Drops one line. */
export function removeLine(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line.id !== id)
}

/** An empty cart. */
export function clearCart(): CartLine[] {
  return []
}

/** At sign-in: the account's cart, with each browser line added to it (same item → quantities add up). */
export function mergeCarts(accountLines: readonly CartLine[], browserLines: readonly CartLine[]): CartLine[] {
  return browserLines.reduce<CartLine[]>(addLine, [...accountLines])
}

/** Spec §4: items are the sum of quantities; the subtotal is the sum of price times quantity. */
export function cartTotals(lines: readonly CartLine[]): { itemCount: number; subtotalCents: number } {
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalCents: lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
  }
}

/** Reads the cart from browser storage: an unreadable cart, even one bad line, is emptied with a message. */
export function readStoredCart(raw: string | null): { lines: CartLine[]; error: string | null } {
  const { items, error } = readStoredList(raw, cartLineSchema, CORRUPT_STORAGE_MESSAGES.cart)
  return { lines: items, error }
}

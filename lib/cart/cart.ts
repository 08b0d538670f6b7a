// A cart's lines and their pure updates, without the validation library, so the cart in the
// browser stays small; cartLineSchema in ./cart.schema checks a line the server receives or reads back.
import type { Customization } from '@/lib/teams/customization'
import { clampQuantity } from '@/lib/pricing/quantity'

/** One line of the cart: a product, its choices and the team kit made for it. */
export type CartLine = {
  id: string
  productSlug: string
  name: string
  optionKey: string | null
  optionName: string | null
  size: string | null
  variantKey: string | null
  variantName: string | null
  colorCode: string | null
  image: string | null
  quantity: number
  /** Shown in the cart only: checkout prices every line again from the published content. */
  unitPriceCents: number
  customization: Customization
}
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
    customization: line.customization,
  })
  return `${line.productSlug}-${hash53(identity).toString(36)}`
}

/** A cart line with its id worked out from its fields (any id passed in is replaced). */
export function newCartLine(fields: CartLineFields): CartLine {
  return { ...fields, id: cartLineId(fields) }
}

/** An item already in the cart gains quantity (up to the line limit), a new one is added at the end. */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  if (!lines.some((existing) => existing.id === line.id)) return [...lines, line]
  return lines.map((existing) => (existing.id === line.id ? { ...existing, quantity: clampQuantity(existing.quantity + line.quantity) } : existing))
}

/**
 * Merges changes into a line. The quantity is kept within the line's bounds (removing is
 * its own action), and a change that makes the line the same item as another one joins the two.
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

/** Items are the sum of quantities; the subtotal is the sum of price times quantity. */
export function cartTotals(lines: readonly CartLine[]): { itemCount: number; subtotalCents: number } {
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalCents: lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
  }
}

/**
 * The cart as the browser shows it. Signed out, the lines live in the browser's storage and are
 * sent to the server to be checked and priced; signed in, they are the account's stored lines.
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

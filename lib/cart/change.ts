import { z } from 'zod'
import { priceOrder, type PriceBook } from '@/lib/pricing/pricing'
import { addLine, cartLineId, cartLineSchema, clearCart, removeLine, updateLine, type CartLine } from './cart'
import { quantitySchema } from './quantity-schema'

/** An item as the product page sends it: no id (derived) and no price (the server's to set). */
export const newCartLineSchema = cartLineSchema.omit({ id: true, unitPriceCents: true })
export type NewCartLine = z.infer<typeof newCartLineSchema>

/** Every change a shopper can make to a cart (spec §4): one schema for the page and the server. */
export const cartChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('add'), line: newCartLineSchema }),
  z.object({ type: z.literal('update'), id: z.string().min(1), quantity: quantitySchema }),
  z.object({ type: z.literal('remove'), id: z.string().min(1) }),
  z.object({ type: z.literal('clear') }),
])
export type CartChange = z.infer<typeof cartChangeSchema>

/** The cart after one change; prices are set afterwards by priceCart. */
export function applyCartChange(lines: readonly CartLine[], change: CartChange): CartLine[] {
  switch (change.type) {
    case 'add': {
      const line = { ...change.line, unitPriceCents: 0 }
      return addLine(lines, { ...line, id: cartLineId(line) })
    }
    case 'update':
      return updateLine(lines, change.id, { quantity: change.quantity })
    case 'remove':
      return removeLine(lines, change.id)
    case 'clear':
      return clearCart()
  }
}

/**
 * Prices each line from the published prices (tiers count the cart's total of each product).
 * Lines that can no longer be priced (product or option withdrawn) are taken out, with the reason.
 */
export function priceCart(
  lines: readonly CartLine[],
  books: ReadonlyMap<string, PriceBook>,
): { lines: CartLine[]; removed: string[] } {
  let remaining = [...lines]
  const removed: string[] = []
  for (;;) {
    const priced = priceOrder(remaining, books)
    if (priced.ok) {
      const unitPrices = new Map(priced.lines.map((line) => [line.id, line.unitPriceCents]))
      return { lines: remaining.map((line) => ({ ...line, unitPriceCents: unitPrices.get(line.id) ?? line.unitPriceCents })), removed }
    }
    removed.push(priced.error)
    remaining = remaining.filter((line) => line.productSlug !== priced.productSlug)
  }
}

import { priceOrder, type PriceBook } from '@/lib/pricing/pricing'
import { addLine, cartLineId, clearCart, removeLine, updateLine, type CartLine, type CartLineFields } from './cart'

/**
 * Every change a shopper can make to a cart, as the page sends it: an item is added without its id
 * (derived) and its price (the server's to set). cartChangeSchema in ./change.schema checks it.
 */
export type CartChange =
  | { type: 'add'; line: Omit<CartLineFields, 'unitPriceCents'> }
  | { type: 'update'; id: string; quantity: number }
  | { type: 'remove'; id: string }
  | { type: 'clear' }

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

import { priceOrder } from '@/lib/pricing/pricing'
import { addLine, cartLineId, clearCart, removeLine, updateLine, type CartLine, type CartLineFields } from './cart'
import { lineFromCatalogue, type Catalogue } from './catalogue'

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
 * Checks each line against the catalogue (lineFromCatalogue: names, colours and pictures from the
 * content) and prices what remains in one go (tiers count the cart's total of each product). Lines
 * that can no longer be ordered are taken out, each reason said once. One pass, whatever the cart holds.
 */
export function priceCart(lines: readonly CartLine[], catalogue: Catalogue): { lines: CartLine[]; removed: string[] } {
  const kept: CartLine[] = []
  const removed = new Set<string>()
  for (const line of lines) {
    const checked = lineFromCatalogue(line, catalogue)
    if (checked.ok) kept.push(checked.line)
    else removed.add(checked.error)
  }
  const priced = priceOrder(kept, catalogue)
  // Every line priceOrder could refuse (unknown product or option, bad quantity) was refused above.
  if (!priced.ok) throw new Error(`A checked cart line could not be priced: ${priced.error}`)
  const unitPrices = new Map(priced.lines.map((line) => [line.id, line.unitPriceCents]))
  return { lines: kept.map((line) => ({ ...line, unitPriceCents: unitPrices.get(line.id) ?? line.unitPriceCents })), removed: [...removed] }
}

import { toCsv } from '@/lib/format/csv'
import { sizeTallies } from './export'
import { JERSEY_SIZES, type Player } from './player'

/** How many blanks of one size of one garment of one product to buy. */
export type BlankLine = { product: string; garment: string; size: string; count: number }

/** What an order asks production to make: a wizard's roster, or a checkout order's items. */
export type OrderToMake = { product: string; roster: readonly Player[] } | { items: readonly { product: string; option: string; size: string; quantity: number }[] }

// The jersey chart holds every size of the socks' and pant shells' charts too, youth then adult.
const SIZE_ORDER = JERSEY_SIZES.map(({ value }) => value)
const GARMENT_ORDER = ['Jerseys', 'Socks', 'Pant shells', 'Captain patches']
/** Compares by place in `order` (what it does not list after, alphabetically). */
function byOrder(order: readonly string[], a: string, b: string): number {
  const place = (value: string) => (order.includes(value) ? order.indexOf(value) : order.length)
  return place(a) - place(b) || a.localeCompare(b)
}

/** The lines of one order: a roster's size tallies, or each checkout item at its size. */
function linesOf(order: OrderToMake): BlankLine[] {
  if ('roster' in order) {
    return sizeTallies(order.roster).flatMap((tally) => tally.counts.map(({ size, count }) => ({ product: order.product, garment: tally.garment, size, count })))
  }
  return order.items.map((item) => ({ product: item.product, garment: item.option || 'Items', size: item.size || 'One size', count: item.quantity }))
}

/**
 * The blanks to buy for these orders: every size of every garment of every product, summed across
 * the orders, by product, then garment (jerseys, socks, pant shells, patches, then others), then size
 * as the charts list them.
 */
export function blanksToBuy(orders: readonly OrderToMake[]): BlankLine[] {
  const totals = new Map<string, BlankLine>()
  for (const line of orders.flatMap(linesOf)) {
    const key = JSON.stringify([line.product, line.garment, line.size])
    const sum = totals.get(key)
    totals.set(key, sum ? { ...sum, count: sum.count + line.count } : line)
  }
  return [...totals.values()].sort((a, b) => a.product.localeCompare(b.product) || byOrder(GARMENT_ORDER, a.garment, b.garment) || byOrder(SIZE_ORDER, a.size, b.size))
}

/** The blanks as CSV for a spreadsheet or a supplier. */
export const blanksCsv = (lines: readonly BlankLine[]): string =>
  toCsv(['Product', 'Garment', 'Size', 'Quantity'], lines.map((line) => [line.product, line.garment, line.size, line.count]))

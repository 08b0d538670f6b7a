import 'server-only'
import { getPublishedPriceBooks } from '@/lib/content'
import { priceBookFromProduct, type PriceBook } from '@/lib/pricing/pricing'

/**
 * Every product's prices as the published content states them, keyed by product slug. A product
 * without any price is left out, so a line of it is refused as no longer available.
 */
export async function loadPriceBooks(): Promise<Map<string, PriceBook>> {
  const books = new Map<string, PriceBook>()
  for (const product of await getPublishedPriceBooks()) {
    const book = priceBookFromProduct(product)
    if (book) books.set(book.slug, book)
  }
  return books
}

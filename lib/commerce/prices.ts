import 'server-only'
import { getFreshPriceBooks, getPublishedPriceBooks } from '@/lib/content'
import { priceBookFromProduct, type PriceBook } from '@/lib/pricing/pricing'

/**
 * Every product's prices as the published content states them, keyed by product slug. A product
 * without any price is left out, so a line of it is refused as no longer available. `fresh` reads
 * past every cache: a checkout charges what is published at that moment.
 */
export async function loadPriceBooks({ fresh = false }: { fresh?: boolean } = {}): Promise<Map<string, PriceBook>> {
  const books = new Map<string, PriceBook>()
  for (const product of await (fresh ? getFreshPriceBooks() : getPublishedPriceBooks())) {
    const book = priceBookFromProduct(product)
    if (book) books.set(book.slug, book)
  }
  return books
}

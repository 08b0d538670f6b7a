import 'server-only'
import { getPublishedPriceBooks } from '@/lib/content'
import { priceBookFromProduct, type PriceBook } from '@/lib/pricing/pricing'

/** Every product's prices as the published content states them, keyed by product slug. */
export async function loadPriceBooks(): Promise<Map<string, PriceBook>> {
  const products = await getPublishedPriceBooks()
  const books = new Map<string, PriceBook>()
  for (const product of products) {
    if (!product.slug || !product.name) continue
    books.set(
      product.slug,
      priceBookFromProduct({
        slug: product.slug,
        name: product.name,
        startingPrice: product.startingPrice ?? 0,
        options: (product.options ?? []).map((option) => ({ _key: option._key, name: option.name ?? '', price: option.price ?? 0 })),
        pricingTiers: (product.pricingTiers ?? []).map((tier) => ({
          minQuantity: tier.minQuantity ?? 1,
          maxQuantity: tier.maxQuantity ?? null,
          price: tier.price ?? 0,
        })),
      }),
    )
  }
  return books
}

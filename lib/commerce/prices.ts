import 'server-only'
import type { Catalogue, CatalogueEntry } from '@/lib/cart/catalogue'
import { sizesFor } from '@/lib/cart/sizes'
import { getFreshPriceBooks, getPublishedPriceBooks } from '@/lib/content'
import { imageSource } from '@/lib/content/image'
import { priceBookFromProduct } from '@/lib/pricing/pricing'

/**
 * Every product as the published content states it, keyed by slug: prices, and what a line
 * describes (name, colours with their stock, sizes, the picture the product page shows first). A
 * product without any price is left out, so a line of it is refused as no longer available.
 * `fresh` reads past every cache: a checkout charges what is published at that moment.
 */
export async function loadCatalogue({ fresh = false }: { fresh?: boolean } = {}): Promise<Catalogue> {
  const catalogue = new Map<string, CatalogueEntry>()
  for (const product of await (fresh ? getFreshPriceBooks() : getPublishedPriceBooks())) {
    const book = priceBookFromProduct(product)
    if (!book) continue
    const picture = [product.image, ...(product.additionalImages ?? [])].map((image) => imageSource(image)).find((source) => source !== null)
    catalogue.set(book.slug, {
      ...book,
      image: picture?.src ?? null,
      sizes: sizesFor(product.productType),
      variants: (product.variants ?? []).map((variant) => ({
        key: variant._key,
        name: variant.name,
        colorCode: variant.colorCode,
        inStock: variant.inStock !== false,
      })),
    })
  }
  return catalogue
}

/**
 * The published content as the site's server reads it on the embedded default (lib/content/embedded: Sanity's own
 * GROQ engine over the bundled dataset's published documents), through the very queries of lib/content/queries.ts:
 * what the checks compare the stored orders with, and what a product page offers a shopper.
 */
import { evaluate, parse } from 'groq-js'
import { sizesFor } from '../../lib/cart/sizes.js'
import { applyPerspective } from '../../lib/content/embedded/dataset.js'
import { loadDataset } from '../../lib/content/embedded/load.js'
import { orderWizardsQuery, priceBooksQuery } from '../../lib/content/queries.js'
import { priceBookFromProduct, type PriceBook } from '../../lib/pricing/pricing.js'

async function published<T>(query: string): Promise<T> {
  const result = await evaluate(parse(query), { dataset: applyPerspective(loadDataset(), 'published') })
  return (await result.get()) as T
}

/** A product as its page offers it: the prices (lib/pricing's price book), its kind, the sizes it is made in, the colours in stock. */
export type Product = PriceBook & { productType: string | null; sizes: string[]; colours: { key: string; name: string; colorCode: string }[] }

type PriceBookRow = Parameters<typeof priceBookFromProduct>[0] & { productType: string | null; variants: { _key: string; name: string; colorCode: string; inStock: boolean | null }[] | null }

/** Every product that has a price, by slug, as lib/commerce/prices.ts loadCatalogue builds it. */
export async function products(): Promise<Map<string, Product>> {
  const catalogue = new Map<string, Product>()
  for (const row of await published<PriceBookRow[]>(priceBooksQuery)) {
    const book = priceBookFromProduct(row)
    if (!book) continue
    const colours = (row.variants ?? []).filter((variant) => variant.inStock !== false).map(({ _key, name, colorCode }) => ({ key: _key, name, colorCode }))
    catalogue.set(book.slug, { ...book, productType: row.productType, sizes: sizesFor(row.productType), colours })
  }
  return catalogue
}

/** The express-order terms the wizard prices a product with: its price per player (the product's) and the deposit's share (site settings). */
export async function expressTerms(slug: string): Promise<{ pricePerPlayerCents: number; depositPercent: number }> {
  type Wizards = { terms: { depositPercent: number } | null; products: { slug: string; expressPricePerPlayerCents: number }[] }
  const { terms, products } = await published<Wizards>(orderWizardsQuery)
  const product = products.find((candidate) => candidate.slug === slug)
  if (!terms || !product) throw new Error(`the content has no express-order terms (site settings) or no product ${slug}`)
  return { pricePerPlayerCents: product.expressPricePerPlayerCents, depositPercent: terms.depositPercent }
}

import { routes } from '@/lib/routes'

/**
 * Serialises structured data for a <script type="application/ld+json"> tag. Content is
 * editor-written, so "<" is escaped: a "</script>" inside a product name cannot end the tag.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

type ProductForLd = {
  name: string
  shortDescription: string
  slug: string
  imageUrl: string | null
  pricesCents: number[]
}

/** schema.org Product with an AggregateOffer over the option prices, in US dollars. */
export function productJsonLd(product: ProductForLd, siteUrl: string, brand: string) {
  const url = new URL(routes.product(product.slug), siteUrl).toString()
  const prices = product.pricesCents.length > 0 ? product.pricesCents.map((cents) => cents / 100) : [0]
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.shortDescription,
    url,
    ...(product.imageUrl ? { image: new URL(product.imageUrl, siteUrl).toString() } : {}),
    brand: { '@type': 'Brand', name: brand },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: product.pricesCents.length,
      availability: 'https://schema.org/InStock',
      url,
    },
  }
}

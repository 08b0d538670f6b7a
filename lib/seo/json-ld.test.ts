import { describe, expect, it } from 'vitest'
import { jsonLdScript, productJsonLd } from './json-ld'

describe('jsonLdScript', () => {
  it('cannot be broken out of by a closing script tag in the content', () => {
    const script = jsonLdScript({ name: 'Evil</script><script>alert(1)</script>' })
    expect(script).not.toContain('</script>')
    expect(JSON.parse(script)).toEqual({ name: 'Evil</script><script>alert(1)</script>' })
  })
})

describe('productJsonLd', () => {
  it('describes the product with its price range in dollars and absolute URLs', () => {
    const ld = productJsonLd(
      { name: 'Showtime', shortDescription: 'Pro jersey', slug: 'showtime-jersey', imageUrl: '/images/a.svg', pricesCents: [10000, 12000, 11000] },
      'https://shop.example.com',
      'NorthLine Hockey',
    )
    expect(ld).toMatchObject({
      '@type': 'Product',
      url: 'https://shop.example.com/products/showtime-jersey',
      image: 'https://shop.example.com/images/a.svg',
      brand: { name: 'NorthLine Hockey' },
      offers: { '@type': 'AggregateOffer', priceCurrency: 'USD', lowPrice: 100, highPrice: 120, offerCount: 3 },
    })
  })
})

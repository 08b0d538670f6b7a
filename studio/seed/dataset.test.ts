import { describe, expect, it } from 'vitest'
import { queryDocuments } from '@/lib/content/embedded/backend'
import { loadDataset } from '@/lib/content/embedded/load'
import { productSummariesQuery } from '@/lib/content/queries'
import type { ProductSummariesQueryResult } from '@/lib/content/sanity.types'
import { startingPriceCents } from '@/lib/pricing/pricing'
import type { Document } from '@/lib/content/embedded/dataset'
import { seedDocument } from '@/tests/support/seed'
import { validateDataset } from './validate'

const dataset = loadDataset()

/** A copy of the dataset with one document changed. */
function withChange(id: string, change: (document: Document) => Document): Document[] {
  expect(dataset.some((document) => document._id === id)).toBe(true)
  return dataset.map((document) => (document._id === id ? change(structuredClone(document)) : document))
}

describe('the bundled seed dataset', () => {
  it('passes every schema rule, reference check and slug check', async () => {
    expect(await validateDataset(dataset)).toEqual([])
  })

  it('holds the nine product cards and every product page', () => {
    const productsPage = seedDocument<{ cards: unknown[] }>('productsPage')
    expect(productsPage.cards).toHaveLength(9)
    const slugs = dataset.filter((d) => d._type === 'product').map((d) => (d.slug as { current: string }).current)
    expect(slugs.sort()).toEqual(
      ['chel-jersey', 'coaches-bag', 'hotwheels-jersey', 'jerseys', 'pant-shells', 'shinny-jersey', 'showtime-jersey', 'socks', 'team-apparel', 'team-bags'].sort(),
    )
  })
})

describe('prices of the specification (section 9)', () => {
  type Priced = { options: { price: number }[] }
  const optionPrices: Record<string, number[]> = {
    'product-showtime-jersey': [100, 120, 110],
    'product-chel-jersey': [65, 75, 55],
    'product-shinny-jersey': [50, 45, 45],
    'product-hotwheels-jersey': [30, 45, 25],
    'product-jerseys': [100, 65, 50, 30],
    'product-socks': [19.99, 24.99, 29.99],
    'product-pant-shells': [39.99, 44.99, 49.99],
    'product-team-bags': [69.99, 89.99, 59.99, 79.99],
    'product-coaches-bag': [79.99],
    'product-team-apparel': [25, 50, 30, 45, 55],
  }

  it.each(Object.entries(optionPrices))('%s offers each of its options at the listed price', (id, prices) => {
    expect(seedDocument<Priced>(id).options.map((option) => option.price).sort()).toEqual([...prices].sort())
  })

  it('every product starts at the "from" price the spec gives, worked out from its prices: jerseys not at their cheaper youth options', async () => {
    const products = (await queryDocuments(dataset, productSummariesQuery, {}, 'published')) as ProductSummariesQueryResult
    expect(Object.fromEntries(products.map((product) => [product.slug, startingPriceCents(product)]))).toEqual({
      'showtime-jersey': 10000,
      'chel-jersey': 6500,
      'shinny-jersey': 5000,
      'hotwheels-jersey': 3000,
      jerseys: 3000,
      socks: 1999,
      'pant-shells': 3999,
      'team-bags': 5999,
      'coaches-bag': 7999,
      'team-apparel': 2500,
    })
  })
})

describe('the validator catches a broken document', () => {
  it('a negative price', async () => {
    const broken = withChange('product-showtime-jersey', (product) => {
      ;(product.options as { price: number }[])[0]!.price = -1
      return product
    })
    expect(await validateDataset(broken)).toContainEqual(
      expect.objectContaining({ id: 'product-showtime-jersey', path: expect.stringMatching(/^options\..*\.price$/), message: expect.stringMatching(/greater than or equal to 0/) }),
    )
  })

  it('a product without any price to start from', async () => {
    const broken = withChange('product-coaches-bag', (product) => ({ ...product, options: [] }))
    expect(await validateDataset(broken)).toContainEqual(
      expect.objectContaining({ id: 'product-coaches-bag', path: 'options', message: expect.stringMatching(/price comes from them/) }),
    )
  })

  it('quantity prices that do not start at 1', async () => {
    const broken = withChange('product-socks', (product) => {
      ;(product.pricingTiers as { minQuantity: number }[])[0]!.minQuantity = 2
      return product
    })
    expect(await validateDataset(broken)).toContainEqual({ id: 'product-socks', path: 'pricingTiers', message: 'The first tier must start at 1' })
  })

  it('a duplicate slug', async () => {
    const broken = withChange('product-chel-jersey', (product) => ({ ...product, slug: { _type: 'slug', current: 'showtime-jersey' } }))
    const problems = await validateDataset(broken)
    expect(problems).toContainEqual({ id: 'product-chel-jersey', path: 'slug', message: 'Slug is already in use' })
    expect(problems).toContainEqual({ id: 'product-showtime-jersey', path: 'slug', message: 'Slug is already in use' })
  })

  it('a dangling reference', async () => {
    const broken = withChange('product-socks', (product) => ({ ...product, sizing: { _type: 'reference', _ref: 'sizingGuideTab-missing' } }))
    expect(await validateDataset(broken)).toContainEqual(expect.objectContaining({ id: 'product-socks', path: 'sizing' }))
  })

  it('a missing required field and an unknown field', async () => {
    const broken = withChange('testimonial-mens-league', (testimonial) => {
      delete testimonial.content
      return { ...testimonial, quote: 'typo field' }
    })
    const problems = await validateDataset(broken)
    expect(problems).toContainEqual(expect.objectContaining({ id: 'testimonial-mens-league', path: 'content', message: 'Required' }))
    expect(problems).toContainEqual(expect.objectContaining({ id: 'testimonial-mens-league', path: 'quote' }))
  })

  it('a size chart whose size lacks a value, or whose range runs backwards', async () => {
    type Chart = { sizes: { label: string; values: { from?: number; to?: number }[] }[] }
    const broken = withChange('sizeChart-bag', (chart) => {
      const [coach, mite] = (chart as unknown as Chart).sizes
      coach!.values.pop()
      mite!.values[0] = { from: 30, to: 20 }
      return chart
    })
    const problems = await validateDataset(broken)
    expect(problems).toContainEqual({ id: 'sizeChart-bag', path: 'sizes', message: 'Coach needs 3 values, one per measurement' })
    expect(problems).toContainEqual(expect.objectContaining({ id: 'sizeChart-bag', message: 'The start of a range is above its end' }))
  })

  it('a missing singleton', async () => {
    expect(await validateDataset(dataset.filter((d) => d._id !== 'contactPage'))).toContainEqual(
      expect.objectContaining({ id: 'contactPage', message: 'Singleton "contactPage" is missing' }),
    )
  })
})

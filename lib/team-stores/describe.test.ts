import { describe, expect, it } from 'vitest'
import { describeItem } from './describe'
import { ITEM_MESSAGES } from './items'

const image = { alt: '', crop: null, hotspot: null, assetId: null, url: null, width: null, height: null }
const product = (slug: string, expressPricePerPlayerCents: number, options: { _key: string; name: string; priceCents: number }[] | null) => ({
  name: slug === 'chel-jersey' ? 'CHEL Game Jersey' : 'Coaches Bag',
  slug,
  productType: slug === 'chel-jersey' ? ('jersey' as const) : ('bag' as const),
  shortDescription: '',
  expressPricePerPlayerCents,
  options: options && options.map((option) => ({ ...option, description: '' })),
  pricingTiers: null,
  image,
})
const content = {
  products: [
    product('chel-jersey', 6500, [
      { _key: 'game', name: 'CHEL Game Jersey', priceCents: 6500 },
      { _key: 'enhanced', name: 'CHEL Enhanced', priceCents: 7500 },
      { _key: 'youth', name: 'CHEL Youth', priceCents: 5500 },
    ]),
    product('coaches-bag', 0, null),
  ],
}

describe('describeItem', () => {
  it('lists every option of a product at its store price for the forms to offer', () => {
    const described = describeItem('chel-jersey', content)
    expect(described.ok && described.item.options.map(({ key, priceCents }) => [key, priceCents])).toEqual([
      ['game', 6500],
      ['enhanced', 7500],
      ['youth', 5500],
    ])
  })

  it('makes an item of the options the manager ticked; the first alone is the product as its express price sells it, with none', () => {
    const offered = (keys: string[]) => {
      const described = describeItem('chel-jersey', content, keys)
      return described.ok ? described.item.options.map(({ key }) => key) : described
    }
    expect(offered(['game'])).toEqual([])
    expect(offered(['game', 'youth'])).toEqual(['game', 'youth'])
    expect(offered(['enhanced'])).toEqual(['enhanced'])
  })

  it('refuses an item with none of its options ticked, or with one the content no longer has, on the options’ field', () => {
    expect(describeItem('chel-jersey', content, [])).toEqual({ ok: false, error: ITEM_MESSAGES.noOption, field: 'offer.0' })
    expect(describeItem('chel-jersey', content, ['game', 'pro'])).toEqual({ ok: false, error: ITEM_MESSAGES.optionsChanged, field: 'offer.0' })
    expect(describeItem('coaches-bag', content, [])).toMatchObject({ ok: false, field: 'productSlug' })
  })
})

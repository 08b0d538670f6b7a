import { describe, expect, it } from 'vitest'
import { priceBookFromProduct, priceOrder, startingPriceCents, tierPriceCents, unitPriceCents, type PriceBook, type ProductPrices } from './pricing'

// The shop's published prices, in the shape the content layer gives them (cents).
const tier = (minQuantity: number, maxQuantity: number | null, priceCents: number) => ({ minQuantity, maxQuantity, priceCents })
const showtimeProduct: ProductPrices = {
  slug: 'showtime-jersey',
  name: 'Showtime Game Jersey',
  options: [
    { _key: 'standard', name: 'Standard Pro', priceCents: 10000 },
    { _key: 'elite', name: 'Elite Pro', priceCents: 12000 },
    { _key: 'goalie', name: 'Goalie Cut', priceCents: 11000 },
  ],
  pricingTiers: [tier(1, 9, 10000), tier(10, 24, 9500), tier(25, null, 9000)],
}
const chelProduct: ProductPrices = {
  slug: 'chel-jersey',
  name: 'CHEL Game Jersey',
  options: [
    { _key: 'chel', name: 'CHEL Game Jersey', priceCents: 6500 },
    { _key: 'enhanced', name: 'CHEL Enhanced', priceCents: 7500 },
    { _key: 'youth', name: 'CHEL Youth', priceCents: 5500 },
  ],
  pricingTiers: [tier(1, 9, 6500), tier(10, 24, 6200), tier(25, null, 5900)],
}
const apparelProduct: ProductPrices = {
  slug: 'team-apparel',
  name: 'Team Apparel',
  options: [
    { _key: 'tee', name: 'Team Tee', priceCents: 2500 },
    { _key: 'hoodie', name: 'Team Hoodie', priceCents: 5000 },
    { _key: 'shorts', name: 'Team Shorts', priceCents: 3000 },
  ],
  pricingTiers: null,
}

/** A price book for products that certainly have prices. */
const book = (product: ProductPrices): PriceBook => {
  const built = priceBookFromProduct(product)
  if (!built) throw new Error(`${product.slug} has no prices`)
  return built
}
const showtime = book(showtimeProduct)
const chel = book(chelProduct)
const shinny = book({
  slug: 'shinny-jersey',
  name: 'Shinny Game Jersey',
  options: [
    { _key: 'shinny', name: 'Shinny Game Jersey', priceCents: 5000 },
    { _key: 'youth', name: 'Shinny Youth', priceCents: 4500 },
    { _key: 'bulk', name: 'Team Bulk', priceCents: 4500 },
  ],
  pricingTiers: [tier(1, 9, 5000), tier(10, null, 4500)],
})
const socks = book({
  slug: 'socks',
  name: 'Performance Socks',
  options: [
    { _key: 'knit', name: 'Pro-Style Knit Socks', priceCents: 1999 },
    { _key: 'sublimated', name: 'Sublimated Socks', priceCents: 2999 },
  ],
  pricingTiers: [tier(1, 9, 1999), tier(10, 24, 1899)],
})
const bag = book({ slug: 'coaches-bag', name: 'Coaches Bag', options: [{ _key: 'coaches', name: 'Coaches Bag', priceCents: 7999 }], pricingTiers: null })
// A product sold without options, priced by quantity alone.
const pucks = book({ slug: 'pucks', name: 'Practice Pucks', options: null, pricingTiers: [tier(1, 49, 150), tier(50, null, 120)] })
const books = new Map<string, PriceBook>([showtime, shinny, chel, socks, bag, pucks].map((b) => [b.slug, b]))

const unit = (b: PriceBook, option: string | null, quantity: number) => {
  const result = unitPriceCents(b, option, quantity)
  return result.ok ? result.unitPriceCents : result.code
}

describe('startingPriceCents', () => {
  it('is the regular price of a product priced by quantity, not its cheaper youth option: the spec\'s Showtime $100, CHEL $65', () => {
    expect(startingPriceCents(showtimeProduct)).toBe(10000)
    expect(startingPriceCents(chelProduct)).toBe(6500)
  })

  it('is the cheapest option of a product without quantity prices: Team Apparel from $25', () => {
    expect(startingPriceCents(apparelProduct)).toBe(2500)
  })

  it('is the cheapest option when no tier prices a single item', () => {
    expect(startingPriceCents({ ...apparelProduct, pricingTiers: [tier(10, null, 2000)] })).toBe(2500)
  })

  it('is the tier price of one item for a product sold without options', () => {
    expect(startingPriceCents({ options: null, pricingTiers: [tier(1, 49, 150)] })).toBe(150)
  })

  it('is null for a product with neither options nor quantity prices, which has no price', () => {
    expect(startingPriceCents({ options: [], pricingTiers: null })).toBeNull()
    expect(startingPriceCents({})).toBeNull()
  })
})

describe('priceBookFromProduct', () => {
  it('keeps keys, names and open-ended tiers, and works out the starting price', () => {
    expect(showtime.options[1]).toEqual({ key: 'elite', name: 'Elite Pro', priceCents: 12000 })
    expect(showtime.tiers[2]).toEqual({ minQuantity: 25, maxQuantity: null, priceCents: 9000 })
    expect(showtime.startingPriceCents).toBe(10000)
    expect(bag).toEqual({ slug: 'coaches-bag', name: 'Coaches Bag', startingPriceCents: 7999, options: [{ key: 'coaches', name: 'Coaches Bag', priceCents: 7999 }], tiers: [] })
  })

  it('gives no price book for a product without any price', () => {
    expect(priceBookFromProduct({ slug: 'mystery', name: 'Mystery', options: null, pricingTiers: null })).toBeNull()
  })
})

describe('tierPriceCents', () => {
  it('finds the tier covering a quantity, including its bounds and the open top tier', () => {
    expect([1, 9, 10, 24, 25, 500].map((q) => tierPriceCents(showtime.tiers, q))).toEqual([10000, 10000, 9500, 9500, 9000, 9000])
  })

  it('is null when no tier covers the quantity', () => {
    expect(tierPriceCents(socks.tiers, 25)).toBeNull()
    expect(tierPriceCents([], 1)).toBeNull()
  })
})

describe('unitPriceCents', () => {
  it('charges list prices below the first discount', () => {
    expect(unit(showtime, 'standard', 1)).toBe(10000)
    expect(unit(showtime, 'elite', 9)).toBe(12000)
  })

  it('lowers the base by tier and keeps the premium of a dearer option: 12 Elite Pro cost $115 each', () => {
    expect(unit(showtime, 'elite', 12)).toBe(11500)
    expect(unit(showtime, 'goalie', 30)).toBe(10000)
    expect(unit(chel, 'enhanced', 30)).toBe(6900)
  })

  it('never raises an option already cheaper than the base', () => {
    expect(unit(shinny, 'bulk', 1)).toBe(4500)
    expect(unit(chel, 'youth', 30)).toBe(5500)
    expect(unit(chel, 'youth', 12)).toBe(5500)
  })

  it('lowers a cheaper option once a tier goes below it', () => {
    expect(unit(shinny, 'youth', 10)).toBe(4500)
    expect(unit(shinny, 'shinny', 10)).toBe(4500)
  })

  it('keeps the list price where no tier covers the quantity', () => {
    expect(unit(socks, 'sublimated', 30)).toBe(2999)
    expect(unit(bag, 'coaches', 40)).toBe(7999)
  })

  it('charges a product without options by its quantity prices', () => {
    expect(unit(pucks, null, 1)).toBe(150)
    expect(unit(pucks, null, 60)).toBe(120)
  })

  it('needs an option for a product that has options, and one that exists', () => {
    expect(unitPriceCents(socks, null, 1)).toEqual({
      ok: false,
      code: 'option-required',
      productSlug: 'socks',
      error: 'Please choose an option for Performance Socks.',
    })
    expect(unit(showtime, 'platinum', 1)).toBe('unknown-option')
    expect(unit(pucks, 'anything', 1)).toBe('unknown-option')
  })
})

describe('priceOrder', () => {
  it('prices each line and totals the order', () => {
    const result = priceOrder(
      [
        { productSlug: 'showtime-jersey', optionKey: 'elite', quantity: 12, size: 'L' },
        { productSlug: 'coaches-bag', optionKey: 'coaches', quantity: 2, size: null },
      ],
      books,
    )
    expect(result).toEqual({
      ok: true,
      lines: [
        { productSlug: 'showtime-jersey', optionKey: 'elite', quantity: 12, size: 'L', unitPriceCents: 11500, lineTotalCents: 138000 },
        { productSlug: 'coaches-bag', optionKey: 'coaches', quantity: 2, size: null, unitPriceCents: 7999, lineTotalCents: 15998 },
      ],
      subtotalCents: 153998,
      itemCount: 14,
    })
  })

  it('applies the tier of the whole order of a product to every line of it: 3 Standard + 9 Goalie Cut get the 10-24 price', () => {
    const result = priceOrder(
      [
        { productSlug: 'showtime-jersey', optionKey: 'standard', quantity: 3 },
        { productSlug: 'showtime-jersey', optionKey: 'goalie', quantity: 9 },
      ],
      books,
    )
    expect(result.ok && result.lines.map((line) => line.unitPriceCents)).toEqual([9500, 10500])
    expect(result.ok && result.subtotalCents).toBe(3 * 9500 + 9 * 10500)
  })

  it('does not count other products towards a tier', () => {
    const result = priceOrder(
      [
        { productSlug: 'shinny-jersey', optionKey: 'shinny', quantity: 5 },
        { productSlug: 'chel-jersey', optionKey: 'chel', quantity: 5 },
      ],
      books,
    )
    expect(result.ok && result.lines.map((line) => line.unitPriceCents)).toEqual([5000, 6500])
  })

  it('accepts price books as a plain record', () => {
    const result = priceOrder([{ productSlug: 'shinny-jersey', optionKey: 'bulk', quantity: 1 }], { 'shinny-jersey': shinny })
    expect(result.ok && result.subtotalCents).toBe(4500)
  })

  it('is empty and zero for no lines', () => {
    expect(priceOrder([], books)).toEqual({ ok: true, lines: [], subtotalCents: 0, itemCount: 0 })
  })

  it('rejects a product that is not published', () => {
    expect(priceOrder([{ productSlug: 'toString', optionKey: null, quantity: 1 }], { 'shinny-jersey': shinny })).toMatchObject({
      ok: false,
      code: 'unknown-product',
      productSlug: 'toString',
    })
    expect(priceOrder([{ productSlug: 'mystery', optionKey: null, quantity: 1 }], books)).toMatchObject({ ok: false, code: 'unknown-product' })
  })

  it('rejects an option the product does not have', () => {
    expect(priceOrder([{ productSlug: 'showtime-jersey', optionKey: 'youth', quantity: 1 }], books)).toMatchObject({
      ok: false,
      code: 'unknown-option',
      error: 'That option of Showtime Game Jersey is no longer available.',
    })
  })

  it.each([0, -2, 1.5, Number.NaN, 1000])('rejects a quantity of %s', (quantity) => {
    expect(priceOrder([{ productSlug: 'coaches-bag', optionKey: 'coaches', quantity }], books)).toEqual({
      ok: false,
      code: 'invalid-quantity',
      productSlug: 'coaches-bag',
      error: 'Quantities must be whole numbers from 1 to 999.',
    })
  })
})

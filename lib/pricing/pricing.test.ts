import { describe, expect, it } from 'vitest'
import { priceBookFromProduct, priceOrder, tierPriceCents, toCents, unitPriceCents, type PriceBook } from './pricing'

// Spec §9 prices, in the shape the content gives them.
const showtime = priceBookFromProduct({
  slug: 'showtime-jersey',
  name: 'Showtime Game Jersey',
  startingPrice: 100,
  options: [
    { _key: 'standard', name: 'Standard Pro', price: 100 },
    { _key: 'elite', name: 'Elite Pro', price: 120 },
    { _key: 'goalie', name: 'Goalie Cut', price: 110 },
  ],
  pricingTiers: [
    { minQuantity: 1, maxQuantity: 9, price: 100 },
    { minQuantity: 10, maxQuantity: 24, price: 95 },
    { minQuantity: 25, price: 90 },
  ],
})
const shinny = priceBookFromProduct({
  slug: 'shinny-jersey',
  name: 'Shinny Game Jersey',
  startingPrice: 50,
  options: [
    { _key: 'shinny', name: 'Shinny Game Jersey', price: 50 },
    { _key: 'youth', name: 'Shinny Youth', price: 45 },
    { _key: 'bulk', name: 'Team Bulk', price: 45 },
  ],
  pricingTiers: [
    { minQuantity: 1, maxQuantity: 9, price: 50 },
    { minQuantity: 10, maxQuantity: null, price: 45 },
  ],
})
const chel = priceBookFromProduct({
  slug: 'chel-jersey',
  name: 'CHEL Game Jersey',
  startingPrice: 65,
  options: [
    { _key: 'chel', name: 'CHEL Game Jersey', price: 65 },
    { _key: 'enhanced', name: 'CHEL Enhanced', price: 75 },
    { _key: 'youth', name: 'CHEL Youth', price: 55 },
  ],
  pricingTiers: [
    { minQuantity: 1, maxQuantity: 9, price: 65 },
    { minQuantity: 10, maxQuantity: 24, price: 62 },
    { minQuantity: 25, price: 59 },
  ],
})
const socks = priceBookFromProduct({
  slug: 'socks',
  name: 'Performance Socks',
  startingPrice: 19.99,
  options: [
    { _key: 'knit', name: 'Pro-Style Knit Socks', price: 19.99 },
    { _key: 'sublimated', name: 'Sublimated Socks', price: 29.99 },
  ],
  pricingTiers: [
    { minQuantity: 1, maxQuantity: 9, price: 19.99 },
    { minQuantity: 10, maxQuantity: 24, price: 18.99 },
  ],
})
const bag = priceBookFromProduct({ slug: 'coaches-bag', name: 'Coaches Bag', startingPrice: 79.99, options: null, pricingTiers: null })
const books = new Map<string, PriceBook>([showtime, shinny, chel, socks, bag].map((book) => [book.slug, book]))

const unit = (book: PriceBook, option: string | null, quantity: number) => {
  const result = unitPriceCents(book, option, quantity)
  return result.ok ? result.unitPriceCents : result.code
}

describe('toCents', () => {
  it('turns content dollars into exact cents', () => {
    expect(toCents(19.99)).toBe(1999)
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(100)).toBe(10000)
  })

  it('refuses something that is not a price', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError)
  })
})

describe('priceBookFromProduct', () => {
  it('keeps keys, names and open-ended tiers, in cents', () => {
    expect(showtime.options[1]).toEqual({ key: 'elite', name: 'Elite Pro', priceCents: 12000 })
    expect(showtime.tiers[2]).toEqual({ minQuantity: 25, maxQuantity: null, priceCents: 9000 })
    expect(bag).toEqual({ slug: 'coaches-bag', name: 'Coaches Bag', startingPriceCents: 7999, options: [], tiers: [] })
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
    expect(unit(bag, null, 40)).toBe(7999)
  })

  it('charges the starting price for a product without options', () => {
    expect(unit(bag, null, 1)).toBe(7999)
  })

  it('needs an option for a product that has options, and one that exists', () => {
    expect(unitPriceCents(socks, null, 1)).toEqual({
      ok: false,
      code: 'option-required',
      productSlug: 'socks',
      error: 'Please choose an option for Performance Socks.',
    })
    expect(unit(showtime, 'platinum', 1)).toBe('unknown-option')
    expect(unit(bag, 'anything', 1)).toBe('unknown-option')
  })
})

describe('priceOrder', () => {
  it('prices each line and totals the order', () => {
    const result = priceOrder(
      [
        { productSlug: 'showtime-jersey', optionKey: 'elite', quantity: 12, size: 'L' },
        { productSlug: 'coaches-bag', optionKey: null, quantity: 2, size: null },
      ],
      books,
    )
    expect(result).toEqual({
      ok: true,
      lines: [
        { productSlug: 'showtime-jersey', optionKey: 'elite', quantity: 12, size: 'L', unitPriceCents: 11500, lineTotalCents: 138000 },
        { productSlug: 'coaches-bag', optionKey: null, quantity: 2, size: null, unitPriceCents: 7999, lineTotalCents: 15998 },
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
    expect(priceOrder([{ productSlug: 'coaches-bag', optionKey: null, quantity }], books)).toEqual({
      ok: false,
      code: 'invalid-quantity',
      productSlug: 'coaches-bag',
      error: 'Quantities must be whole numbers from 1 to 999.',
    })
  })
})

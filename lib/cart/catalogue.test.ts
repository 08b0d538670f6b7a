import { describe, expect, it } from 'vitest'
import { newCartLine } from './cart'
import { fields } from './cart.fixtures'
import { lineFromCatalogue, linesFromCatalogue, type CatalogueEntry } from './catalogue'
import { priceCart } from './change'

const showtime: CatalogueEntry = {
  slug: 'showtime-jersey',
  name: 'Showtime Game Jersey',
  startingPriceCents: 9000,
  options: [
    { key: 'elite', name: 'Elite Pro', priceCents: 12000 },
    { key: 'club', name: 'Club', priceCents: 9000 },
  ],
  tiers: [],
  image: '/images/showtime.png',
  variants: [
    { key: 'navy', name: 'Navy & Sky Blue', colorCode: '#003360', inStock: true },
    { key: 'red', name: 'Red & White', colorCode: '#c8102e', inStock: false },
  ],
  sizes: ['S', 'M', 'L', 'XL'],
}
const bag: CatalogueEntry = { slug: 'bag', name: 'Team Bag', startingPriceCents: 5000, options: [], tiers: [], image: null, variants: [], sizes: [] }
const catalogue = new Map([showtime, bag].map((entry) => [entry.slug, entry]))

const bagLine = newCartLine(fields({ productSlug: 'bag', name: 'Team Bag', optionKey: null, optionName: null, size: null, variantKey: null, variantName: null, colorCode: null }))

describe('lineFromCatalogue', () => {
  it('takes every name, colour code and picture from the catalogue, whatever the browser sent', () => {
    const forged = newCartLine(fields({ name: 'Free jersey', optionName: 'Club price', variantName: 'Gold', colorCode: '#ffd700', image: 'https://evil.example/x.png' }))
    expect(lineFromCatalogue(forged, catalogue)).toEqual({
      ok: true,
      line: { ...forged, name: 'Showtime Game Jersey', optionName: 'Elite Pro', variantName: 'Navy & Sky Blue', colorCode: '#003360', image: '/images/showtime.png' },
    })
  })

  it('accepts a product without options, colours or sizes, as it is', () => {
    expect(lineFromCatalogue(bagLine, catalogue)).toEqual({ ok: true, line: { ...bagLine, image: null } })
  })

  it.each([
    ['an unknown product', { productSlug: 'no-such-product' }, 'A product in your cart is no longer available.'],
    ['an unknown option', { optionKey: 'platinum' }, 'That option of Showtime Game Jersey is no longer available.'],
    ['no option where one must be chosen', { optionKey: null }, 'Please choose an option for Showtime Game Jersey.'],
    ['an unknown colour', { variantKey: 'gold' }, 'That colour of Showtime Game Jersey is no longer available.'],
    ['no colour where one must be chosen', { variantKey: null }, 'Please choose a colour for Showtime Game Jersey.'],
    ['a colour out of stock', { variantKey: 'red' }, 'Showtime Game Jersey in Red & White is out of stock.'],
    ['a size the product is not made in', { size: '5XL' }, 'Showtime Game Jersey is not made in size 5XL.'],
    ['no size where one must be chosen', { size: null }, 'Please choose a size for Showtime Game Jersey.'],
  ])('refuses %s', (_, change, error) => {
    expect(lineFromCatalogue(newCartLine(fields(change)), catalogue)).toEqual({ ok: false, error })
  })

  it.each([
    ['an option', { optionKey: 'elite' }],
    ['a colour', { variantKey: 'navy' }],
    ['a size', { size: 'L' }],
  ])('refuses %s on a product that has none', (_, change) => {
    expect(lineFromCatalogue(newCartLine({ ...bagLine, ...change }), catalogue).ok).toBe(false)
  })
})

describe('linesFromCatalogue', () => {
  it('gives every line checked, or the first reason one cannot be ordered', () => {
    const jersey = newCartLine(fields())
    expect(linesFromCatalogue([jersey, bagLine], catalogue)).toMatchObject({ ok: true, lines: [{ id: jersey.id }, { id: bagLine.id }] })
    expect(linesFromCatalogue([jersey, newCartLine(fields({ variantKey: 'red' }))], catalogue)).toEqual({
      ok: false,
      error: 'Showtime Game Jersey in Red & White is out of stock.',
    })
  })
})

describe('priceCart', () => {
  it('prices the lines it can order, takes out the rest, and says each reason once', () => {
    const jersey = newCartLine(fields({ unitPriceCents: 1 }))
    const outOfStock = newCartLine(fields({ variantKey: 'red', size: 'M' }))
    const gone = [1, 2].map((n) => newCartLine(fields({ productSlug: `gone-${n}` })))
    const { lines, removed } = priceCart([jersey, outOfStock, ...gone, bagLine], catalogue)
    expect(lines.map(({ id, unitPriceCents }) => ({ id, unitPriceCents }))).toEqual([
      { id: jersey.id, unitPriceCents: 12000 },
      { id: bagLine.id, unitPriceCents: 5000 },
    ])
    expect(removed).toEqual(['Showtime Game Jersey in Red & White is out of stock.', 'A product in your cart is no longer available.'])
  })

  it('takes out 10,000 unknown lines in one pass (the old loop priced the cart again for each unknown product)', () => {
    const unknown = Array.from({ length: 10_000 }, (_, n) => ({ ...bagLine, id: `line-${n}`, productSlug: `unknown-${n}` }))
    const { lines, removed } = priceCart(unknown, catalogue)
    expect(lines).toEqual([])
    expect(removed).toEqual(['A product in your cart is no longer available.'])
  })
})

import { describe, expect, it } from 'vitest'
import { fields, jersey, socks } from './cart.fixtures'
import { emptyPlayer } from '@/lib/roster/player'
import { resetCustomization } from '@/lib/teams/customization'
import { addLine, cartLineId, cartTotals, clearCart, mergeCarts, newCartLine, removeLine, updateLine, type CartLineFields } from './cart'
import { MAX_LINE_QUANTITY } from '@/lib/pricing/quantity'

describe('cartLineId', () => {
  it('is the same for the same item, whatever the key order of its customization', () => {
    const { customization } = fields()
    const reordered = Object.fromEntries(Object.entries(customization).reverse()) as typeof customization
    expect(cartLineId(fields({ customization: reordered }))).toBe(cartLineId(fields()))
  })

  it('ignores what only describes the line: names, picture, price and quantity', () => {
    const described = fields({ name: 'Renamed', optionName: 'X', variantName: 'Y', image: null, unitPriceCents: 1, quantity: 7 })
    expect(cartLineId(described)).toBe(cartLineId(fields()))
  })

  it.each<[string, Partial<CartLineFields>]>([
    ['product', { productSlug: 'chel-jersey' }],
    ['option', { optionKey: 'standard' }],
    ['size', { size: 'XL' }],
    ['colour', { variantKey: 'red' }],
    ['team name', { customization: { ...resetCustomization(), teamName: 'Night Owls' } }],
    ['roster', { customization: { ...resetCustomization(), teamName: 'Harbour Hawks', players: [emptyPlayer()] } }],
  ])('differs when the %s differs', (_, change) => {
    expect(cartLineId(fields(change))).not.toBe(cartLineId(fields()))
  })

  it('starts with the product and fits the database column', () => {
    expect(jersey.id).toMatch(/^showtime-jersey-[0-9a-z]+$/)
    expect(jersey.id.length).toBeLessThanOrEqual(200)
  })
})

describe('addLine', () => {
  it('appends a new item', () => {
    expect(addLine([jersey], socks)).toEqual([jersey, socks])
  })

  it('adds to the quantity of an item already in the cart', () => {
    expect(addLine([jersey, socks], newCartLine(fields({ quantity: 4 })))).toEqual([{ ...jersey, quantity: 5 }, socks])
  })

  it('stops at 999 of one line', () => {
    expect(addLine([{ ...jersey, quantity: 990 }], { ...jersey, quantity: 20 })[0]?.quantity).toBe(MAX_LINE_QUANTITY)
  })
})

describe('updateLine', () => {
  it('merges the changes into the line', () => {
    expect(updateLine([jersey, socks], socks.id, { quantity: 5 })).toEqual([jersey, { ...socks, quantity: 5 }])
  })

  it('keeps the quantity within 1..999 instead of emptying or overfilling a line', () => {
    expect(updateLine([jersey], jersey.id, { quantity: 0 })[0]?.quantity).toBe(1)
    expect(updateLine([jersey], jersey.id, { quantity: -4 })[0]?.quantity).toBe(1)
    expect(updateLine([jersey], jersey.id, { quantity: 5000 })[0]?.quantity).toBe(999)
  })

  it('gives a line a new id when it becomes a different item', () => {
    const [updated] = updateLine([jersey], jersey.id, { size: 'XL' })
    expect(updated).toEqual(newCartLine(fields({ size: 'XL' })))
  })

  it('joins a line into another when a change makes them the same item', () => {
    const large = newCartLine(fields({ size: 'XL', quantity: 2 }))
    expect(updateLine([jersey, socks, large], large.id, { size: 'L' })).toEqual([{ ...jersey, quantity: 3 }, socks])
  })

  it('leaves the cart alone for an unknown id', () => {
    expect(updateLine([jersey], 'nope', { quantity: 3 })).toEqual([jersey])
  })
})

describe('removeLine and clearCart', () => {
  it('removes one line by id', () => {
    expect(removeLine([jersey, socks], jersey.id)).toEqual([socks])
  })

  it('empties the cart', () => {
    expect(clearCart()).toEqual([])
  })
})

describe('mergeCarts', () => {
  it('keeps the account cart, adds up the same items and appends the others', () => {
    const hoodie = newCartLine(fields({ productSlug: 'team-apparel', name: 'Team Apparel', optionKey: 'hoodie', unitPriceCents: 5000 }))
    const merged = mergeCarts([socks, jersey], [{ ...jersey, quantity: 2 }, hoodie])
    expect(merged).toEqual([socks, { ...jersey, quantity: 3 }, hoodie])
  })

  it('is the other cart when one is empty', () => {
    expect(mergeCarts([], [jersey])).toEqual([jersey])
    expect(mergeCarts([jersey], [])).toEqual([jersey])
  })
})

describe('cartTotals', () => {
  it('counts items and sums price times quantity', () => {
    expect(cartTotals([{ ...jersey, quantity: 2 }, socks])).toEqual({ itemCount: 5, subtotalCents: 2 * 12000 + 3 * 1999 })
  })

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ itemCount: 0, subtotalCents: 0 })
  })
})

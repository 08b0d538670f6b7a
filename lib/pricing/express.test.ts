import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { expressOptions, expressTotals, hasExpressPrice } from './express'

const seed = { pricePerPlayerCents: 6500, depositPercent: 30 }

describe('expressTotals', () => {
  it.each([
    // players, subtotal, deposit: 30 % rounded up to a whole dollar
    [0, 0, 0],
    [1, 6500, 2000], // 19.50 → 20
    [3, 19500, 5900], // 58.50 → 59
    [7, 45500, 13700], // 136.50 → 137
    [10, 65000, 19500], // exactly 195
    [100, 650000, 195000],
  ])('%i players at $65: subtotal %i cents, deposit %i cents', (playerCount, subtotalCents, depositCents) => {
    const deposit = expressTotals({ ...seed, playerCount, paymentType: 'deposit' })
    expect(deposit).toMatchObject({ subtotalCents, depositCents, amountDueCents: depositCents })
    expect(expressTotals({ ...seed, playerCount, paymentType: 'full' }).amountDueCents).toBe(subtotalCents)
  })

  it('rounds a deposit of a cent above a whole dollar up, and never asks more than the subtotal', () => {
    expect(expressTotals({ playerCount: 1, pricePerPlayerCents: 1001, depositPercent: 10, paymentType: 'deposit' }).depositCents).toBe(200)
    expect(expressTotals({ playerCount: 1, pricePerPlayerCents: 50, depositPercent: 30, paymentType: 'deposit' }).depositCents).toBe(50)
  })

  it('always gives a deposit in whole dollars (or the whole subtotal), at least the share and at most the subtotal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 100 }), (playerCount, pricePerPlayerCents, depositPercent) => {
        const { subtotalCents, depositCents } = expressTotals({ playerCount, pricePerPlayerCents, depositPercent, paymentType: 'deposit' })
        expect(subtotalCents).toBe(playerCount * pricePerPlayerCents)
        expect(depositCents).toBeLessThanOrEqual(subtotalCents)
        expect(depositCents * 100).toBeGreaterThanOrEqual(Math.min(subtotalCents * depositPercent, subtotalCents * 100))
        expect(depositCents % 100 === 0 || depositCents === subtotalCents).toBe(true)
      }),
    )
  })
})

it('sells a product by the player only once staff gave it an express price', () => {
  expect(hasExpressPrice({ expressPricePerPlayerCents: 6500 })).toBe(true)
  expect(hasExpressPrice({ expressPricePerPlayerCents: 0 })).toBe(false)
  // A product published before it had the field reads as null.
  expect(hasExpressPrice({ expressPricePerPlayerCents: null })).toBe(false)
})

describe('expressOptions', () => {
  const option = (key: string, name: string, priceCents: number) => ({ _key: key, name, priceCents })

  it('sells the first option at the express price and each other at its difference from the first on top', () => {
    const chel = { expressPricePerPlayerCents: 6500, options: [option('game', 'CHEL Game Jersey', 6500), option('enhanced', 'CHEL Enhanced', 7500), option('youth', 'CHEL Youth', 5500)] }
    expect(expressOptions(chel)).toEqual([
      { key: 'game', name: 'CHEL Game Jersey', priceCents: 6500 },
      { key: 'enhanced', name: 'CHEL Enhanced', priceCents: 7500 },
      { key: 'youth', name: 'CHEL Youth', priceCents: 5500 },
    ])
    // Showtime's express price is under its options' own: the differences still hold.
    const showtime = { expressPricePerPlayerCents: 6500, options: [option('pro', 'Standard Pro', 10000), option('elite', 'Elite Pro', 12000)] }
    expect(expressOptions(showtime).map((chosen) => chosen.priceCents)).toEqual([6500, 8500])
  })

  it('never sells an option under a dollar, and offers nothing to choose from fewer than two options', () => {
    expect(expressOptions({ expressPricePerPlayerCents: 2000, options: [option('a', 'A', 9000), option('b', 'B', 1000)] })[1]!.priceCents).toBe(100)
    expect(expressOptions({ expressPricePerPlayerCents: 7999, options: [option('a', 'Coaches Bag', 7999)] })).toEqual([])
    expect(expressOptions({ expressPricePerPlayerCents: 7999, options: null })).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { expressTotals, hasExpressPrice } from './express'

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

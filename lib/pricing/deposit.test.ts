import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { depositCents, MIN_CHARGE_CENTS, MIN_DEPOSIT_CENTS } from './deposit'

describe('depositCents', () => {
  it('is the share rounded up to a whole dollar: 30 % of $195 is $59', () => {
    expect(depositCents(19500, 30)).toBe(5900)
    expect(depositCents(240000, 50)).toBe(120000)
  })

  it('asks a dollar at least, and never more than the amount', () => {
    expect(depositCents(100_000, 0)).toBe(MIN_DEPOSIT_CENTS)
    expect(depositCents(150, 1)).toBe(MIN_DEPOSIT_CENTS)
    expect(depositCents(80, 30)).toBe(80)
    expect(depositCents(0, 30)).toBe(0)
  })

  it('asks of any amount of a dollar or more a deposit a card can pay', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_DEPOSIT_CENTS, max: 1_000_000_000 }), fc.integer({ min: 0, max: 100 }), (amountCents, percent) => {
        expect(depositCents(amountCents, percent)).toBeGreaterThanOrEqual(MIN_CHARGE_CENTS)
      }),
    )
  })
})

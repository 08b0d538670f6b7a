// Property-based tests of the cart's maths: whatever lines a shopper adds, merges, changes or
// removes, ids stay unique, quantities stay within the line limit, and the totals are the sums.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addLine, cartTotals, mergeCarts, newCartLine, removeLine, updateLine, type CartLine } from './cart'
import { fields } from './cart.fixtures'
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@/lib/pricing/quantity'

/** Few distinct items, so that additions often meet a line already there. */
const line = fc
  .record({
    productSlug: fc.constantFrom('showtime-jersey', 'socks', 'team-bags'),
    size: fc.constantFrom('S', 'L', null),
    teamName: fc.constantFrom('Harbour Hawks', 'Ice Owls'),
    quantity: fc.integer({ min: MIN_LINE_QUANTITY, max: MAX_LINE_QUANTITY }),
    unitPriceCents: fc.integer({ min: 0, max: 100_000 }),
  })
  .map(({ teamName, ...rest }) => newCartLine(fields({ ...rest, customization: { ...fields().customization, teamName } })))

const cartOf = (lines: CartLine[]) => lines.reduce<CartLine[]>(addLine, [])

function wellFormed(cart: CartLine[]) {
  expect(new Set(cart.map((item) => item.id)).size).toBe(cart.length)
  for (const item of cart) expect(item.quantity).toSatisfy((quantity: number) => Number.isInteger(quantity) && quantity >= MIN_LINE_QUANTITY && quantity <= MAX_LINE_QUANTITY)
}

describe('cart maths', () => {
  it('adding lines keeps one line per item, each within the limit, holding what was added up to the limit', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (added) => {
        const cart = cartOf(added)
        wellFormed(cart)
        for (const item of cart) {
          const wanted = added.filter((one) => one.id === item.id).reduce((sum, one) => sum + one.quantity, 0)
          expect(item.quantity).toBe(Math.min(wanted, MAX_LINE_QUANTITY))
        }
      }),
    )
  })

  it('the totals are the sum of quantities and of price times quantity', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (added) => {
        const cart = cartOf(added)
        const totals = cartTotals(cart)
        expect(totals.itemCount).toBe(cart.reduce((sum, item) => sum + item.quantity, 0))
        expect(totals.subtotalCents).toBe(cart.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0))
        expect(Number.isSafeInteger(totals.subtotalCents)).toBe(true)
      }),
    )
  })

  it('merging a browser cart into an account cart loses no item and is the same as adding its lines one by one', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 15 }), fc.array(line, { maxLength: 15 }), (account, browser) => {
        const merged = mergeCarts(cartOf(account), cartOf(browser))
        wellFormed(merged)
        expect(new Set(merged.map((item) => item.id))).toEqual(new Set([...account, ...browser].map((item) => item.id)))
        expect(merged).toEqual(cartOf([...cartOf(account), ...cartOf(browser)]))
      }),
    )
  })

  it('changing a line keeps the cart well formed and joins it with a line that becomes the same item', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 15 }), fc.nat(), fc.integer({ min: -5, max: 5_000 }), fc.constantFrom('S', 'L', null), (added, pick, quantity, size) => {
        const cart = cartOf(added)
        const target = cart[pick % cart.length] as CartLine
        const changed = updateLine(cart, target.id, { quantity, size })
        wellFormed(changed)
        expect(changed.length).toBeLessThanOrEqual(cart.length)
        expect(cartTotals(changed).itemCount).toBeLessThanOrEqual(cartTotals(cart).itemCount - target.quantity + MAX_LINE_QUANTITY)
      }),
    )
  })

  it('removing a line takes exactly it away', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 15 }), fc.nat(), (added, pick) => {
        const cart = cartOf(added)
        const target = cart[pick % cart.length] as CartLine
        const left = removeLine(cart, target.id)
        expect(left).toEqual(cart.filter((item) => item.id !== target.id))
        expect(cartTotals(left).itemCount).toBe(cartTotals(cart).itemCount - target.quantity)
      }),
    )
  })
})

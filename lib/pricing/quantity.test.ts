import { describe, expect, it } from 'vitest'
import { clampQuantity, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, parseQuantity } from './quantity'

const error = (input: unknown) => {
  const parsed = parseQuantity(input)
  return parsed.ok ? null : parsed.error
}

describe('parseQuantity', () => {
  it('accepts whole numbers from 1 to 999, sent as numbers or typed as text', () => {
    expect(parseQuantity(12)).toEqual({ ok: true, quantity: 12 })
    expect(parseQuantity(' 12 ')).toEqual({ ok: true, quantity: 12 })
    expect(parseQuantity(MIN_LINE_QUANTITY)).toEqual({ ok: true, quantity: 1 })
    expect(parseQuantity(String(MAX_LINE_QUANTITY))).toEqual({ ok: true, quantity: 999 })
  })

  it.each<[unknown, string]>([
    ['0', 'The quantity must be at least 1'],
    [-3, 'The quantity must be at least 1'],
    [1000, 'The quantity can be at most 999'],
    ['2.5', 'Please enter a whole number'],
    [Number.POSITIVE_INFINITY, 'Please enter a whole number'],
    ['lots', 'Please enter a quantity'],
    ['  ', 'Please enter a quantity'],
    [Number.NaN, 'Please enter a quantity'],
    [null, 'Please enter a quantity'],
    [undefined, 'Please enter a quantity'],
  ])('rejects %s with "%s"', (input, message) => {
    expect(error(input)).toBe(message)
  })
})

describe('clampQuantity', () => {
  it('keeps a line between 1 and 999 whole items', () => {
    expect(clampQuantity(0)).toBe(1)
    expect(clampQuantity(-5)).toBe(1)
    expect(clampQuantity(2.9)).toBe(2)
    expect(clampQuantity(5000)).toBe(999)
    expect(clampQuantity(Number.NaN)).toBe(1)
    expect(clampQuantity(7)).toBe(7)
  })

  it('never leaves a quantity that parseQuantity refuses', () => {
    for (const quantity of [-1, 0, 0.5, 1, 998.7, 999, 1e9, Number.NaN]) expect(parseQuantity(clampQuantity(quantity)).ok).toBe(true)
  })
})

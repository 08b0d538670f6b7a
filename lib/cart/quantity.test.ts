import { describe, expect, it } from 'vitest'
import { clampQuantity, MAX_LINE_QUANTITY } from './quantity'
import { quantitySchema } from './quantity-schema'

describe('quantitySchema', () => {
  it('accepts whole numbers typed as text, from 1 to 999', () => {
    expect(quantitySchema.parse('12')).toBe(12)
    expect(quantitySchema.parse(String(MAX_LINE_QUANTITY))).toBe(999)
  })

  it.each([
    ['0', 'The quantity must be at least 1'],
    ['-3', 'The quantity must be at least 1'],
    ['1000', 'The quantity can be at most 999'],
    ['2.5', 'Please enter a whole number'],
    ['lots', 'Please enter a quantity'],
    ['  ', 'Please enter a quantity'],
  ])('rejects %s with "%s"', (typed, message) => {
    expect(quantitySchema.safeParse(typed).error?.issues[0]?.message).toBe(message)
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
})

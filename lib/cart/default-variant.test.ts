import { describe, expect, it } from 'vitest'
import { defaultVariant } from './default-variant'

describe('defaultVariant', () => {
  it('picks the first variant in stock', () => {
    expect(defaultVariant([{ key: 'navy', inStock: false }, { key: 'red', inStock: true }, { key: 'gold', inStock: true }])?.key).toBe('red')
  })

  it('counts a variant without a stock flag as in stock', () => {
    expect(defaultVariant([{ key: 'navy', inStock: false }, { key: 'red', inStock: null }, { key: 'gold' }])?.key).toBe('red')
  })

  it('falls back to the first when none is in stock', () => {
    expect(defaultVariant([{ key: 'navy', inStock: false }, { key: 'red', inStock: false }])?.key).toBe('navy')
  })

  it('is null for a product without variants', () => {
    expect(defaultVariant([])).toBeNull()
  })
})

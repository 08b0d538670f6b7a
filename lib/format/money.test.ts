import { describe, expect, it } from 'vitest'
import { formatAmount, formatCents, formatPrice } from './money'

describe('formatPrice', () => {
  it('drops cents from whole dollar prices', () => {
    expect(formatPrice(100)).toBe('$100')
  })
  it('keeps cents when there are any', () => {
    expect(formatPrice(19.99)).toBe('$19.99')
  })
  it('appends a unit', () => {
    expect(formatPrice(45, '/jersey')).toBe('$45/jersey')
  })
})

describe('formatAmount', () => {
  it('always shows two decimals and thousands separators', () => {
    expect(formatAmount(1950)).toBe('$1,950.00')
  })
})

describe('formatCents', () => {
  it('shows stored cents as dollars with two decimals', () => {
    expect(formatCents(195000)).toBe('$1,950.00')
    expect(formatCents(1999)).toBe('$19.99')
  })
})

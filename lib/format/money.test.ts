import { describe, expect, it } from 'vitest'
import { formatMoney } from './money'

describe('formatMoney', () => {
  it('writes cents as dollars with two decimals and thousands separators', () => {
    expect(formatMoney(195000)).toBe('$1,950.00')
    expect(formatMoney(1999)).toBe('$19.99')
    expect(formatMoney(12000)).toBe('$120.00')
    expect(formatMoney(0)).toBe('$0.00')
  })

  it('drops the cents of whole dollars in the short form of catalogue prices, and keeps any others', () => {
    expect(formatMoney(10000, { short: true })).toBe('$100')
    expect(formatMoney(1999, { short: true })).toBe('$19.99')
    expect(formatMoney(1950, { short: true })).toBe('$19.50')
  })

  it('appends a unit', () => {
    expect(formatMoney(4500, { short: true, unit: '/jersey' })).toBe('$45/jersey')
    expect(formatMoney(4500, { unit: null })).toBe('$45.00')
  })
})

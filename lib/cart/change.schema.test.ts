import { describe, expect, it } from 'vitest'
import { cartChangeSchema } from './change.schema'

describe('cartChangeSchema', () => {
  it('takes a new quantity by the line quantity rule', () => {
    expect(cartChangeSchema.parse({ type: 'update', id: 'socks-1', quantity: 12 })).toEqual({ type: 'update', id: 'socks-1', quantity: 12 })
  })

  it.each([
    [0, 'The quantity must be at least 1'],
    [1000, 'The quantity can be at most 999'],
    [2.5, 'Please enter a whole number'],
    [undefined, 'Please enter a quantity'],
  ])('refuses a quantity of %s with "%s"', (quantity, message) => {
    expect(cartChangeSchema.safeParse({ type: 'update', id: 'socks-1', quantity }).error?.issues[0]?.message).toBe(message)
  })
})

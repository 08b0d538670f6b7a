import { describe, expect, it } from 'vitest'
import { checkoutBlocker } from './preconditions'

describe('checkoutBlocker', () => {
  it('asks a signed-out visitor to log in first, even with an empty cart', () => {
    expect(checkoutBlocker({ signedIn: false, itemCount: 3 })).toBe('You must be logged in to checkout')
    expect(checkoutBlocker({ signedIn: false, itemCount: 0 })).toBe('You must be logged in to checkout')
  })

  it('stops a signed-in customer with an empty cart', () => {
    expect(checkoutBlocker({ signedIn: true, itemCount: 0 })).toBe('Your cart is empty')
  })

  it('lets a signed-in customer with items check out', () => {
    expect(checkoutBlocker({ signedIn: true, itemCount: 1 })).toBeNull()
  })
})

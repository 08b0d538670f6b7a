import { describe, expect, it } from 'vitest'
import { AUTH_CREDENTIALS_REQUIRED, CHECKOUT_MESSAGES, CORRUPT_STORAGE_MESSAGES, ERROR_MESSAGES } from './catalogue'

describe('error catalogue', () => {
  it('words every failed call as the shop always has', () => {
    expect(ERROR_MESSAGES).toEqual({
      authCheck: 'Authentication check failed',
      login: 'Login failed. Please check your credentials.',
      register: 'Registration failed. Please try again.',
      logout: 'Logout failed. Please try again.',
      passwordReset: 'Password reset request failed. Please try again.',
      profileUpdate: 'Profile update failed. Please try again.',
      noAuthenticatedUser: 'No authenticated user',
      cartLoad: 'Failed to load cart',
      cartAdd: 'Failed to add item to cart',
      cartUpdate: 'Failed to update cart item',
      cartRemove: 'Failed to remove item from cart',
      cartClear: 'Failed to clear cart',
      checkout: 'Failed to complete checkout',
      orderHistory: 'Failed to fetch order history',
      products: 'Failed to load products',
      savedTeamsLoad: 'Failed to load saved teams',
      teamSave: 'Failed to save team',
      teamDelete: 'Failed to delete team',
    })
  })

  it('words the checkout and sign-in preconditions as the shop always has', () => {
    expect(CHECKOUT_MESSAGES).toEqual({ signInRequired: 'You must be logged in to checkout', emptyCart: 'Your cart is empty' })
    expect(AUTH_CREDENTIALS_REQUIRED).toBe('You must provide either an email or phone number and a password')
  })

  it('tells the visitor what happened to unreadable browser storage', () => {
    expect(CORRUPT_STORAGE_MESSAGES.cart).toMatch(/cart.*emptied/)
    expect(CORRUPT_STORAGE_MESSAGES.savedTeams).toMatch(/teams.*emptied/)
  })
})

import { describe, expect, it } from 'vitest'
import { errorSummary } from './form-state'

describe('errorSummary', () => {
  it('lists the field errors in the order of the form, each linking to its field', () => {
    expect(errorSummary({ password: 'Too short', email: 'Email is required' }, ['email', 'password', 'confirmPassword'])).toEqual([
      { id: 'email', message: 'Email is required' },
      { id: 'password', message: 'Too short' },
    ])
  })

  it('lists a message shared by several fields once, at the first of them', () => {
    const message = 'You must provide either an email or phone number and a password'
    expect(errorSummary({ email: message, password: message }, ['email', 'password'])).toEqual([{ id: 'email', message }])
  })

  it('is empty when only the form as a whole failed', () => {
    expect(errorSummary({}, ['email', 'password'])).toEqual([])
  })
})

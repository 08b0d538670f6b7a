import { describe, expect, it } from 'vitest'
import { isCustomerSession, tokenClaims } from './session-claims'

const userId = '4f6c2f0e-8a63-4a4e-9d4b-2d5f0c7a9b11'
const token = (claims: object) => ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.')
const customer = { sub: userId, role: 'authenticated', session_id: 'a3d1c9a4-0b7e-4a43-8a5e-5c4a7b9e2f10' }

describe('isCustomerSession', () => {
  it('accepts a customer token with a session for the confirmed user', () => {
    expect(isCustomerSession(tokenClaims(token(customer)), userId)).toBe(true)
  })

  it.each([
    ['the service role', { ...customer, role: 'service_role' }],
    ['the anonymous role', { ...customer, role: 'anon' }],
    ['no role', { sub: userId, session_id: customer.session_id }],
    ['no session id', { sub: userId, role: 'authenticated' }],
    ['an empty session id', { ...customer, session_id: '' }],
    ['another user', { ...customer, sub: 'someone-else' }],
  ])('refuses a token with %s', (_, claims) => {
    expect(isCustomerSession(tokenClaims(token(claims)), userId)).toBe(false)
  })

  it('refuses what is not a token', () => {
    for (const text of ['', 'abc', 'a.!!!.c', `a.${Buffer.from('[1]').toString('base64url')}.c`]) {
      expect(isCustomerSession(tokenClaims(text), userId)).toBe(false)
    }
  })
})

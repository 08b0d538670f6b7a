import { afterEach, describe, expect, it, vi } from 'vitest'
import { CommerceError, reportCommerceError, throwIfUnreachable } from './errors'

describe('reportCommerceError', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('logs a failed call with its cause and hands it back', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const cause = { code: '42501' }
    const failure = new CommerceError('Failed to load cart', cause)
    expect(reportCommerceError(failure)).toBe(failure)
    expect(reportCommerceError(failure, 'merging failed')).toBe(failure)
    expect(log.mock.calls).toEqual([
      ['Failed to load cart', cause],
      ['merging failed: Failed to load cart', cause],
    ])
  })

  it('throws anything else again: a bug is not a failed call', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const bug = new TypeError('x is undefined')
    expect(() => reportCommerceError(bug)).toThrow(bug)
    expect(log).not.toHaveBeenCalled()
  })
})

describe('throwIfUnreachable', () => {
  const message = 'Password reset request failed. Please try again.'

  it.each([
    ['a network failure', { name: 'AuthRetryableFetchError', status: 0 }],
    ['a gateway error', { name: 'AuthRetryableFetchError', status: 503 }],
    ['an error without a status', { name: 'AuthUnknownError' }],
    ['a bad gateway', { name: 'AuthApiError', status: 502 }],
  ])('throws the message for %s, with the error as its cause', (_, error) => {
    expect(() => throwIfUnreachable(error, message)).toThrow(expect.objectContaining({ name: 'CommerceError', message, cause: error }))
  })

  it.each([
    ['no error', null],
    ['too many requests', { name: 'AuthApiError', status: 429 }],
    ['a refused request', { name: 'AuthApiError', status: 400 }],
    ['a server error the backend answered', { name: 'AuthApiError', status: 500 }],
  ])('says nothing for %s', (_, error) => {
    expect(() => throwIfUnreachable(error, message)).not.toThrow()
  })
})

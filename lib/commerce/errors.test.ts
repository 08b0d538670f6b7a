import { describe, expect, it } from 'vitest'
import { SERVICE_UNAVAILABLE } from '@/lib/errors/catalogue'
import { backendFailure, throwIfUnavailable } from './errors'

describe('throwIfUnavailable and backendFailure', () => {
  it.each([
    ['a network failure', { name: 'AuthRetryableFetchError', status: 0 }],
    ['a gateway error', { name: 'AuthRetryableFetchError', status: 503 }],
    ['an error without a status', { name: 'AuthUnknownError' }],
    ['a bad gateway', { name: 'AuthApiError', status: 502 }],
  ])('say the service is unavailable for %s, with the error as its cause', (_, error) => {
    const expected = expect.objectContaining({ name: 'BackendError', message: SERVICE_UNAVAILABLE, cause: error })
    expect(() => throwIfUnavailable(error)).toThrow(expected)
    expect(backendFailure(error, 'Login failed. Please check your credentials.')).toEqual(expected)
  })

  it('say a limit of the backend is a limit, with a minute to wait', () => {
    const error = { name: 'AuthApiError', status: 429 }
    expect(() => throwIfUnavailable(error)).toThrow(expect.objectContaining({ name: 'RateLimitedError', retryAfterSeconds: 60 }))
    expect(backendFailure(error, 'x').message).toBe('Too many attempts. Please wait a minute and try again.')
  })

  it.each([
    ['a refused request', { name: 'AuthApiError', status: 400 }],
    ['a server error the backend answered', { name: 'AuthApiError', status: 500 }],
  ])('pass on %s: nothing from throwIfUnavailable, the given message from backendFailure', (_, error) => {
    expect(() => throwIfUnavailable(error)).not.toThrow()
    expect(() => throwIfUnavailable(null)).not.toThrow()
    expect(backendFailure(error, 'Login failed. Please check your credentials.')).toEqual(
      expect.objectContaining({ name: 'BackendError', message: 'Login failed. Please check your credentials.' }),
    )
  })
})

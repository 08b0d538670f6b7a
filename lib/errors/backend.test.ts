import { afterEach, describe, expect, it, vi } from 'vitest'
import { BackendError, reportBackendError } from './backend'

describe('reportBackendError', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('logs a failed call with its cause and hands it back', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const cause = { code: '42501' }
    const failure = new BackendError('Failed to load cart', cause)
    expect(reportBackendError(failure)).toBe(failure)
    expect(reportBackendError(failure, 'merging failed')).toBe(failure)
    expect(log.mock.calls).toEqual([
      ['Failed to load cart', cause],
      ['merging failed: Failed to load cart', cause],
    ])
  })

  it('hands back a refusal without a backend error unlogged: it is an answer, not a fault', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const refusal = new BackendError('Login failed. Please check your credentials.')
    expect(reportBackendError(refusal)).toBe(refusal)
    expect(log).not.toHaveBeenCalled()
  })

  it('throws anything else again: a bug is not a failed call', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const bug = new TypeError('x is undefined')
    expect(() => reportBackendError(bug)).toThrow(bug)
    expect(log).not.toHaveBeenCalled()
  })
})

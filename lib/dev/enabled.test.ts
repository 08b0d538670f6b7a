import { afterEach, describe, expect, it, vi } from 'vitest'
import { devPagesEnabled } from './enabled'

afterEach(() => vi.unstubAllEnvs())

describe('devPagesEnabled', () => {
  it('is on outside production', () => {
    vi.stubEnv('NODE_ENV', 'development')
    vi.stubEnv('ENABLE_DEV_PAGES', '')
    expect(devPagesEnabled()).toBe(true)
  })

  it('is off in production unless ENABLE_DEV_PAGES is exactly 1', () => {
    vi.stubEnv('NODE_ENV', 'production')
    for (const value of ['', '0', 'true', 'yes']) {
      vi.stubEnv('ENABLE_DEV_PAGES', value)
      expect(devPagesEnabled()).toBe(false)
    }
    vi.stubEnv('ENABLE_DEV_PAGES', '1')
    expect(devPagesEnabled()).toBe(true)
  })
})

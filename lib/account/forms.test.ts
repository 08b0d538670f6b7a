import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './forms'

describe('safeRedirectPath', () => {
  it.each(['/account', '/cart?step=2', '/products/showtime-jersey#faq', '/account/orders/123'])('keeps the same-site path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path)
  })

  it.each([
    ['another host', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash later on', '/account\\..\\'],
    ['a full address', 'https://evil.example/account'],
    ['a scheme', 'http:evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a relative path', 'account'],
    ['nothing', ''],
    ['no value', null],
  ])('falls back for %s', (_, next) => {
    expect(safeRedirectPath(next)).toBe('/account')
  })

  it('uses the fallback given', () => {
    expect(safeRedirectPath('//evil.example', '/cart')).toBe('/cart')
  })
})

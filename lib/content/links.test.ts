import { describe, expect, it } from 'vitest'
import { isAllowedHref } from './links'

describe('isAllowedHref', () => {
  it.each(['/products', '/contact?topic=quote', '/', 'https://example.com/size-chart', 'HTTPS://EXAMPLE.COM', 'mailto:orders@example.com', 'tel:+1 (555) 010-2030'])(
    'allows %s',
    (href) => expect(isAllowedHref(href)).toBe(true),
  )

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example/phish',
    '/\\evil.example',
    'http://example.com',
    'https://',
    'tel:javascript:alert(1)',
    'products',
    '',
  ])('refuses %s', (href) => expect(isAllowedHref(href)).toBe(false))
})

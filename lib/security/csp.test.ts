import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, cspSettings, newNonce, policyArea, type CspSettings } from './csp'

const embedded: CspSettings = {
  dev: false,
  https: false,
  sanityProjectId: '',
  contentLakeUrl: null,
  payments: { provider: 'test', url: 'http://127.0.0.1:54350' },
}
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))

describe('policyArea', () => {
  it.each([
    ['/studio', 'studio'],
    ['/studio/structure/product', 'studio'],
    ['/checkout', 'site'],
    ['/account', 'site'],
    ['/products/jerseys', 'site'],
    ['/studios', 'site'],
  ])('%s gets the %s policy', (pathname, area) => expect(policyArea(pathname)).toBe(area))
})

describe('contentSecurityPolicy', () => {
  it('lets scripts run from the site or with the nonce, never inline or by eval in production', () => {
    const policy = contentSecurityPolicy('abc', 'site', embedded)
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc'")
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it('allows eval and the reloading socket in development only', () => {
    const policy = contentSecurityPolicy('abc', 'site', { ...embedded, dev: true })
    expect(directive(policy, 'script-src')).toContain("'unsafe-eval'")
    expect(directive(policy, 'connect-src')).toContain('ws:')
  })

  it("lets the site's pages reach the card provider, and the Studio not", () => {
    expect(directive(contentSecurityPolicy('n', 'site', embedded), 'connect-src')).toBe("connect-src 'self' blob: http://127.0.0.1:54350")
    expect(directive(contentSecurityPolicy('n', 'studio', embedded), 'connect-src')).toBe("connect-src 'self' blob: https://api.sanity.io https://sanity-cdn.com")
    const stripe = contentSecurityPolicy('n', 'site', { ...embedded, payments: { provider: 'stripe' } })
    expect(directive(stripe, 'script-src')).toBe("script-src 'self' 'nonce-n' https://js.stripe.com")
    expect(directive(stripe, 'frame-src')).toBe("frame-src 'self' https://js.stripe.com https://hooks.stripe.com")
    expect(directive(stripe, 'connect-src')).toBe("connect-src 'self' blob: https://api.stripe.com")
    expect(contentSecurityPolicy('n', 'studio', { ...embedded, payments: { provider: 'stripe' } })).not.toContain('stripe')
  })

  it('lets the Studio reach its content backend: the local lake, or the Sanity project', () => {
    const local = contentSecurityPolicy('n', 'studio', { ...embedded, contentLakeUrl: 'https://127.0.0.1:54360' })
    expect(directive(local, 'connect-src')).toBe("connect-src 'self' blob: https://127.0.0.1:54360 wss://127.0.0.1:54360 https://api.sanity.io https://sanity-cdn.com")
    const hosted = contentSecurityPolicy('n', 'studio', { ...embedded, sanityProjectId: 'p1' })
    expect(directive(hosted, 'connect-src')).toBe("connect-src 'self' blob: https://p1.api.sanity.io wss://p1.api.sanity.io https://api.sanity.io https://sanity-cdn.com")
    expect(directive(hosted, 'font-src')).toBe("font-src 'self' https://design-system-static.sanity.io")
    expect(directive(hosted, 'img-src')).toBe("img-src 'self' data: blob: https://cdn.sanity.io https://p1.api.sanity.io")
    expect(directive(hosted, 'script-src')).toBe("script-src 'self' 'nonce-n' https://core.sanity-cdn.com")
  })

  it('upgrades plain requests on an HTTPS site', () => {
    expect(contentSecurityPolicy('n', 'site', { ...embedded, https: true })).toMatch(/; upgrade-insecure-requests$/)
  })
})

describe('cspSettings', () => {
  it('reads the providers from the environment', async () => {
    expect(await cspSettings({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', NEXT_PUBLIC_SITE_URL: 'https://shop.example.com' })).toMatchObject({
      dev: false,
      https: true,
      payments: { provider: 'stripe' },
      contentLakeUrl: null,
    })
    expect(await cspSettings({ NODE_ENV: 'production', TEST_PAYMENTS_PORT: '4100', CONTENT_LAKE_DIR: '.data/lake', CONTENT_LAKE_PORT: '4200' })).toMatchObject({
      payments: { provider: 'test', url: 'http://127.0.0.1:4100' },
      contentLakeUrl: 'https://127.0.0.1:4200',
    })
  })
})

describe('newNonce', () => {
  it('is 128 random bits, new each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce))
    expect(nonces.size).toBe(100)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})

// Guards the headers every response carries: each page's Content-Security-Policy lets run only the scripts the server
// rendered (by nonce, or by hash on a prerendered page) while the catalogue stays prerendered; no page can be framed by
// another site (a framed checkout renders nothing; only the site's own Studio preview frames its pages); browsers are
// told not to sniff, leak or grant more than the shop needs.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import { inlineScriptHashes } from '@/lib/security/csp-hashes.mjs'
import { test } from '../support/test'

const expected = {
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
}

const responses = {
  'a static page': { method: 'GET', path: '/' },
  'a page that reads the session': { method: 'GET', path: '/checkout' },
  'an API route': { method: 'POST', path: '/api/cart' },
  'the Studio': { method: 'GET', path: '/studio' },
  'a missing page': { method: 'GET', path: '/no-such-page' },
} as const

for (const [what, { method, path: url }] of Object.entries(responses)) {
  test(`${what} (${method} ${url}) carries the security headers`, async ({ request }) => {
    const response = await request.fetch(url, { method, maxRedirects: 0, data: method === 'POST' ? { browserCart: null } : undefined })
    const headers = response.headers()
    for (const [name, value] of Object.entries(expected)) expect(headers[name], name).toBe(value)
    expect(headers['permissions-policy']).toContain('camera=()')
  })
}

test('a script of the build is sent as one: not to be sniffed, kept a year, without the headers only documents need', async ({ page, request }) => {
  await page.goto('/')
  const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src')
  const headers = (await request.get(script!)).headers()
  expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'public, max-age=31536000, immutable' })
  expect(headers['content-type']).toMatch(/^application\/javascript/)
  for (const name of ['x-frame-options', 'referrer-policy', 'permissions-policy', 'strict-transport-security']) expect(headers[name], name).toBeUndefined()
})

/** A policy's directives by name. */
const directives = (policy = '') =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  )

/** The inline scripts of a page, and whether each may run under the policy: by its nonce or by its hash. */
function scriptsRefused(html: string, scriptSources: string[]) {
  const nonces = scriptSources.filter((source) => source.startsWith("'nonce-")).map((source) => source.slice(7, -1))
  const allowedHashes = new Set(scriptSources.filter((source) => source.startsWith("'sha256-")))
  const refused: string[] = []
  for (const [tag, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue
    const nonce = /\snonce="([^"]+)"/.exec(attributes)?.[1]
    if (nonce && nonces.includes(nonce)) continue
    if (inlineScriptHashes(`<script>${body}</script>`).every((hash) => allowedHashes.has(hash))) continue
    refused.push(tag.slice(0, 80))
  }
  return refused
}

const pages = {
  'a prerendered page': { url: '/', prerendered: true },
  'a prerendered product page': { url: '/products/jerseys', prerendered: true },
  'the express wizard, which takes cards': { url: '/express-order/jerseys', prerendered: true },
  'a page rendered for each visitor': { url: '/checkout', prerendered: false },
  'a missing page': { url: '/products/no-such-product', prerendered: false },
} as const

for (const [what, { url, prerendered }] of Object.entries(pages)) {
  test(`${what} (${url}) runs only the scripts its server rendered`, async ({ request }) => {
    const first = await request.get(url)
    const policy = first.headers()['content-security-policy']
    const parsed = directives(policy)
    const scripts = parsed.get('script-src') ?? []
    expect(scripts).toContain("'self'")
    expect(scripts, 'nothing inline runs unless named').not.toContain("'unsafe-inline'")
    expect(scripts, 'no eval in production').not.toContain("'unsafe-eval'")
    expect(parsed.get('object-src')).toEqual(["'none'"])
    expect(parsed.get('base-uri')).toEqual(["'self'"])
    expect(parsed.get('frame-ancestors')).toEqual(["'self'"])
    expect(scriptsRefused(await first.text(), scripts), 'every inline script has its nonce or hash in the policy').toEqual([])
    // A new nonce for every response, on prerendered pages too; their scripts run by hash.
    const second = await request.get(url)
    expect(second.headers()['content-security-policy']).not.toBe(policy)
    if (prerendered) expect(scripts.some((source) => source.startsWith("'sha256-"))).toBe(true)
  })
}

test('every page of the site may reach the card service (the checkout opens without a new document); the Studio may not', async ({ request }) => {
  const connect = async (url: string) => directives((await request.get(url)).headers()['content-security-policy']).get('connect-src') ?? []
  const paymentsService = process.env.TEST_PAYMENTS_URL!
  for (const url of ['/checkout', '/products/jerseys', '/account']) expect(await connect(url), url).toContain(paymentsService)
  expect(await connect('/studio')).not.toContain(paymentsService)
})

test('the Studio has a policy of its own, which reaches its content backend', async ({ request }) => {
  const policy = directives((await request.get('/studio')).headers()['content-security-policy'])
  expect(policy.get('connect-src')).toContain(`https://127.0.0.1:${process.env.CONTENT_LAKE_PORT}`)
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
})

test('an API route answers data that may load and run nothing', async ({ request }) => {
  const response = await request.get('/api/reorder?kind=express&id=00000000-0000-0000-0000-000000000000')
  expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
})

test('the catalogue is prerendered whole: the policy made no public page render per request', () => {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json'), 'utf8'))
  const routes: Record<string, { compute?: string; response?: string }> = manifest.routes
  for (const url of [
    '/',
    '/about',
    '/contact',
    '/process',
    '/products',
    '/products/jerseys',
    '/order/jerseys',
    '/express-order/jerseys',
    '/sizing-guide',
    '/cart',
  ]) {
    expect(routes[url], url).toMatchObject({ compute: 'static', response: 'complete' })
  }
})

test.describe('framed by another site', () => {
  // Chromium reports the refusal on the console: that refusal is what this journey is about.
  test.use({ allowCspViolations: true })

  test('a checkout framed by another site does not render', async ({ page, baseURL }) => {
    await page.setContent(`<h1>Another site</h1><iframe title="framed" src="${baseURL}/checkout" width="800" height="600"></iframe>`)
    const frame = page.frameLocator('iframe[title="framed"]')
    await expect(page.getByRole('heading', { name: 'Another site' })).toBeVisible()
    // Chromium shows its own error page in a frame it refused: no heading, button or field of the shop.
    await expect(frame.getByRole('heading')).toHaveCount(0)
    await expect(frame.getByRole('link', { name: /sign in/i })).toHaveCount(0)
  })
})

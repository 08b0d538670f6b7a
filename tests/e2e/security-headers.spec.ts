// Guards the headers every response carries: no page can be framed by another site (a framed checkout renders nothing; only
// the site's own Studio preview frames its pages), and browsers are told not to sniff, leak or grant more than the shop needs.
import { expect } from '@playwright/test'
import { test } from '../support/test'

const expected = {
  'content-security-policy': "frame-ancestors 'self'",
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

for (const [what, { method, path }] of Object.entries(responses)) {
  test(`${what} (${method} ${path}) carries the security headers`, async ({ request }) => {
    const response = await request.fetch(path, { method, maxRedirects: 0, data: method === 'POST' ? { browserCart: null } : undefined })
    const headers = response.headers()
    for (const [name, value] of Object.entries(expected)) expect(headers[name], name).toBe(value)
    expect(headers['permissions-policy']).toContain('camera=()')
  })
}

test('a checkout framed by another site does not render', async ({ page, baseURL }) => {
  await page.setContent(`<h1>Another site</h1><iframe title="framed" src="${baseURL}/checkout" width="800" height="600"></iframe>`)
  const frame = page.frameLocator('iframe[title="framed"]')
  await expect(page.getByRole('heading', { name: 'Another site' })).toBeVisible()
  // Chromium shows its own error page in a frame it refused: no heading, button or field of the shop.
  await expect(frame.getByRole('heading')).toHaveCount(0)
  await expect(frame.getByRole('link', { name: /sign in/i })).toHaveCount(0)
})

// Guards the compressed copies of prerendered pages (lib/http/precompressed-pages.ts, hooked into Next by
// patches/next+16.4.6.patch): after its first request a page is sent from a copy compressed once, with brotli at its
// best, and it is the very page Next renders, with its policy, its ETag honoured, and a visitor's own page never copied.
import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, type APIRequestContext } from '@playwright/test'
import { signedInCustomer } from '../support/account-flow'
import { test } from '../support/test'

/** An answer's status, headers, the encoding it was sent in, and its text (decoded, as a browser reads it). */
async function sent(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers })
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    encoding: response.headers.get('content-encoding'),
    text: await response.text(),
  }
}

async function copyOf(request: APIRequestContext, url: string) {
  // The first request starts the copy; the ones after it are answered from it once it is made.
  await request.get(url)
  let answer = await sent(url, { 'accept-encoding': 'gzip, deflate, br' })
  await expect.poll(async () => (answer = await sent(url, { 'accept-encoding': 'gzip, deflate, br' })).encoding).toBe('br')
  return answer
}

test('a prerendered product page is sent from its brotli copy: the same page, with its policy and a working ETag', async ({ request, baseURL }) => {
  const url = `${baseURL}/products/chel-jersey`
  const copied = await copyOf(request, url)
  const plain = await sent(url, { 'accept-encoding': 'identity' })
  expect(plain.encoding).toBeNull()
  expect(copied.text).toBe(plain.text)
  expect(copied.text).toContain('CHEL Game Jersey')
  // The same policy, each with its own nonce: the scripts' hashes are the page's, whatever its encoding.
  const withoutNonce = (policy = '') => policy.replace(/'nonce-[^']+'/g, "'nonce'")
  expect(withoutNonce(copied.headers['content-security-policy'])).toBe(withoutNonce(plain.headers['content-security-policy']))
  expect(copied.headers['content-security-policy']).toContain("'sha256-")
  expect(copied.headers.vary).toContain('Accept-Encoding')

  const gzipped = await sent(url, { 'accept-encoding': 'gzip' })
  expect(gzipped.encoding).toBe('gzip')
  expect(gzipped.text).toBe(plain.text)

  // A browser that has the page is told so, with no body.
  const etag = copied.headers.etag!
  expect(etag).toBeTruthy()
  const revalidated = await fetch(url, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } })
  expect(revalidated.status).toBe(304)
  expect(await revalidated.text()).toBe('')
})

test('the copies are what a browser decodes: brotli and gzip bytes of the same page', async ({ request, baseURL }) => {
  const url = `${baseURL}/about`
  await copyOf(request, url)
  // node:http leaves the body as it was sent.
  const raw = (encoding: string) =>
    new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })
  const plain = await raw('identity')
  const br = await raw('br')
  const gzip = await raw('gzip')
  expect(br.encoding).toBe('br')
  expect(gzip.encoding).toBe('gzip')
  expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString())
  expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString())
  expect(br.body.length).toBeLessThan(gzip.body.length)
})

test('a page rendered for one visitor is never copied: each answer is their own', async ({ page, baseURL }) => {
  const customer = await signedInCustomer(page)
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
  for (let time = 0; time < 3; time++) {
    const account = await sent(`${baseURL}/account`, { 'accept-encoding': 'br', cookie: cookies })
    expect(account.status).toBe(200)
    expect(account.text).toContain(customer.email)
    expect(account.headers.etag).toBeUndefined()
  }
})

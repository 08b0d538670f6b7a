import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { answer, chooseEncoding } from './precompressed-pages'

/** A response as Next has prepared it for a cached page: its headers set, nothing sent yet. */
function exchange(headers: Record<string, string> = {}, method = 'GET', preset: Record<string, string> = {}) {
  const sent = new Map<string, unknown>(Object.entries(preset).map(([name, value]) => [name.toLowerCase(), value]))
  const response = {
    statusCode: 200,
    body: undefined as unknown,
    ended: false,
    getHeader: (name: string) => sent.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => sent.set(name.toLowerCase(), value),
    end(body?: unknown) {
      this.ended = true
      this.body = body
    },
  }
  return { request: { method, headers } as unknown as IncomingMessage, response, res: response as unknown as ServerResponse, sent }
}

const page = (marker: string) => `<!DOCTYPE html><html><body><h1>${marker}</h1>${'<p>Showtime Game Jersey, sublimated.</p>'.repeat(200)}</body></html>`

/** Asks until the page's copy is made (the first request only starts it). */
async function answered(html: string, headers: Record<string, string>, method = 'GET') {
  expect(answer(exchange(headers, method).request, exchange().res, html, 'text/html; charset=utf-8', true)).toBe(false)
  await vi.waitFor(() => {
    const probe = exchange(headers, method)
    expect(answer(probe.request, probe.res, html, 'text/html; charset=utf-8', true)).toBe(true)
  })
  const done = exchange(headers, method, { Vary: 'rsc, next-router-state-tree' })
  expect(answer(done.request, done.res, html, 'text/html; charset=utf-8', true)).toBe(true)
  return done
}

describe('a prerendered page answered from its compressed copy', () => {
  it('is answered by Next the first time, then with brotli: the same page, with its ETag, length and Vary', async () => {
    const html = page('brotli')
    const { response, sent } = await answered(html, { 'accept-encoding': 'gzip, deflate, br' })
    expect(sent.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(response.body as Buffer).toString()).toBe(html)
    expect(sent.get('content-length')).toBe((response.body as Buffer).length)
    expect((response.body as Buffer).length).toBeLessThan(html.length / 10)
    expect(sent.get('vary')).toBe('rsc, next-router-state-tree, Accept-Encoding')
    expect(sent.get('content-type')).toBe('text/html; charset=utf-8')
    expect(sent.get('etag')).toMatch(/^"[\w-]{27}"$/)
  })

  it('is sent gzipped to a client that takes no brotli, and left to Next for one that takes neither', async () => {
    const html = page('gzip')
    const { response, sent } = await answered(html, { 'accept-encoding': 'gzip' })
    expect(sent.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(response.body as Buffer).toString()).toBe(html)
    for (const acceptEncoding of ['identity', 'br;q=0, gzip;q=0', '']) {
      const plain = exchange({ 'accept-encoding': acceptEncoding })
      expect(answer(plain.request, plain.res, html, 'text/html', true)).toBe(false)
      expect(plain.response.ended).toBe(false)
    }
  })

  it('answers 304 with no body to a client that has it, and a HEAD with the headers alone', async () => {
    const html = page('conditional')
    const { sent } = await answered(html, { 'accept-encoding': 'br' })
    const again = exchange({ 'accept-encoding': 'br', 'if-none-match': `W/"other", ${String(sent.get('etag'))}` })
    expect(answer(again.request, again.res, html, 'text/html', true)).toBe(true)
    expect(again.response).toMatchObject({ statusCode: 304, body: undefined })
    const head = exchange({ 'accept-encoding': 'br' }, 'HEAD')
    expect(answer(head.request, head.res, html, 'text/html', true)).toBe(true)
    expect(head.response.body).toBeNull()
    expect(head.sent.get('content-length')).toBe(sent.get('content-length'))
  })

  it('leaves to Next what it should not answer: small pages, other methods, a response already encoded', async () => {
    const small = '<p>hi</p>'
    for (let time = 0; time < 3; time++) expect(answer(exchange({ 'accept-encoding': 'br' }).request, exchange().res, small, 'text/html', true)).toBe(false)
    const html = page('refusals')
    await answered(html, { 'accept-encoding': 'br' })
    expect(answer(exchange({ 'accept-encoding': 'br' }, 'POST').request, exchange().res, html, 'text/html', true)).toBe(false)
    const encoded = exchange({ 'accept-encoding': 'br' }, 'GET', { 'Content-Encoding': 'gzip' })
    expect(answer(encoded.request, encoded.res, html, 'text/html', true)).toBe(false)
  })

  it('sends no ETag when Next is told not to make them', async () => {
    const html = page('no etag')
    await answered(html, { 'accept-encoding': 'br' })
    const plain = exchange({ 'accept-encoding': 'br' })
    expect(answer(plain.request, plain.res, html, 'text/html', false)).toBe(true)
    expect(plain.sent.has('etag')).toBe(false)
  })
})

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ] as const)('%j → %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})

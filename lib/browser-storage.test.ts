import { describe, expect, it } from 'vitest'
import { browserCopyFrom, MAX_BROWSER_COPY_BYTES } from './browser-storage'

const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request('http://shop.test/api/cart', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } })
const refusedWith = async (answer: Awaited<ReturnType<typeof browserCopyFrom>>) => (answer.ok ? 'read' : answer.response.status)

describe('browserCopyFrom', () => {
  it('reads the stored text the page sent, or none', async () => {
    expect(await browserCopyFrom(post(JSON.stringify({ browserCart: '[]' })), 'browserCart')).toEqual({ ok: true, copy: '[]' })
    expect(await browserCopyFrom(post('{"browserCart":null}', { 'content-type': 'application/json; charset=utf-8' }), 'browserCart')).toEqual({ ok: true, copy: null })
    expect(await browserCopyFrom(post('{}'), 'browserCart')).toEqual({ ok: true, copy: null })
  })

  it('refuses a body that is not JSON (400) or not sent as JSON (415), and a copy that is not text', async () => {
    for (const body of ['not json', '', '[]', 'null', '42', JSON.stringify({ browserCart: 7 }), JSON.stringify({ browserCart: { lines: [] } })]) {
      expect(await refusedWith(await browserCopyFrom(post(body), 'browserCart')), body).toBe(400)
    }
    expect(await refusedWith(await browserCopyFrom(post('{"browserCart":null}', { 'content-type': 'text/plain' }), 'browserCart'))).toBe(415)
  })

  it('refuses a body over the limit that says so, before reading it', async () => {
    const request = post('{}', { 'content-length': String(MAX_BROWSER_COPY_BYTES + 1) })
    expect(await refusedWith(await browserCopyFrom(request, 'browserCart'))).toBe(413)
  })

  it('refuses a 5 MB body sent without a length, reading no further than the limit', async () => {
    let sent = 0
    const chunk = new Uint8Array(64 * 1024).fill(32)
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 5_000_000) return controller.close()
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const request = new Request('http://shop.test/api/cart', { method: 'POST', body, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit)
    expect(await refusedWith(await browserCopyFrom(request, 'browserCart'))).toBe(413)
    expect(sent).toBeLessThan(MAX_BROWSER_COPY_BYTES + 4 * chunk.byteLength)
  })
})

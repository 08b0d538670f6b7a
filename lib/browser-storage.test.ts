import { describe, expect, it } from 'vitest'
import { browserCopyFrom, MAX_BROWSER_COPY_BYTES } from './browser-storage'

const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request('http://shop.test/api/cart', { method: 'POST', body, headers })

describe('browserCopyFrom', () => {
  it('reads the stored text the page sent', async () => {
    expect(await browserCopyFrom(post(JSON.stringify({ browserCart: '[]' })), 'browserCart')).toEqual({ tooLarge: false, copy: '[]' })
  })

  it('reads a body that is not JSON, or has no such field, as nothing stored', async () => {
    expect(await browserCopyFrom(post('not json'), 'browserCart')).toEqual({ tooLarge: false, copy: null })
    expect(await browserCopyFrom(post(JSON.stringify({ browserCart: 7 })), 'browserCart')).toEqual({ tooLarge: false, copy: null })
  })

  it('refuses a body over the limit that says so, before reading it', async () => {
    const request = post('{}', { 'content-length': String(MAX_BROWSER_COPY_BYTES + 1) })
    expect(await browserCopyFrom(request, 'browserCart')).toEqual({ tooLarge: true })
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
    const request = new Request('http://shop.test/api/cart', { method: 'POST', body, duplex: 'half' } as RequestInit)
    expect(await browserCopyFrom(request, 'browserCart')).toEqual({ tooLarge: true })
    expect(sent).toBeLessThan(MAX_BROWSER_COPY_BYTES + 4 * chunk.byteLength)
  })
})

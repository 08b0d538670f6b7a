import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NextRequest } from 'next/server'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'

const revalidateTag = vi.fn()
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }))

const { POST } = await import('./route')
const secret = 'test-webhook-secret'

async function webhook(body: unknown, signWith = secret, signedAt = Date.now()) {
  const payload = JSON.stringify(body)
  const signature = await encodeSignatureHeader(payload, signedAt, signWith)
  return new NextRequest('http://localhost/api/revalidate', { method: 'POST', body: payload, headers: { [SIGNATURE_HEADER_NAME]: signature } })
}

describe('POST /api/revalidate', () => {
  beforeEach(() => vi.stubEnv('SANITY_REVALIDATE_SECRET', secret))
  afterEach(() => {
    vi.unstubAllEnvs()
    revalidateTag.mockReset()
  })

  // Without a hosted project there are no replicas to wait for: the answer comes at once.
  const answer = async (request: Promise<NextRequest>) => POST(await request)

  it('refreshes the pages that read the published document type', async () => {
    const response = await answer(webhook({ _type: 'product' }))
    expect(response.status).toBe(200)
    expect(revalidateTag).toHaveBeenCalledWith('product', { expire: 0 })
  })

  it('refuses a request signed with another secret', async () => {
    const response = await answer(webhook({ _type: 'product' }, 'someone-else'))
    expect(response.status).toBe(401)
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('refuses a body without a document type', async () => {
    const response = await answer(webhook({ _id: 'x' }))
    expect(response.status).toBe(400)
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('refuses a replay of a delivery signed more than five minutes ago, or one dated in the future', async () => {
    for (const signedAt of [Date.now() - 6 * 60_000, Date.now() + 6 * 60_000]) {
      const response = await POST(await webhook({ _type: 'product' }, secret, signedAt))
      expect(response.status).toBe(401)
    }
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('refuses a tampered body under a valid signature', async () => {
    const signed = await webhook({ _type: 'product' })
    const tampered = new NextRequest(signed.url, { method: 'POST', body: JSON.stringify({ _type: 'faq' }), headers: signed.headers })
    expect((await POST(tampered)).status).toBe(401)
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('refuses a body larger than a publish notice before checking it', async () => {
    const response = await POST(await webhook({ _type: 'product', padding: 'x'.repeat(20_000) }))
    expect(response.status).toBe(413)
  })

  it('refuses everything when no secret is configured, without telling the caller which setting is missing', async () => {
    vi.stubEnv('SANITY_REVALIDATE_SECRET', '')
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await POST(await webhook({ _type: 'product' }))
    expect(response.status).toBe(401)
    expect(JSON.stringify(await response.json())).not.toContain('SANITY_REVALIDATE_SECRET')
    expect(error).toHaveBeenCalledWith(expect.stringContaining('SANITY_REVALIDATE_SECRET is not set'))
    error.mockRestore()
  })
})

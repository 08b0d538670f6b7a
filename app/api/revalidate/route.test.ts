import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NextRequest } from 'next/server'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'

const revalidateTag = vi.fn()
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }))

const { POST } = await import('./route')
const secret = 'test-webhook-secret'

async function webhook(body: unknown, signWith = secret) {
  const payload = JSON.stringify(body)
  const signature = await encodeSignatureHeader(payload, Date.now(), signWith)
  return new NextRequest('http://localhost/api/revalidate', { method: 'POST', body: payload, headers: { [SIGNATURE_HEADER_NAME]: signature } })
}

describe('POST /api/revalidate', () => {
  beforeEach(() => vi.stubEnv('SANITY_REVALIDATE_SECRET', secret))
  afterEach(() => {
    vi.unstubAllEnvs()
    revalidateTag.mockReset()
  })

  // A correctly signed request waits 3 s in parseBody for the Content Lake to settle.
  const answer = async (request: Promise<NextRequest>) => POST(await request)

  it('refreshes the pages that read the published document type', async () => {
    const response = await answer(webhook({ _type: 'product' }))
    expect(response.status).toBe(200)
    expect(revalidateTag).toHaveBeenCalledWith('product', 'max')
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

  it('says so when no secret is configured, instead of accepting anything', async () => {
    vi.stubEnv('SANITY_REVALIDATE_SECRET', '')
    const response = await POST(await webhook({ _type: 'product' }))
    expect(response.status).toBe(501)
  })
})

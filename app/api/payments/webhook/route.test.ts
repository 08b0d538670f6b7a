import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { deliverMailSoon } from '@/lib/commerce/mail-delivery'
import { BackendError } from '@/lib/errors/backend'
import { recordRequestPayment } from '@/lib/commerce/request-payments'
import { SIGNATURE_HEADER, signPayload } from '@/lib/payments/signature'
import { ensureTestPaymentKeys, type TestPaymentKeys } from '@/lib/payments/test-service/keys'
import { CLIENT_ADDRESS_HEADER, markServedByEntry } from '@/lib/security/client-address.mts'
import { POST } from './route'

vi.mock('@/lib/commerce/request-payments', () => ({
  recordRequestPayment: vi.fn(async () => ({ paymentId: 'p1', paymentStatus: 'succeeded', requestStatus: 'received', amountPaidCents: 45000, paidNow: true })),
}))
// Its confirmation e-mail is delivered after the response, which needs Next's request scope.
vi.mock('@/lib/commerce/mail-delivery', () => ({ deliverMailSoon: vi.fn() }))

const ORDER_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427'
let folder: string
let keys: TestPaymentKeys
let address = 0

const body = (type = 'payment_intent.succeeded', intent: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type,
    data: { object: { id: 'pi_1', object: 'payment_intent', amount: 45000, status: 'succeeded', metadata: { reference: 'E-7KD4M2XP', requestKind: 'express', requestId: ORDER_ID }, ...intent } },
  })

/** A delivery from its own client address, unless one is given. */
function deliver(payload: string, { signature = signPayload(payload, keys.webhookSecret), ip = `10.0.0.${++address}` }: { signature?: string; ip?: string } = {}) {
  return POST(
    new Request('http://127.0.0.1:3100/api/payments/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature, [CLIENT_ADDRESS_HEADER]: ip },
      body: payload,
    }),
  )
}

beforeAll(() => {
  // As the server entry serves it: the address it read from the socket, in its header.
  markServedByEntry()
  folder = mkdtempSync(path.join(tmpdir(), 'payments-webhook-'))
  const keysFile = path.join(folder, 'keys.json')
  keys = ensureTestPaymentKeys(keysFile)
  vi.stubEnv('PAYMENT_PROVIDER', '')
  vi.stubEnv('TEST_PAYMENTS_KEYS_FILE', keysFile)
})

afterAll(() => {
  vi.unstubAllEnvs()
  rmSync(folder, { recursive: true, force: true })
})

beforeEach(() => {
  vi.mocked(recordRequestPayment).mockClear()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'log').mockImplementation(() => {})
})

describe('POST /api/payments/webhook', () => {
  it('records a signed event, and a redelivery records the same again (which changes nothing)', async () => {
    const payload = body()
    for (let delivery = 0; delivery < 2; delivery++) {
      const response = await deliver(payload)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ received: true })
    }
    const expected = { request: { kind: 'express', id: ORDER_ID }, provider: 'test', providerReference: 'pi_1', amountCents: 45000, status: 'succeeded', failureMessage: null }
    expect(vi.mocked(recordRequestPayment).mock.calls).toEqual([[expected], [expected]])
    // The order is paid: its e-mails go out once the answer is sent.
    expect(deliverMailSoon).toHaveBeenCalled()
  })

  it('records a declined payment with its message', async () => {
    const response = await deliver(body('payment_intent.payment_failed', { status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } }))
    expect(response.status).toBe(200)
    expect(recordRequestPayment).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed', failureMessage: 'Your card was declined.' }))
  })

  it('answers 200 to events it does not act on, and records nothing', async () => {
    expect((await deliver(body('payment_intent.created'))).status).toBe(200)
    expect((await deliver(body('payment_intent.succeeded', { metadata: {} }))).status).toBe(200)
    expect(recordRequestPayment).not.toHaveBeenCalled()
  })

  it('refuses a bad signature with 400 and a body over 64 KB with 413, recording nothing', async () => {
    const payload = body()
    expect((await deliver(payload, { signature: signPayload(payload, 'whsec_forged') })).status).toBe(400)
    expect((await deliver(payload.replace('45000', '100'), { signature: signPayload(payload, keys.webhookSecret) })).status).toBe(400)
    expect((await deliver(payload, { signature: signPayload(payload, keys.webhookSecret, Math.floor(Date.now() / 1000) - 600) })).status).toBe(400)
    const huge = body('payment_intent.succeeded', { description: 'x'.repeat(65 * 1024) })
    expect((await deliver(huge)).status).toBe(413)
    expect(recordRequestPayment).not.toHaveBeenCalled()
  })

  it('answers 500 when the payment could not be recorded, so the provider delivers it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(recordRequestPayment).mockRejectedValueOnce(new BackendError('The payment could not be recorded just now.', new Error('database down')))
    expect((await deliver(body())).status).toBe(500)
    expect((await deliver(body())).status).toBe(200)
  })

  it('shuts out an address that keeps sending forged deliveries, and no one else', async () => {
    const payload = body()
    const forged = signPayload(payload, 'whsec_forged')
    for (let attempt = 0; attempt < 20; attempt++) expect((await deliver(payload, { signature: forged, ip: '203.0.113.7' })).status).toBe(400)
    const refused = await deliver(payload, { ip: '203.0.113.7' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await deliver(payload, { ip: '198.51.100.1' })).status).toBe(200)
  })
})

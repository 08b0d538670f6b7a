import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Stripe from 'stripe'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BackendError } from '@/lib/errors/backend'
import { recordRequestPayment } from '@/lib/commerce/request-payments'
import { paymentConfig, type PaymentConfig } from './config'
import created from './fixtures/stripe-payment-intent-created.json'
import invalidRequest from './fixtures/stripe-invalid-request-error.json'
import { PAYMENT_MESSAGES } from './messages'
import { createPaymentProvider, paymentFromWebhook, publicPaymentConfig, refundPayment, RefundError, startPayment } from './provider'
import { SIGNATURE_HEADER, signPayload, verifySignature, WebhookSignatureError } from './signature'
import { ensureTestPaymentKeys } from './test-service/keys'
import { startTestPaymentService } from './test-service/service.mjs'

vi.mock('@/lib/commerce/request-payments', () => ({
  recordRequestPayment: vi.fn(async () => ({ paymentId: 'p1', paymentStatus: 'pending', requestStatus: 'awaiting_payment', amountPaidCents: 0, paidNow: false })),
}))

const ORDER_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427'
const TEST_KEYS = { secretKey: 'sk_test_local_abc', webhookSecret: 'whsec_local_test' }
const testConfig: PaymentConfig = { provider: 'test', apiUrl: 'http://127.0.0.1:9', keys: () => TEST_KEYS }
const stripeConfig: PaymentConfig = { provider: 'stripe', secretKey: 'sk_test_123', webhookSecret: 'whsec_stripe_123', publishableKey: 'pk_test_123' }

const now = () => Math.floor(Date.now() / 1000)

/** A Stripe event around a PaymentIntent, as both providers send it. */
function event(type: string, intent: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type,
    created: now(),
    data: {
      object: {
        id: 'pi_1',
        object: 'payment_intent',
        amount: 45000,
        currency: 'usd',
        status: 'succeeded',
        metadata: { reference: 'E-7KD4M2XP', requestKind: 'express', requestId: ORDER_ID },
        last_payment_error: null,
        ...intent,
      },
    },
  })
}

const signed = (header: string) => new Headers({ [SIGNATURE_HEADER]: header, 'content-type': 'application/json' })

beforeEach(() => {
  vi.mocked(recordRequestPayment).mockClear()
})

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the test provider’s webhooks', () => {
  const provider = createPaymentProvider(testConfig)

  it('reads a delivery signed with the service’s secret', async () => {
    const body = event('payment_intent.succeeded')
    await expect(provider.paymentFromWebhook(body, signed(signPayload(body, TEST_KEYS.webhookSecret)))).resolves.toEqual({
      provider: 'test',
      eventId: 'evt_1',
      request: { kind: 'express', id: ORDER_ID },
      reference: 'E-7KD4M2XP',
      providerReference: 'pi_1',
      status: 'succeeded',
      amountCents: 45000,
      failureMessage: null,
    })
  })

  it('refuses a tampered body, another secret, a stale or future timestamp, and a missing or malformed header', async () => {
    const body = event('payment_intent.succeeded')
    const header = signPayload(body, TEST_KEYS.webhookSecret)
    const refusals = [
      provider.paymentFromWebhook(body.replace('45000', '4500'), signed(header)),
      provider.paymentFromWebhook(body, signed(signPayload(body, 'whsec_other'))),
      provider.paymentFromWebhook(body, signed(signPayload(body, TEST_KEYS.webhookSecret, now() - 301))),
      provider.paymentFromWebhook(body, signed(signPayload(body, TEST_KEYS.webhookSecret, now() + 301))),
      provider.paymentFromWebhook(body, new Headers()),
      provider.paymentFromWebhook(body, signed(header.replace(/v1=\w+/, 'v1=zz'))),
      provider.paymentFromWebhook(body, signed(header.replace(/v1=/, 'v0='))),
      provider.paymentFromWebhook('not json', signed(signPayload('not json', TEST_KEYS.webhookSecret))),
    ]
    for (const refusal of refusals) await expect(refusal).rejects.toBeInstanceOf(WebhookSignatureError)
    // Four minutes old is still within Stripe's five.
    await expect(provider.paymentFromWebhook(body, signed(signPayload(body, TEST_KEYS.webhookSecret, now() - 240)))).resolves.not.toBeNull()
  })

  it('reads a replayed delivery as the same event, which records nothing new', async () => {
    const body = event('payment_intent.succeeded')
    const headers = signed(signPayload(body, TEST_KEYS.webhookSecret))
    const first = await provider.paymentFromWebhook(body, headers)
    const replay = await provider.paymentFromWebhook(body, headers)
    // The same event: recordRequestPayment is keyed by the PaymentIntent and only moves a payment
    // forward, so recording it twice changes nothing (tests/unit/commerce/wizard-requests.test.ts).
    expect(replay).toEqual(first)
  })

  it('signs exactly as Stripe does, so each side reads the other’s headers', () => {
    const body = event('payment_intent.succeeded')
    const stripeHeader = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: TEST_KEYS.webhookSecret })
    expect(() => verifySignature(body, stripeHeader, TEST_KEYS.webhookSecret)).not.toThrow()
    expect(Stripe.webhooks.constructEvent(body, signPayload(body, TEST_KEYS.webhookSecret), TEST_KEYS.webhookSecret)).toMatchObject({ id: 'evt_1' })
    // A header carrying the signatures of two secrets (one being rolled) passes with either.
    const rolled = `${signPayload(body, 'whsec_old')},v1=${signPayload(body, TEST_KEYS.webhookSecret).split('v1=')[1]}`
    expect(() => verifySignature(body, rolled, TEST_KEYS.webhookSecret)).not.toThrow()
  })
})

describe('the Stripe provider, offline', () => {
  type Sent = { url: string; method: string; headers: Headers; body: string }

  /** Stripe's API as a fake fetch answering a recorded response. */
  function fakeStripe(status: number, response: unknown, headers: Record<string, string> = {}) {
    const sent: Sent[] = []
    const fetchImpl: typeof fetch = async (input, init) => {
      sent.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: String(init?.body ?? '') })
      return new Response(JSON.stringify(response), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_test', ...headers } })
    }
    return { sent, provider: createPaymentProvider(stripeConfig, { httpClient: Stripe.createFetchHttpClient(fetchImpl) }) }
  }

  const input = {
    request: { kind: 'express' as const, id: ORDER_ID },
    reference: 'E-7KD4M2XP',
    purpose: 'deposit' as const,
    amountCents: 45000,
    currency: 'usd' as const,
    email: 'coach@example.com',
  }

  it('creates a card-only PaymentIntent (no method that redirects), the request in its metadata, one idempotency key per request, purpose and amount, and records it pending', async () => {
    const { sent, provider } = fakeStripe(200, created)
    await expect(provider.startPayment(input)).resolves.toEqual({ provider: 'stripe', providerReference: created.id, clientSecret: created.client_secret })

    expect(sent).toHaveLength(1)
    const [request] = sent
    expect(request?.url).toBe('https://api.stripe.com/v1/payment_intents')
    expect(request?.method).toBe('POST')
    expect(request?.headers.get('authorization')).toBe('Bearer sk_test_123')
    expect(request?.headers.get('idempotency-key')).toBe(`express:${ORDER_ID}:deposit:45000`)
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      amount: '45000',
      currency: 'usd',
      'allowed_payment_method_types[0]': 'card',
      'metadata[reference]': 'E-7KD4M2XP',
      'metadata[requestKind]': 'express',
      'metadata[requestId]': ORDER_ID,
      description: 'Express order E-7KD4M2XP',
      receipt_email: 'coach@example.com',
    })
    expect(recordRequestPayment).toHaveBeenCalledWith({ request: input.request, provider: 'stripe', providerReference: created.id, amountCents: 45000, status: 'pending' })
  })

  it('names a quote’s payment as the quote’s, and keys its balance apart from its deposit', async () => {
    const { sent, provider } = fakeStripe(200, created)
    const quote = { ...input, request: { kind: 'quote' as const, id: ORDER_ID }, reference: 'Q-7KD4M2XP' }
    await provider.startPayment(quote)
    await provider.startPayment({ ...quote, purpose: 'balance' })
    expect(sent.map((request) => request.headers.get('idempotency-key'))).toEqual([`quote:${ORDER_ID}:deposit:45000`, `quote:${ORDER_ID}:balance:45000`])
    expect(new URLSearchParams(sent[0]?.body).get('metadata[requestKind]')).toBe('quote')
    expect(new URLSearchParams(sent[0]?.body).get('description')).toBe('Quote Q-7KD4M2XP')
  })

  it('names a team store player’s payment as the store’s, keyed by their entry', async () => {
    const { sent, provider } = fakeStripe(200, created)
    await provider.startPayment({ ...input, request: { kind: 'store_entry', id: ORDER_ID }, reference: 'S-7KD4M2XP', purpose: 'full' })
    expect(sent[0]?.headers.get('idempotency-key')).toBe(`store_entry:${ORDER_ID}:full:45000`)
    expect(new URLSearchParams(sent[0]?.body).get('metadata[requestKind]')).toBe('store_entry')
    expect(new URLSearchParams(sent[0]?.body).get('description')).toBe('Team store S-7KD4M2XP')
  })

  it('says a refused or unreachable Stripe in the customer’s words, and records nothing', async () => {
    await expect(fakeStripe(400, invalidRequest).provider.startPayment(input)).rejects.toEqual(new BackendError(PAYMENT_MESSAGES.notStarted))
    await expect(fakeStripe(500, { error: { type: 'api_error', message: 'boom' } }, { 'stripe-should-retry': 'false' }).provider.startPayment(input)).rejects.toEqual(
      new BackendError(PAYMENT_MESSAGES.unavailable),
    )
    await expect(fakeStripe(429, { error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many' } }, { 'stripe-should-retry': 'false' }).provider.startPayment(input)).rejects.toEqual(
      new BackendError(PAYMENT_MESSAGES.unavailable),
    )
    await expect(fakeStripe(200, created).provider.startPayment({ ...input, amountCents: 12.5 })).rejects.toEqual(new BackendError(PAYMENT_MESSAGES.notStarted))
    await expect(fakeStripe(200, created).provider.startPayment({ ...input, amountCents: 10 })).rejects.toBeInstanceOf(BackendError)
    expect(recordRequestPayment).not.toHaveBeenCalled()
  })

  const refundInput = { paymentReference: created.id, amountCents: 8500, idempotencyKey: 'refund:5f0c6a1e-3b9d-4c1a-9a57-2d8e4f1b7c30', reason: 'removed' }
  const refunded = { id: 're_3QxKv2LkdIwHu7ix1Yc3Kn0U', object: 'refund', amount: 8500, currency: 'usd', payment_intent: created.id, status: 'succeeded', metadata: { reason: 'removed' }, reason: null, created: 1764000100 }

  it('refunds a payment by its PaymentIntent, under the caller’s idempotency key, with the shop’s reason in its metadata', async () => {
    const { sent, provider } = fakeStripe(200, refunded)
    await expect(provider.refundPayment(refundInput)).resolves.toEqual({ refundReference: refunded.id })
    expect(sent).toHaveLength(1)
    const [request] = sent
    expect(request?.url).toBe('https://api.stripe.com/v1/refunds')
    expect(request?.method).toBe('POST')
    expect(request?.headers.get('authorization')).toBe('Bearer sk_test_123')
    expect(request?.headers.get('idempotency-key')).toBe(refundInput.idempotencyKey)
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({ payment_intent: created.id, amount: '8500', 'metadata[reason]': 'removed' })

    await provider.refundPayment({ ...refundInput, reason: undefined, amountCents: 100 })
    expect(Object.fromEntries(new URLSearchParams(sent[1]?.body))).toEqual({ payment_intent: created.id, amount: '100' })
  })

  it('says whether a failed refund may be tried again: yes when Stripe could not answer, no when it refused', async () => {
    const failure = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => expect.fail('the refund was made'),
        (error: unknown) => error,
      )
      expect(error).toBeInstanceOf(RefundError)
      expect(error).toBeInstanceOf(BackendError)
      const { message, retryable, cause } = error as RefundError
      return { message, retryable, cause }
    }
    const retryable = { message: PAYMENT_MESSAGES.refundUnavailable, retryable: true }
    const final = { message: PAYMENT_MESSAGES.refundRefused, retryable: false }

    const outage = await failure(fakeStripe(500, { error: { type: 'api_error', message: 'boom' } }, { 'stripe-should-retry': 'false' }).provider.refundPayment(refundInput))
    expect(outage).toMatchObject(retryable)
    expect(outage.cause).toBeInstanceOf(Stripe.errors.StripeAPIError)
    const limited = fakeStripe(429, { error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many' } }, { 'stripe-should-retry': 'false' })
    expect(await failure(limited.provider.refundPayment(refundInput))).toMatchObject(retryable)

    // Unreachable: the client's own retries carry the same key, so none can refund twice.
    const attempts: (string | null)[] = []
    const unreachable = createPaymentProvider(stripeConfig, {
      httpClient: Stripe.createFetchHttpClient(async (_input, init) => {
        attempts.push(new Headers(init?.headers).get('idempotency-key'))
        throw new TypeError('fetch failed')
      }),
    })
    const down = await failure(unreachable.refundPayment(refundInput))
    expect(down).toMatchObject(retryable)
    expect(down.cause).toBeInstanceOf(Stripe.errors.StripeConnectionError)
    expect(attempts).toEqual([refundInput.idempotencyKey, refundInput.idempotencyKey, refundInput.idempotencyKey])

    const alreadyRefunded = { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge ch_1 has already been refunded.' } }
    const refused = await failure(fakeStripe(400, alreadyRefunded).provider.refundPayment(refundInput))
    expect(refused).toMatchObject(final)
    expect(refused.cause).toMatchObject({ type: 'StripeInvalidRequestError', code: 'charge_already_refunded' })
    expect(await failure(fakeStripe(400, invalidRequest).provider.refundPayment(refundInput))).toMatchObject(final)

    // Amounts Stripe cannot refund are refused before anything is sent.
    const { sent, provider } = fakeStripe(200, refunded)
    for (const amountCents of [0, -100, 12.5, Number.NaN, 100_000_000]) expect(await failure(provider.refundPayment({ ...refundInput, amountCents }))).toMatchObject(final)
    expect(sent).toEqual([])
  })

  it('verifies webhooks with constructEvent and maps the three PaymentIntent outcomes', async () => {
    const provider = createPaymentProvider(stripeConfig)
    const read = (body: string, secret = stripeConfig.webhookSecret, timestamp?: number) =>
      provider.paymentFromWebhook(body, signed(Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp })))

    await expect(read(event('payment_intent.succeeded'))).resolves.toMatchObject({ provider: 'stripe', status: 'succeeded', amountCents: 45000, failureMessage: null })
    await expect(
      read(event('payment_intent.payment_failed', { status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } })),
    ).resolves.toMatchObject({ status: 'failed', providerReference: 'pi_1', failureMessage: 'Your card was declined.' })
    await expect(read(event('payment_intent.canceled', { status: 'canceled', cancellation_reason: 'abandoned' }))).resolves.toMatchObject({
      status: 'cancelled',
      failureMessage: 'The payment was cancelled (abandoned).',
    })

    // Events we do not act on, and intents that are not a request's.
    await expect(read(event('payment_intent.created'))).resolves.toBeNull()
    await expect(read(event('charge.succeeded'))).resolves.toBeNull()
    await expect(read(event('payment_intent.succeeded', { metadata: {} }))).resolves.toBeNull()
    await expect(read(event('payment_intent.succeeded', { metadata: { requestKind: 'express', requestId: 'not-a-uuid' } }))).resolves.toBeNull()
    await expect(read(event('payment_intent.succeeded', { metadata: { requestKind: 'order', requestId: ORDER_ID } }))).resolves.toBeNull()
    await expect(read(event('payment_intent.succeeded', { metadata: { requestKind: 'toString', requestId: ORDER_ID } }))).resolves.toBeNull()
    await expect(read(event('payment_intent.succeeded', { metadata: { requestKind: 'quote', requestId: ORDER_ID } }))).resolves.toMatchObject({ request: { kind: 'quote', id: ORDER_ID } })
    await expect(read(event('payment_intent.succeeded', { metadata: { requestKind: 'store_entry', requestId: ORDER_ID } }))).resolves.toMatchObject({ request: { kind: 'store_entry', id: ORDER_ID } })

    await expect(read(event('payment_intent.succeeded'), 'whsec_wrong')).rejects.toBeInstanceOf(WebhookSignatureError)
    await expect(read(event('payment_intent.succeeded'), stripeConfig.webhookSecret, now() - 600)).rejects.toBeInstanceOf(WebhookSignatureError)
    await expect(provider.paymentFromWebhook(event('payment_intent.succeeded'), new Headers())).rejects.toBeInstanceOf(WebhookSignatureError)
    // Signed, but not an event we can read: refused too.
    await expect(read(event('payment_intent.succeeded', { amount: '45000' }))).rejects.toBeInstanceOf(WebhookSignatureError)
    await expect(read(JSON.stringify({ id: 'evt_2', type: 'payment_intent.succeeded' }))).rejects.toBeInstanceOf(WebhookSignatureError)
  })

  it('gives the browser the publishable key only', () => {
    const config = createPaymentProvider(stripeConfig).publicConfig()
    expect(config).toEqual({ provider: 'stripe', publishableKey: 'pk_test_123' })
    expect(JSON.stringify(createPaymentProvider(testConfig).publicConfig())).not.toMatch(/sk_|whsec_/)
  })
})

describe('the configuration', () => {
  it('takes test payments by default, and Stripe only with all three keys', () => {
    for (const name of ['PAYMENT_PROVIDER', 'TEST_PAYMENTS_PORT', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY']) vi.stubEnv(name, '')
    expect(paymentConfig()).toMatchObject({ provider: 'test', apiUrl: 'http://127.0.0.1:54350' })
    vi.stubEnv('TEST_PAYMENTS_PORT', '53101')
    expect(publicPaymentConfig()).toEqual({ provider: 'test', serviceUrl: 'http://127.0.0.1:53101' })

    vi.stubEnv('PAYMENT_PROVIDER', 'stripe')
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_123')
    expect(() => paymentConfig()).toThrow(/STRIPE_WEBHOOK_SECRET, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY/)
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_1')
    vi.stubEnv('NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'pk_test_123')
    expect(publicPaymentConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_123' })

    vi.stubEnv('PAYMENT_PROVIDER', 'paypal')
    expect(() => paymentConfig()).toThrow(/PAYMENT_PROVIDER/)
  })

  it('refuses test payments in production unless ALLOW_TEST_PAYMENTS=1', () => {
    vi.stubEnv('PAYMENT_PROVIDER', '')
    vi.stubEnv('ALLOW_TEST_PAYMENTS', '')
    vi.stubEnv('NODE_ENV', 'production')
    expect(() => paymentConfig()).toThrow(/ALLOW_TEST_PAYMENTS=1/)
    expect(() => publicPaymentConfig()).toThrow(/No payment provider is configured/)
    vi.stubEnv('ALLOW_TEST_PAYMENTS', '1')
    expect(paymentConfig().provider).toBe('test')
  })
})

describe('the test provider against the running service', () => {
  let folder: string

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'test-payments-provider-'))
  })

  afterEach(() => {
    rmSync(folder, { recursive: true, force: true })
  })

  /** The test payment service on a port of its own, which the provider is configured to use. */
  async function startService() {
    const keysFile = path.join(folder, 'keys.json')
    const service = await startTestPaymentService({
      port: 0,
      dataFile: path.join(folder, 'data.json'),
      keysFile,
      allowedOrigins: ['http://shop.test'],
      webhookUrl: 'http://127.0.0.1:9/unused',
      log: () => {},
      retryDelaysMs: [],
    })
    vi.stubEnv('TEST_PAYMENTS_PORT', String(service.port))
    vi.stubEnv('TEST_PAYMENTS_KEYS_FILE', keysFile)
    return { service, keysFile }
  }

  it('starts a payment through the same Stripe client, once per idempotency key, and reads the service’s webhooks', async () => {
    const { service, keysFile } = await startService()
    try {
      const input = { request: { kind: 'express' as const, id: ORDER_ID }, reference: 'E-7KD4M2XP', purpose: 'full' as const, amountCents: 45000, currency: 'usd' as const, email: 'coach@example.com' }
      const started = await startPayment(input)
      // What the browser confirms the payment with, and nothing else.
      expect(Object.keys(started).sort()).toEqual(['clientSecret', 'providerReference'])
      expect(started.providerReference).toMatch(/^pi_/)
      expect(started.clientSecret.startsWith(`${started.providerReference}_secret_`)).toBe(true)
      expect(await startPayment(input)).toEqual(started)
      expect(recordRequestPayment).toHaveBeenCalledWith({ request: input.request, provider: 'test', providerReference: started.providerReference, amountCents: 45000, status: 'pending' })

      const body = event('payment_intent.succeeded', { id: started.providerReference })
      await expect(paymentFromWebhook(body, signed(signPayload(body, service.keys.webhookSecret)))).resolves.toMatchObject({ provider: 'test', providerReference: started.providerReference })
      // Keys renewed by a fresh start are read again: the old secret no longer passes.
      ensureTestPaymentKeys(keysFile, { renew: true })
      await expect(paymentFromWebhook(body, signed(signPayload(body, service.keys.webhookSecret)))).rejects.toBeInstanceOf(WebhookSignatureError)
    } finally {
      await service.stop()
    }
  })

  it('refunds a paid intent through the same Stripe client, once per idempotency key, and says a refusal is final', async () => {
    const { service } = await startService()
    try {
      const { providerReference, clientSecret } = await startPayment({
        request: { kind: 'express', id: ORDER_ID },
        reference: 'E-7KD4M2XP',
        purpose: 'full',
        amountCents: 8500,
        currency: 'usd',
        email: 'coach@example.com',
      })
      // The browser pays it, as the card form would.
      const paid = await fetch(`${service.url}/v1/payment_intents/${providerReference}/confirm`, {
        method: 'POST',
        headers: { origin: 'http://shop.test', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': '4242424242424242',
          'payment_method_data[card][exp_month]': '12',
          'payment_method_data[card][exp_year]': '2034',
          'payment_method_data[card][cvc]': '123',
          'payment_method_data[billing_details][name]': 'Jordan Lee',
        }),
      })
      expect(paid.status).toBe(200)

      const input = { paymentReference: providerReference, amountCents: 5000, idempotencyKey: 'refund:1', reason: 'number_taken' }
      const { refundReference } = await refundPayment(input)
      expect(refundReference).toMatch(/^re_\w+$/)
      expect(await refundPayment(input)).toEqual({ refundReference })
      const stored = await fetch(`${service.url}/v1/refunds/${refundReference}`, { headers: { authorization: `Bearer ${service.keys.secretKey}` } })
      expect(await stored.json()).toMatchObject({ amount: 5000, payment_intent: providerReference, metadata: { reason: 'number_taken' } })

      await expect(refundPayment({ ...input, idempotencyKey: 'refund:2' })).rejects.toMatchObject({ message: PAYMENT_MESSAGES.refundRefused, retryable: false })
      await expect(refundPayment({ ...input, idempotencyKey: 'refund:2', amountCents: 3500 })).resolves.toMatchObject({ refundReference: expect.stringMatching(/^re_/) })
      await expect(refundPayment({ ...input, paymentReference: 'pi_unknown', idempotencyKey: 'refund:3' })).rejects.toMatchObject({ retryable: false })
    } finally {
      await service.stop()
    }
  })

  it('says an unreachable service in the customer’s words', async () => {
    const provider = createPaymentProvider({ ...testConfig, apiUrl: 'http://127.0.0.1:9' })
    const input = { request: { kind: 'express' as const, id: ORDER_ID }, reference: 'E-1', purpose: 'full' as const, amountCents: 5000, currency: 'usd' as const, email: 'a@b.c' }
    await expect(provider.startPayment(input)).rejects.toEqual(new BackendError(PAYMENT_MESSAGES.unavailable))
    await expect(provider.refundPayment({ paymentReference: 'pi_1', amountCents: 5000, idempotencyKey: 'refund:1' })).rejects.toMatchObject({
      message: PAYMENT_MESSAGES.refundUnavailable,
      retryable: true,
    })
  })
})

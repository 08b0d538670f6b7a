import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { confirmTestPayment } from '@/components/payments/confirm'
import { SIGNATURE_HEADER, verifySignature } from '../signature'
import { startTestPaymentService, type TestPaymentService, type TestPaymentServiceOptions } from './service.mjs'

const SITE = 'http://shop.test:3000'
const GOOD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jordan Lee' }
const PAYER = { name: 'Jordan Lee', email: 'coach@example.com' }
const ORDER_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427'

/** The site's webhook endpoint: records what it is sent, and answers what the test says. */
type Delivery = { headers: Record<string, string | string[] | undefined>; body: string }
class Receiver {
  deliveries: Delivery[] = []
  statuses: number[] = []
  private server!: Server
  url = ''

  async start(port = 0) {
    this.server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      request.on('end', () => {
        const status = this.statuses.shift() ?? 200
        if (status === 200) this.deliveries.push({ headers: request.headers, body })
        response.writeHead(status).end()
      })
    })
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/payments/webhook`
    return this
  }

  async stop() {
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  events() {
    return this.deliveries.map((delivery) => JSON.parse(delivery.body) as { type: string; data: { object: Record<string, unknown> } })
  }
}

let folder: string
let receiver: Receiver
let service: TestPaymentService | undefined
let logs: string[]

const files = () => ({ dataFile: path.join(folder, 'payments.json'), keysFile: path.join(folder, 'payments.keys.json') })

async function start(options: Partial<TestPaymentServiceOptions> = {}) {
  service = await startTestPaymentService({
    port: 0,
    ...files(),
    allowedOrigins: [SITE],
    webhookUrl: receiver.url,
    log: (line) => logs.push(line),
    retryDelaysMs: [50, 100, 200],
    ...options,
  })
  return service
}

async function stop() {
  await service?.stop()
  service = undefined
}

/** The site's server, as it talks to the service: the stripe package pointed at it. */
function stripeFor(running: TestPaymentService) {
  const url = new URL(running.url)
  return new Stripe(running.keys.secretKey, { host: url.hostname, port: url.port, protocol: 'http', maxNetworkRetries: 0, telemetry: false })
}

async function createIntent(amount = 4500, idempotencyKey?: string) {
  const running = service!
  return stripeFor(running).paymentIntents.create(
    { amount, currency: 'usd', allowed_payment_method_types: ['card'], metadata: { reference: 'E-TEST1234', requestKind: 'express', requestId: ORDER_ID } },
    idempotencyKey ? { idempotencyKey } : undefined,
  )
}

/** The browser: a page of `origin` calling the service. */
const browserFetch =
  (origin = SITE): typeof fetch =>
  (input, init) =>
    fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), origin } })

const confirm = (intent: { id: string; client_secret: string | null }, card = GOOD, origin = SITE) =>
  confirmTestPayment(service!.url, { providerReference: intent.id, clientSecret: intent.client_secret ?? '' }, card, PAYER, browserFetch(origin))

/** A raw confirm, to read the service's answer itself. */
async function rawConfirm(id: string, params: Record<string, string>, origin: string | null = SITE) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  if (origin) headers.origin = origin
  const response = await fetch(`${service!.url}/v1/payment_intents/${id}/confirm`, { method: 'POST', headers, body: new URLSearchParams(params) })
  return { status: response.status, headers: response.headers, json: (await response.json()) as { error?: { type: string; code?: string; message: string }; status?: string } }
}

/** An intent the card paid: the one a refund can give money back from. */
async function paidIntent(amount = 4500) {
  const intent = await createIntent(amount)
  expect(await confirm(intent)).toEqual({ ok: true })
  return intent
}

const refund = (params: Stripe.RefundCreateParams, idempotencyKey?: string) => stripeFor(service!).refunds.create(params, idempotencyKey ? { idempotencyKey } : undefined)

/** A raw call of the secret-key API, to read the service's answer itself. */
async function rawApi(pathname: string, init: { method?: string; body?: Record<string, string>; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${service!.url}${pathname}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: { authorization: `Bearer ${service!.keys.secretKey}`, 'content-type': 'application/x-www-form-urlencoded', ...init.headers },
    body: init.body ? new URLSearchParams(init.body) : undefined,
  })
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> & { error?: Record<string, unknown> } }
}

const cardParams = (secret: string, card: Partial<Record<'number' | 'exp_month' | 'exp_year' | 'cvc' | 'name', string>> = {}) => ({
  client_secret: secret,
  'payment_method_data[type]': 'card',
  'payment_method_data[card][number]': card.number ?? '4242424242424242',
  'payment_method_data[card][exp_month]': card.exp_month ?? '12',
  'payment_method_data[card][exp_year]': card.exp_year ?? '2034',
  'payment_method_data[card][cvc]': card.cvc ?? '123',
  'payment_method_data[billing_details][name]': card.name ?? 'Jordan Lee',
})

beforeAll(async () => {
  receiver = await new Receiver().start()
})

afterAll(async () => {
  await receiver.stop()
})

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'test-payments-'))
  receiver.deliveries = []
  receiver.statuses = []
  logs = []
})

afterEach(async () => {
  await stop()
  vi.unstubAllEnvs()
  rmSync(folder, { recursive: true, force: true })
})

describe('the local payment service', () => {
  it('creates an intent for the site, takes a good card from the page, and tells the site with a signed webhook', async () => {
    await start()
    const intent = await createIntent()
    expect(intent).toMatchObject({ object: 'payment_intent', amount: 4500, currency: 'usd', status: 'requires_payment_method' })
    expect(intent.id).toMatch(/^pi_\w+$/)
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_\\w+$`))

    expect(await confirm(intent)).toEqual({ ok: true })

    // The site has heard of it by the time the page has.
    expect(receiver.deliveries).toHaveLength(1)
    const [delivery] = receiver.deliveries
    const header = delivery?.headers[SIGNATURE_HEADER]
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    expect(() => verifySignature(delivery?.body ?? '', String(header), service!.keys.webhookSecret)).not.toThrow()
    expect(receiver.events()[0]).toMatchObject({
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.id, amount: 4500, status: 'succeeded', metadata: { reference: 'E-TEST1234', requestKind: 'express', requestId: ORDER_ID } } },
    })

    const stored = await stripeFor(service!).paymentIntents.retrieve(intent.id)
    expect(stored).toMatchObject({ status: 'succeeded', amount: 4500, amount_received: 4500 })
  })

  it('declines the decline test cards with their messages, tells the site, and takes another card after', async () => {
    await start()
    const intent = await createIntent()
    expect(await confirm(intent, { ...GOOD, number: '4000 0000 0000 0002' })).toEqual({ ok: false, error: 'Your card was declined.' })
    expect(await confirm(intent, { ...GOOD, number: '4000 0000 0000 9995' })).toEqual({ ok: false, error: 'Your card has insufficient funds.' })

    const declined = await rawConfirm(intent.id, cardParams(intent.client_secret!, { number: '4000000000000002' }))
    expect(declined.status).toBe(402)
    expect(declined.json.error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' })
    expect(declined.json.error).toHaveProperty('payment_intent.status', 'requires_payment_method')
    expect(declined.json.error).toHaveProperty('payment_intent.last_payment_error.message', 'Your card was declined.')

    expect(receiver.events().map((event) => [event.type, (event.data.object.last_payment_error as { message: string }).message])).toEqual([
      ['payment_intent.payment_failed', 'Your card was declined.'],
      ['payment_intent.payment_failed', 'Your card has insufficient funds.'],
      ['payment_intent.payment_failed', 'Your card was declined.'],
    ])

    // As on Stripe, a declined intent waits for another card.
    expect(await confirm(intent)).toEqual({ ok: true })
    expect(receiver.events().at(-1)?.type).toBe('payment_intent.succeeded')
  })

  it('refuses card details that break the rules, without an attempt or a webhook', async () => {
    await start()
    const intent = await createIntent()
    const secret = intent.client_secret!
    const cases: [Parameters<typeof cardParams>[1], string][] = [
      [{ number: '4242424242424241' }, 'Your card number is invalid.'],
      [{ number: '424242' }, 'Your card number is incomplete.'],
      [{ exp_month: '13' }, "Your card's expiration month is invalid."],
      [{ exp_month: '1', exp_year: '2020' }, "Your card's expiration year is in the past."],
      [{ cvc: '12' }, "Your card's security code is incomplete."],
      [{ cvc: '12345' }, "Your card's security code is invalid."],
      [{ name: ' ' }, 'Please enter the name on the card.'],
    ]
    for (const [card, message] of cases) {
      const answer = await rawConfirm(intent.id, cardParams(secret, card))
      expect(answer.status, message).toBe(402)
      expect(answer.json.error).toMatchObject({ type: 'card_error', message })
    }
    // A card that expires this month is still good.
    const now = new Date()
    const thisMonth = await rawConfirm(intent.id, cardParams(secret, { exp_month: String(now.getMonth() + 1), exp_year: String(now.getFullYear()) }))
    expect(thisMonth.status).toBe(200)
    expect(receiver.events().map((event) => event.type)).toEqual(['payment_intent.succeeded'])
  })

  it('confirms an intent once, and never with a wrong client secret or an amount from the page', async () => {
    await start()
    const intent = await createIntent()
    const other = await createIntent()

    const wrongSecret = await rawConfirm(intent.id, cardParams(other.client_secret!))
    expect(wrongSecret.status).toBe(400)
    expect(wrongSecret.json.error?.message).toMatch(/client_secret provided does not match/)
    expect((await rawConfirm(intent.id, cardParams(`${intent.client_secret}x`))).status).toBe(400)
    expect((await rawConfirm('pi_unknown', cardParams(intent.client_secret!))).status).toBe(400)
    expect(await confirm({ id: intent.id, client_secret: other.client_secret })).toEqual({ ok: false, error: expect.any(String) })

    const cheaper = await rawConfirm(intent.id, { ...cardParams(intent.client_secret!), amount: '100' })
    expect(cheaper.status).toBe(400)
    expect(cheaper.json.error).toMatchObject({ code: 'parameter_unknown', message: 'Received unknown parameter: amount' })

    expect((await rawConfirm(intent.id, cardParams(intent.client_secret!))).status).toBe(200)
    const again = await rawConfirm(intent.id, cardParams(intent.client_secret!))
    expect(again.status).toBe(400)
    expect(again.json.error).toMatchObject({
      code: 'payment_intent_unexpected_state',
      message: 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    })
    // The page whose first answer was lost is told it went through.
    expect(await confirm(intent)).toEqual({ ok: true })
    expect(receiver.events().map((event) => event.type)).toEqual(['payment_intent.succeeded'])
    expect(await stripeFor(service!).paymentIntents.retrieve(intent.id)).toMatchObject({ amount: 4500, status: 'succeeded' })
  })

  it("lets only the site's pages confirm, and only the site's server use the secret key", async () => {
    await start()
    const intent = await createIntent()
    const preflight = (origin: string) =>
      fetch(`${service!.url}/v1/payment_intents/${intent.id}/confirm`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      })

    const allowed = await preflight(SITE)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE)
    const refused = await preflight('https://evil.example')
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()

    // A form posted by another site needs no preflight: the service itself refuses it.
    const crossSite = await rawConfirm(intent.id, cardParams(intent.client_secret!), 'https://evil.example')
    expect(crossSite.status).toBe(403)
    expect(crossSite.headers.get('access-control-allow-origin')).toBeNull()
    expect((await rawConfirm(intent.id, cardParams(intent.client_secret!), null)).status).toBe(403)
    expect(await confirm(intent, GOOD, 'https://evil.example')).toMatchObject({ ok: false })
    const fine = await rawConfirm(intent.id, cardParams(intent.client_secret!))
    expect(fine.headers.get('access-control-allow-origin')).toBe(SITE)

    // The secret-key API: never from a page, never without the key.
    const fromPage = await fetch(`${service!.url}/v1/payment_intents/${intent.id}`, { headers: { authorization: `Bearer ${service!.keys.secretKey}`, origin: SITE } })
    expect(fromPage.status).toBe(403)
    expect((await fetch(`${service!.url}/v1/payment_intents/${intent.id}`, { headers: { authorization: 'Bearer sk_test_guess' } })).status).toBe(401)
    expect((await fetch(`${service!.url}/v1/payment_intents/${intent.id}`)).status).toBe(401)
    await expect(new Stripe('sk_test_guess', { host: '127.0.0.1', port: new URL(service!.url).port, protocol: 'http', maxNetworkRetries: 0 }).paymentIntents.create({ amount: 100, currency: 'usd' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    )
  })

  it('answers a repeated Idempotency-Key with the first intent, and refuses it with other parameters', async () => {
    await start()
    const first = await createIntent(4500, 'order-1:4500')
    const again = await createIntent(4500, 'order-1:4500')
    expect(again.id).toBe(first.id)
    expect(again.client_secret).toBe(first.client_secret)
    const other = await createIntent(4500, 'order-2:4500')
    expect(other.id).not.toBe(first.id)
    await expect(createIntent(9000, 'order-1:4500')).rejects.toMatchObject({ type: 'StripeIdempotencyError', message: expect.stringMatching(/same parameters/) })
  })

  it('refuses amounts Stripe refuses, other currencies, payment methods other than cards and unknown parameters', async () => {
    await start()
    await expect(createIntent(49)).rejects.toMatchObject({ code: 'amount_too_small' })
    await expect(createIntent(100_000_000)).rejects.toMatchObject({ code: 'amount_too_large' })
    await expect(stripeFor(service!).paymentIntents.create({ amount: 500, currency: 'eur' })).rejects.toMatchObject({ param: 'currency' })
    await expect(stripeFor(service!).paymentIntents.create({ amount: 500, currency: 'usd', capture_method: 'manual' })).rejects.toMatchObject({ code: 'parameter_unknown' })
    await expect(stripeFor(service!).paymentIntents.create({ amount: 500, currency: 'usd', allowed_payment_method_types: ['ideal'] })).rejects.toMatchObject({ param: 'allowed_payment_method_types' })
    await expect(stripeFor(service!).paymentIntents.create({ amount: 500, currency: 'usd', automatic_payment_methods: { enabled: true } })).rejects.toMatchObject({ code: 'parameter_unknown' })
    // JSON bodies work too.
    const json = await fetch(`${service!.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service!.keys.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 700, currency: 'usd', metadata: { reference: 'E-JSON' } }),
    })
    expect(await json.json()).toMatchObject({ amount: 700, metadata: { reference: 'E-JSON' } })
    const huge = await fetch(`${service!.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service!.keys.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: `amount=500&currency=usd&description=${'x'.repeat(20_000)}`,
    })
    expect(huge.status).toBe(413)
  })

  it('keeps its intents, idempotency keys and keys across a restart', async () => {
    const first = await start()
    const keys = first.keys
    const intent = await createIntent(4500, 'order-1:4500')
    await stop()

    const second = await start()
    expect(second.keys).toEqual(keys)
    expect((await createIntent(4500, 'order-1:4500')).id).toBe(intent.id)
    expect(await confirm(intent)).toEqual({ ok: true })
    await stop()

    await start()
    expect(await stripeFor(service!).paymentIntents.retrieve(intent.id)).toMatchObject({ status: 'succeeded' })
    await stop()

    // A fresh start forgets everything, keys included.
    const fresh = await start({ fresh: true })
    expect(fresh.keys.secretKey).not.toBe(keys.secretKey)
    await expect(stripeFor(fresh).paymentIntents.retrieve(intent.id)).rejects.toMatchObject({ code: 'resource_missing' })
  })

  it('keeps the files to this user, and refuses a second service on the same data', async () => {
    await start()
    await createIntent()
    expect(statSync(files().keysFile).mode & 0o777).toBe(0o600)
    expect(statSync(files().dataFile).mode & 0o777).toBe(0o600)
    await expect(start()).rejects.toThrow(/in use by process/)
  })

  it('retries a webhook the site did not take, also after a restart', async () => {
    await start()
    receiver.statuses = [503, 503]
    const intent = await createIntent()
    expect(await confirm(intent)).toEqual({ ok: true })
    await vi.waitFor(() => expect(receiver.events().map((event) => event.type)).toEqual(['payment_intent.succeeded']), { timeout: 3000 })
    expect(logs.filter((line) => line.includes('not delivered'))).toHaveLength(2)

    // The site is down when the card is taken, and the service restarts before the next try.
    receiver.statuses = [503]
    const second = await createIntent()
    expect(await confirm(second)).toEqual({ ok: true })
    await stop()
    receiver.deliveries = []
    await start({ retryDelaysMs: [50] })
    await vi.waitFor(() => expect(receiver.events().map((event) => event.data.object.id)).toEqual([second.id]), { timeout: 3000 })
  })

  it('gives up on a webhook after its retries, and says so', async () => {
    await start({ retryDelaysMs: [20, 20] })
    receiver.statuses = [500, 500, 500]
    const intent = await createIntent()
    await confirm(intent)
    await vi.waitFor(() => expect(logs.some((line) => line.includes('given up after 3 attempts'))).toBe(true), { timeout: 3000 })
    expect(receiver.deliveries).toHaveLength(0)
  })

  it('refuses to start in production unless test payments are allowed', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    await expect(start()).rejects.toThrow(/refuses to start in production/)
    vi.stubEnv('ALLOW_TEST_PAYMENTS', '1')
    await expect(start()).resolves.toMatchObject({ url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) })
  })

  it('never writes a card number to its data file or its log', async () => {
    await start()
    const numbers = ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995', '5555 5555 5555 4444', '4242 4242 4242 4241']
    for (const number of numbers) await confirm(await createIntent(), { ...GOOD, number })
    const written = readFileSync(files().dataFile, 'utf8') + logs.join('\n') + receiver.deliveries.map((delivery) => delivery.body).join('\n')
    for (const number of numbers) {
      expect(written).not.toContain(number)
      expect(written).not.toContain(number.replaceAll(' ', ''))
      // Nor the first twelve digits in any grouping.
      expect(written).not.toContain(number.replaceAll(' ', '').slice(0, 12))
    }
    expect(written).not.toContain('"cvc"')
    expect(written).toContain('"last4":"4242"')
    expect(logs.some((line) => line.includes('succeeded with visa ending 4242'))).toBe(true)
  })
})

describe('refunds', () => {
  it('refunds what is left of a paid intent when no amount is given, in Stripe’s Refund shape, and logs it', async () => {
    await start()
    const intent = await paidIntent(4500)
    const made = await refund({ payment_intent: intent.id, metadata: { reason: 'removed' }, reason: 'requested_by_customer' })
    expect(made).toEqual({
      id: expect.stringMatching(/^re_\w+$/),
      object: 'refund',
      amount: 4500,
      currency: 'usd',
      payment_intent: intent.id,
      status: 'succeeded',
      metadata: { reason: 'removed' },
      reason: 'requested_by_customer',
      created: expect.any(Number),
    })
    expect(Math.abs(made.created - Date.now() / 1000)).toBeLessThan(60)
    expect(await stripeFor(service!).refunds.retrieve(made.id)).toEqual(made)
    expect(logs).toContain(`${made.id} refunded 45.00 usd of ${intent.id} (requested_by_customer)`)
    await expect(refund({ payment_intent: intent.id, amount: 1 })).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'charge_already_refunded', statusCode: 400 })
  })

  it('takes partial refunds up to the intent’s amount and refuses one above what is left', async () => {
    await start()
    const intent = await paidIntent(4500)
    const first = await refund({ payment_intent: intent.id, amount: 2000 })
    const second = await refund({ payment_intent: intent.id, amount: 1500, reason: 'duplicate' })
    expect([first.amount, second.amount, second.reason]).toEqual([2000, 1500, 'duplicate'])
    expect(second.id).not.toBe(first.id)

    const above = await rawApi('/v1/refunds', { body: { payment_intent: intent.id, amount: '1001' } })
    expect(above.status).toBe(400)
    expect(above.json.error).toEqual({ type: 'invalid_request_error', param: 'amount', message: 'Refund amount ($10.01) is greater than unrefunded amount on charge ($10.00)' })
    // What is left is still there, and then nothing is.
    expect(await refund({ payment_intent: intent.id })).toMatchObject({ amount: 1000 })
    await expect(refund({ payment_intent: intent.id, amount: 1 })).rejects.toMatchObject({ code: 'charge_already_refunded' })
    expect(logs.filter((line) => line.includes(' refunded '))).toHaveLength(3)
  })

  it('refuses every refund of a payment made with the card whose refunds fail, as the bank refused it, though the payment succeeded', async () => {
    await start()
    const intent = await createIntent(4500)
    expect(await confirm(intent, { ...GOOD, number: '4000 0000 0000 5126' })).toEqual({ ok: true })
    const refused = await rawApi('/v1/refunds', { body: { payment_intent: intent.id } })
    expect(refused.status).toBe(400)
    expect(refused.json.error).toEqual({ type: 'invalid_request_error', code: 'charge_not_refundable', message: `The card's bank refused the refund of ${intent.id}.` })
    await expect(refund({ payment_intent: intent.id, amount: 100 }, 'a-new-key')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'charge_not_refundable' })
    // Another card's payment is refunded as ever.
    expect(await refund({ payment_intent: (await paidIntent()).id })).toMatchObject({ amount: 4500 })
  })

  it('refuses an unknown intent, one not paid, and bad amounts, reasons or parameters', async () => {
    await start()
    const unknown = await rawApi('/v1/refunds', { body: { payment_intent: 'pi_unknown', amount: '100' } })
    expect(unknown.status).toBe(400)
    expect(unknown.json.error).toEqual({ type: 'invalid_request_error', code: 'resource_missing', param: 'payment_intent', message: "No such payment_intent: 'pi_unknown'" })

    const unpaid = await createIntent(4500)
    const notPaid = await rawApi('/v1/refunds', { body: { payment_intent: unpaid.id } })
    expect(notPaid.status).toBe(400)
    expect(notPaid.json.error).toMatchObject({ type: 'invalid_request_error', param: 'payment_intent', message: 'This PaymentIntent does not have a successful charge to refund.' })
    // Declined is not paid either.
    expect(await confirm(unpaid, { ...GOOD, number: '4000 0000 0000 0002' })).toEqual({ ok: false, error: 'Your card was declined.' })
    await expect(refund({ payment_intent: unpaid.id })).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'payment_intent' })

    const paid = await paidIntent(4500)
    await expect(refund({ payment_intent: paid.id, amount: 0 })).rejects.toMatchObject({ code: 'parameter_invalid_integer', param: 'amount' })
    await expect(refund({ payment_intent: paid.id, amount: 12.5 })).rejects.toMatchObject({ code: 'parameter_invalid_integer', param: 'amount' })
    await expect(refund({ payment_intent: paid.id, reason: 'expired_uncaptured_charge' })).rejects.toMatchObject({ param: 'reason' })
    await expect(refund({ payment_intent: paid.id, charge: 'ch_1' })).rejects.toMatchObject({ code: 'parameter_unknown', param: 'charge' })
    await expect(refund({ amount: 100 })).rejects.toMatchObject({ code: 'parameter_missing', param: 'payment_intent' })
    await expect(stripeFor(service!).refunds.retrieve('re_unknown')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' })
    // None of them took anything.
    expect(await refund({ payment_intent: paid.id })).toMatchObject({ amount: 4500 })
  })

  it('answers a repeated Idempotency-Key with the first refund, and refuses it with other parameters', async () => {
    await start()
    const intent = await paidIntent(4500)
    const first = await rawApi('/v1/refunds', { body: { payment_intent: intent.id, amount: '4500' }, headers: { 'idempotency-key': 'refund-1' } })
    expect(first.status).toBe(200)
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    // The intent is refunded in full by now: the replay is the first answer, not "already refunded".
    const again = await rawApi('/v1/refunds', { body: { payment_intent: intent.id, amount: '4500' }, headers: { 'idempotency-key': 'refund-1' } })
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(again.json).toEqual(first.json)
    expect(logs.filter((line) => line.includes(' refunded '))).toHaveLength(1)

    await expect(refund({ payment_intent: intent.id, amount: 4000 }, 'refund-1')).rejects.toMatchObject({ type: 'StripeIdempotencyError', message: expect.stringMatching(/same parameters/) })
    // A key is the account's, whichever endpoint used it first.
    await expect(createIntent(4500, 'refund-1')).rejects.toMatchObject({ type: 'StripeIdempotencyError' })
    const other = await paidIntent(3000)
    await createIntent(3000, 'intent-key')
    await expect(refund({ payment_intent: other.id }, 'intent-key')).rejects.toMatchObject({ type: 'StripeIdempotencyError' })
  })

  it('refunds for the site’s server only: with the secret key, never from a page', async () => {
    await start()
    const intent = await paidIntent(4500)
    const body = new URLSearchParams({ payment_intent: intent.id })
    const post = (headers: Record<string, string>) => fetch(`${service!.url}/v1/refunds`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body })

    expect((await post({})).status).toBe(401)
    expect((await post({ authorization: 'Bearer sk_test_guess' })).status).toBe(401)
    const fromPage = await post({ authorization: `Bearer ${service!.keys.secretKey}`, origin: SITE })
    expect(fromPage.status).toBe(403)
    expect(fromPage.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await fetch(`${service!.url}/v1/refunds`, { method: 'OPTIONS', headers: { origin: SITE, 'access-control-request-method': 'POST' } })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    await expect(new Stripe('sk_test_guess', { host: '127.0.0.1', port: new URL(service!.url).port, protocol: 'http', maxNetworkRetries: 0 }).refunds.create({ payment_intent: intent.id })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    )
    expect(logs.filter((line) => line.includes(' refunded '))).toEqual([])

    const made = await refund({ payment_intent: intent.id })
    expect((await fetch(`${service!.url}/v1/refunds/${made.id}`)).status).toBe(401)
    expect((await fetch(`${service!.url}/v1/refunds/${made.id}`, { headers: { authorization: `Bearer ${service!.keys.secretKey}`, origin: SITE } })).status).toBe(403)
  })

  it('keeps its refunds and their idempotency keys across a restart, and reads a data file from before refunds', async () => {
    await start()
    const intent = await paidIntent(4500)
    const first = await refund({ payment_intent: intent.id, amount: 3000 }, 'refund-1')
    await stop()

    await start()
    expect(await stripeFor(service!).refunds.retrieve(first.id)).toEqual(first)
    expect((await refund({ payment_intent: intent.id, amount: 3000 }, 'refund-1')).id).toBe(first.id)
    // What was refunded before the restart still counts.
    await expect(refund({ payment_intent: intent.id, amount: 1501 })).rejects.toMatchObject({ param: 'amount' })
    expect(await refund({ payment_intent: intent.id })).toMatchObject({ amount: 1500 })
    await stop()

    // A file written before refunds existed: its paid intent can be refunded.
    const data = JSON.parse(readFileSync(files().dataFile, 'utf8')) as Record<string, unknown>
    expect(Object.keys(data).sort()).toEqual(['deliveries', 'idempotency', 'intents', 'refunds'])
    delete data.refunds
    writeFileSync(files().dataFile, JSON.stringify(data))
    await start()
    await expect(stripeFor(service!).refunds.retrieve(first.id)).rejects.toMatchObject({ code: 'resource_missing' })
    expect(await refund({ payment_intent: intent.id })).toMatchObject({ amount: 4500 })
  })
})

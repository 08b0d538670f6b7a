import { createHash } from 'node:crypto'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { cardBrand, cardDigits, checkCardNumber, checkCardholderName, checkCvc, checkExpiryDate, CARD_MESSAGES } from '../card.js'
import { TEST_PAYMENTS, testPaymentKeysFile, testPaymentsRefusal } from './defaults.js'
import { ensureTestPaymentKeys, type TestPaymentKeys } from './keys.js'
import { testCardOutcome } from './outcomes.mjs'
import { MAX_BODY_BYTES, object, parseParams, ParamsError, readBody, text, unknownParams, type Params } from './params.mjs'
import { lockForThisProcess } from '../../local-services/process-lock.js'
import { randomLetters, sameSecret } from '../../local-services/secrets.js'
import { Store, type RefundReason, type StoredIntent, type StoredRefund } from './store.mjs'
import { DEFAULT_RETRY_DELAYS_MS, intentObject, publicIntentObject, WebhookSender } from './webhooks.mjs'

/**
 * The test provider's payment service: a small stand-in for Stripe's PaymentIntents and Refunds
 * APIs, run as its own process beside the site (never inside Next's server), so the site's code
 * path is the one it takes with Stripe:
 *
 * - `POST /v1/payment_intents` and `GET /v1/payment_intents/:id`, with the secret key, from the
 *   site's server only (a request from a web page, which carries an Origin, is refused);
 * - `POST /v1/refunds` and `GET /v1/refunds/:id`, the same way: money back from a succeeded
 *   intent, in one or more refunds that together never exceed its amount;
 * - `POST /v1/payment_intents/:id/confirm` from the browser, with the client secret and the card,
 *   and only from the site's origin (CORS and a check of Origin: a cross-site form post gets no
 *   further than a preflight would). The card is checked with the rules of ../card, charged
 *   according to Stripe's test numbers, kept as its brand and last four digits only, and the
 *   outcome is sent to the site as a signed webhook.
 */

export type TestPaymentServiceOptions = {
  /** 0 for any free port. */
  port?: number
  dataFile?: string
  keysFile?: string
  /** The origins whose pages may confirm payments: the site's. */
  allowedOrigins: readonly string[]
  /** Where events are sent: the site's /api/payments/webhook. */
  webhookUrl: string
  /** Start with no intents and new keys. */
  fresh?: boolean
  log?: (line: string) => void
  retryDelaysMs?: readonly number[]
}

export type TestPaymentService = { url: string; port: number; keys: TestPaymentKeys; stop: () => Promise<void> }

type ApiError = { type: string; code?: string; decline_code?: string; param?: string; message: string; payment_intent?: unknown }

const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }

const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } })
const failure = (status: number, error: ApiError, headers: Record<string, string> = {}) => answer({ error }, status, headers)
const invalid = (message: string, extra: Omit<ApiError, 'type' | 'message'> = {}) => ({ type: 'invalid_request_error', message, ...extra })


/** Stripe's smallest charge in US dollars, and the largest it takes. */
const MIN_AMOUNT = 50
const MAX_AMOUNT = 99_999_999

// The site asks for cards only (allowed_payment_method_types[0]=card), the one method this service takes.
const CREATE_PARAMS = { amount: true, currency: true, metadata: true, allowed_payment_method_types: { 0: true }, receipt_email: true, description: true } as const
const REFUND_PARAMS = { payment_intent: true, amount: true, metadata: true, reason: true } as const
const REFUND_REASONS: readonly RefundReason[] = ['duplicate', 'fraudulent', 'requested_by_customer']
const CONFIRM_PARAMS = {
  client_secret: true,
  return_url: true,
  payment_method_data: { type: true, card: { number: true, exp_month: true, exp_year: true, cvc: true }, billing_details: { name: true, email: true } },
} as const

/** Metadata as Stripe takes it: at most 50 keys of 40 characters, string values of 500. */
function metadataFrom(params: Params): Record<string, string> | ApiError {
  const value = params.metadata
  if (value === undefined) return {}
  if (typeof value === 'string') return value === '' ? {} : invalid('Invalid object', { param: 'metadata' })
  const entries = Object.entries(value)
  if (entries.length > 50) return invalid('Metadata can have at most 50 keys.', { param: 'metadata' })
  const metadata: Record<string, string> = {}
  for (const [key, item] of entries) {
    if (typeof item !== 'string') return invalid(`Invalid metadata value for ${key}: must be a string.`, { param: `metadata[${key}]` })
    if (key.length > 40) return invalid('Metadata keys can be at most 40 characters.', { param: `metadata[${key}]` })
    if (item.length > 500) return invalid('Metadata values can be at most 500 characters.', { param: `metadata[${key}]` })
    metadata[key] = item
  }
  return metadata
}

/**
 * The fingerprint of a create request: the same key with other parameters is refused, as Stripe refuses it. Both creates share the
 * keys, as all Stripe's do: a refund's parameters (payment_intent) are never an intent's, so a key used for one is refused for the other.
 */
function fingerprint(params: Params): string {
  const canonical = (value: string | Params): unknown =>
    typeof value === 'string' ? value : Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical(value[key] as string | Params)]))
  return createHash('sha256').update(JSON.stringify(canonical(params))).digest('hex')
}

const isError = (value: unknown): value is ApiError => typeof value === 'object' && value !== null && 'type' in value && 'message' in value

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

/** A refund as the secret-key API shows it (Stripe's Refund, the fields this shop uses). */
const refundObject = (refund: StoredRefund) => ({
  id: refund.id,
  object: 'refund',
  amount: refund.amount,
  currency: refund.currency,
  payment_intent: refund.paymentIntent,
  status: 'succeeded',
  metadata: refund.metadata,
  reason: refund.reason,
  created: refund.created,
})

export async function startTestPaymentService(options: TestPaymentServiceOptions): Promise<TestPaymentService> {
  const refusal = testPaymentsRefusal()
  if (refusal) throw new Error(`The test payment service refuses to start in production. ${refusal}`)
  const log = options.log ?? ((line: string) => console.log(`[payments] ${line}`))
  const dataFile = path.resolve(options.dataFile ?? TEST_PAYMENTS.dataFile)
  const allowedOrigins = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin))
  const unlock = lockForThisProcess(dataFile, 'another test payment service? Stop it first, or give this one TEST_PAYMENTS_DATA_FILE.')
  let sender: WebhookSender | undefined
  try {
    const store = new Store(dataFile, { fresh: options.fresh })
    const keys = ensureTestPaymentKeys(path.resolve(options.keysFile ?? testPaymentKeysFile()), { renew: options.fresh })
    const webhooks = (sender = new WebhookSender(store, {
      url: options.webhookUrl,
      secret: keys.webhookSecret,
      log,
      retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    }))

    const cors = (origin: string): Record<string, string> => ({ 'access-control-allow-origin': origin, vary: 'Origin' })

    function authenticated(request: Request): boolean {
      const header = request.headers.get('authorization') ?? ''
      const bearer = /^Bearer (\S+)$/i.exec(header)?.[1]
      const basic = /^Basic (\S+)$/i.exec(header)?.[1]
      const key = bearer ?? (basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined)
      return key !== undefined && sameSecret(key, keys.secretKey)
    }

    async function paramsOf(request: Request): Promise<Params | Response> {
      const body = await readBody(request)
      if (body === null) return failure(413, invalid(`The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`))
      try {
        return parseParams(body, request.headers.get('content-type'))
      } catch (error) {
        if (error instanceof ParamsError) return failure(400, invalid(error.message))
        throw error
      }
    }

    /**
     * The request's Idempotency-Key: the first answer again for the same parameters (a success only: a refused request is not kept),
     * a refusal for other parameters, or, for a new request, what keeps its answer (the caller saves it with its own change).
     */
    function idempotency(request: Request, params: Params): Response | ((body: unknown) => void) {
      const key = request.headers.get('idempotency-key')
      if (key !== null && (key === '' || key.length > 255)) return failure(400, invalid('Idempotency keys are 1 to 255 characters long.'))
      const print = fingerprint(params)
      const earlier = key !== null && Object.hasOwn(store.state.idempotency, key) ? store.state.idempotency[key] : undefined
      if (earlier) {
        if (earlier.fingerprint !== print) {
          return failure(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          })
        }
        return answer(earlier.body, earlier.status, { 'idempotent-replayed': 'true' })
      }
      return (body) => {
        if (key !== null) store.state.idempotency[key] = { fingerprint: print, status: 200, body, created: Date.now() }
      }
    }

    async function createIntent(request: Request): Promise<Response> {
      const params = await paramsOf(request)
      if (params instanceof Response) return params
      const [unknown] = unknownParams(params, CREATE_PARAMS)
      if (unknown) return failure(400, invalid(`Received unknown parameter: ${unknown}`, { code: 'parameter_unknown', param: unknown }))
      const amountText = text(params, 'amount')
      if (amountText === undefined) return failure(400, invalid('Missing required param: amount.', { code: 'parameter_missing', param: 'amount' }))
      if (!/^\d{1,12}$/.test(amountText)) return failure(400, invalid(`Invalid integer: ${amountText}`, { code: 'parameter_invalid_integer', param: 'amount' }))
      const amount = Number(amountText)
      if (amount < MIN_AMOUNT) return failure(400, invalid('Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' }))
      if (amount > MAX_AMOUNT) return failure(400, invalid('Amount must be no more than $999,999.99', { code: 'amount_too_large', param: 'amount' }))
      const methodType = text(object(params, 'allowed_payment_method_types'), '0')
      if (methodType !== undefined && methodType !== 'card') {
        return failure(400, invalid(`The payment method type provided: ${methodType} is invalid.`, { param: 'allowed_payment_method_types' }))
      }
      const currency = text(params, 'currency')?.toLowerCase()
      if (!currency) return failure(400, invalid('Missing required param: currency.', { code: 'parameter_missing', param: 'currency' }))
      if (currency !== 'usd') return failure(400, invalid(`Invalid currency: ${currency}. This test service takes usd only.`, { param: 'currency' }))
      const metadata = metadataFrom(params)
      if (isError(metadata)) return failure(400, metadata)
      const receiptEmail = text(params, 'receipt_email') ?? null
      const description = text(params, 'description') ?? null
      if ((receiptEmail?.length ?? 0) > 800 || (description?.length ?? 0) > 1000) return failure(400, invalid('A parameter is too long.'))

      const keep = idempotency(request, params)
      if (keep instanceof Response) return keep

      const id = `pi_${randomLetters(24)}`
      const intent: StoredIntent = {
        id,
        clientSecret: `${id}_secret_${randomLetters(25)}`,
        amount,
        currency,
        status: 'requires_payment_method',
        metadata,
        description,
        receiptEmail,
        created: Math.floor(Date.now() / 1000),
        card: null,
        lastPaymentError: null,
      }
      store.state.intents[id] = intent
      const body = intentObject(intent)
      keep(body)
      store.save()
      log(`${id} created: ${(amount / 100).toFixed(2)} ${currency}${metadata.reference ? ` for ${metadata.reference}` : ''}`)
      return answer(body)
    }

    async function createRefund(request: Request): Promise<Response> {
      const params = await paramsOf(request)
      if (params instanceof Response) return params
      const [unknown] = unknownParams(params, REFUND_PARAMS)
      if (unknown) return failure(400, invalid(`Received unknown parameter: ${unknown}`, { code: 'parameter_unknown', param: unknown }))
      const intentId = text(params, 'payment_intent')
      if (!intentId) return failure(400, invalid('Missing required param: payment_intent.', { code: 'parameter_missing', param: 'payment_intent' }))
      const amountText = text(params, 'amount')
      if (amountText !== undefined && !/^\d{1,12}$/.test(amountText)) {
        return failure(400, invalid(`Invalid integer: ${amountText}`, { code: 'parameter_invalid_integer', param: 'amount' }))
      }
      if (Number(amountText) === 0) return failure(400, invalid('Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' }))
      const reasonText = text(params, 'reason')
      const reason = REFUND_REASONS.find((known) => known === reasonText) ?? null
      if (reasonText !== undefined && !reason) return failure(400, invalid('Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer', { param: 'reason' }))
      const metadata = metadataFrom(params)
      if (isError(metadata)) return failure(400, metadata)

      // Before the intent's state: a replay of a full refund gets the refund again, not "already refunded".
      const keep = idempotency(request, params)
      if (keep instanceof Response) return keep
      const intent = Object.hasOwn(store.state.intents, intentId) ? store.state.intents[intentId] : undefined
      if (!intent) return failure(400, invalid(`No such payment_intent: '${intentId}'`, { code: 'resource_missing', param: 'payment_intent' }))
      if (intent.status !== 'succeeded') {
        return failure(400, invalid('This PaymentIntent does not have a successful charge to refund.', { code: 'payment_intent_unexpected_state', param: 'payment_intent' }))
      }
      const earlier = Object.hasOwn(store.state.refunds, intent.id) ? (store.state.refunds[intent.id] ?? []) : []
      const left = intent.amount - earlier.reduce((sum, refund) => sum + refund.amount, 0)
      if (left <= 0) return failure(400, invalid(`This PaymentIntent (${intent.id}) has already been refunded.`, { code: 'charge_already_refunded' }))
      if (intent.refundsRefused) return failure(400, invalid(`The card's bank refused the refund of ${intent.id}.`, { code: 'charge_not_refundable' }))
      const amount = amountText === undefined ? left : Number(amountText)
      if (amount > left) {
        return failure(400, invalid(`Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`, { param: 'amount' }))
      }

      // Nothing is awaited from the check of what is left to the save: two refunds sent at once cannot both take it.
      const refund: StoredRefund = {
        id: `re_${randomLetters(24)}`,
        paymentIntent: intent.id,
        amount,
        currency: intent.currency,
        metadata,
        reason,
        created: Math.floor(Date.now() / 1000),
      }
      store.state.refunds[intent.id] = [...earlier, refund]
      const body = refundObject(refund)
      keep(body)
      store.save()
      log(`${refund.id} refunded ${(amount / 100).toFixed(2)} ${refund.currency} of ${intent.id}${reason ? ` (${reason})` : ''}`)
      return answer(body)
    }

    async function confirmIntent(request: Request, id: string, origin: string): Promise<Response> {
      const headers = cors(origin)
      const params = await paramsOf(request)
      if (params instanceof Response) return new Response(params.body, { status: params.status, headers: { ...JSON_HEADERS, ...headers } })
      // Whatever else the page sends (an amount, a currency) is refused: only the server sets those.
      const [unknown] = unknownParams(params, CONFIRM_PARAMS)
      if (unknown) return failure(400, invalid(`Received unknown parameter: ${unknown}`, { code: 'parameter_unknown', param: unknown }), headers)
      const intent = Object.hasOwn(store.state.intents, id) ? store.state.intents[id] : undefined
      const secret = text(params, 'client_secret') ?? ''
      if (!intent || !sameSecret(secret, intent.clientSecret)) {
        return failure(
          400,
          invalid('The client_secret provided does not match any associated PaymentIntent on this account.', { code: 'payment_intent_invalid_parameter', param: 'client_secret' }),
          headers,
        )
      }
      if (intent.status !== 'requires_payment_method') {
        const message =
          intent.status === 'succeeded'
            ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
            : `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`
        return failure(400, invalid(message, { code: 'payment_intent_unexpected_state', payment_intent: publicIntentObject(intent) }), headers)
      }

      const data = object(params, 'payment_method_data')
      const card = object(data, 'card')
      const billing = object(data, 'billing_details')
      if (text(data, 'type') !== 'card' || !card) {
        return failure(400, invalid('Missing required param: payment_method_data[card].', { code: 'parameter_missing', param: 'payment_method_data[card]' }), headers)
      }
      const cardError = (code: string, param: string, message: string) =>
        failure(402, { type: 'card_error', code, param: `payment_method_data[${param}]`, message, payment_intent: publicIntentObject(intent) }, headers)
      const number = text(card, 'number') ?? ''
      const numberError = checkCardNumber(number)
      if (numberError) return cardError(numberError === CARD_MESSAGES.numberIncomplete ? 'incomplete_number' : 'invalid_number', 'card][number', numberError)
      const month = Number(text(card, 'exp_month') ?? NaN)
      const yearText = text(card, 'exp_year') ?? ''
      const year = /^\d{2}$/.test(yearText) ? 2000 + Number(yearText) : Number(yearText || NaN)
      const expiryError = checkExpiryDate(month, year)
      if (expiryError) return cardError(expiryError === CARD_MESSAGES.expiryMonthInvalid ? 'invalid_expiry_month' : 'invalid_expiry_year', 'card][exp_year', expiryError)
      const cvcError = checkCvc(text(card, 'cvc') ?? '')
      if (cvcError) return cardError(cvcError === CARD_MESSAGES.cvcIncomplete ? 'incomplete_cvc' : 'invalid_cvc', 'card][cvc', cvcError)
      const name = text(billing, 'name') ?? ''
      const nameError = checkCardholderName(name)
      if (nameError) return cardError('parameter_missing', 'billing_details][name', nameError)

      // From here on only the brand and the last four digits exist.
      const digits = cardDigits(number)
      const summary = { brand: cardBrand(digits), last4: digits.slice(-4), expMonth: month, expYear: year, name: name.trim() }
      const outcome = testCardOutcome(digits)
      intent.card = summary
      intent.status = outcome.ok ? 'succeeded' : 'requires_payment_method'
      intent.lastPaymentError = outcome.ok ? null : outcome.error
      intent.refundsRefused = outcome.ok && outcome.refundsRefused
      // Changed and saved before anything is awaited: a second confirm sent at once finds it succeeded.
      const eventId = webhooks.enqueue(outcome.ok ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', intentObject(intent))
      store.save()
      const card4 = `${summary.brand} ending ${summary.last4}`
      log(outcome.ok ? `${id} succeeded with ${card4}` : `${id} declined (${outcome.error.decline_code ?? outcome.error.code}) with ${card4}`)
      // The site hears of it before the page does, when it is up (retried in the background when not).
      await webhooks.attempt(eventId)
      if (outcome.ok) return answer(publicIntentObject(intent), 200, headers)
      return failure(402, { ...outcome.error, payment_intent: publicIntentObject(intent) }, headers)
    }

    async function handle(request: Request): Promise<Response> {
      const url = new URL(request.url)
      const origin = request.headers.get('origin')
      if (request.method === 'GET' && url.pathname === '/health') return answer({ ok: true })

      const confirm = /^\/v1\/payment_intents\/([A-Za-z0-9_]{1,100})\/confirm$/.exec(url.pathname)
      if (confirm) {
        if (origin === null || !allowedOrigins.has(origin)) {
          return failure(403, invalid('Payments are confirmed from the shop’s own pages only.'))
        }
        if (request.method === 'OPTIONS') {
          const preflight: Record<string, string> = {
            ...cors(origin),
            'access-control-allow-methods': 'POST',
            // x-test-client-address: the journeys give every test its own client address (tests/support/client-address.ts),
            // a header the browser then sends here too; it means nothing to this service.
            'access-control-allow-headers': 'content-type, x-test-client-address',
            'access-control-max-age': '600',
          }
          if (request.headers.get('access-control-request-private-network') === 'true') preflight['access-control-allow-private-network'] = 'true'
          return new Response(null, { status: 204, headers: preflight })
        }
        if (request.method === 'POST') return confirmIntent(request, confirm[1] ?? '', origin)
        return failure(405, invalid(`Unrecognized request URL (${request.method}: ${url.pathname}).`), cors(origin))
      }

      // The secret-key API serves the site's server, which sends no Origin: a web page never gets here.
      if (origin !== null || request.method === 'OPTIONS') return failure(403, invalid('This API serves the shop’s server only.'))
      if (!authenticated(request)) {
        return failure(401, invalid('Invalid API Key provided.'), { 'www-authenticate': 'Bearer realm="TestPayments"' })
      }
      if (url.pathname === '/v1/payment_intents' && request.method === 'POST') return createIntent(request)
      const retrieve = /^\/v1\/payment_intents\/([A-Za-z0-9_]{1,100})$/.exec(url.pathname)
      if (retrieve && request.method === 'GET') {
        const intent = Object.hasOwn(store.state.intents, retrieve[1] ?? '') ? store.state.intents[retrieve[1] ?? ''] : undefined
        if (!intent) return failure(404, invalid(`No such payment_intent: '${retrieve[1]}'`, { code: 'resource_missing', param: 'intent' }))
        return answer(intentObject(intent))
      }
      if (url.pathname === '/v1/refunds' && request.method === 'POST') return createRefund(request)
      const refundId = /^\/v1\/refunds\/([A-Za-z0-9_]{1,100})$/.exec(url.pathname)?.[1]
      if (refundId && request.method === 'GET') {
        const refund = Object.values(store.state.refunds).flat().find((stored) => stored.id === refundId)
        if (!refund) return failure(404, invalid(`No such refund: '${refundId}'`, { code: 'resource_missing', param: 'id' }))
        return answer(refundObject(refund))
      }
      return failure(404, invalid(`Unrecognized request URL (${request.method}: ${url.pathname}).`))
    }

    const server = await new Promise<ServerType>((resolve, reject) => {
      const instance = serve(
        {
          hostname: TEST_PAYMENTS.host,
          port: options.port ?? TEST_PAYMENTS.port,
          fetch: async (request: Request) => {
            try {
              return await handle(request)
            } catch (error) {
              // The message only: a request's body (a card) is never in a log.
              log(`error: ${error instanceof Error ? error.message : 'unknown'}`)
              return failure(500, { type: 'api_error', message: 'An error occurred in the test payment service.' })
            }
          },
        },
        () => resolve(instance),
      )
      instance.once('error', reject)
    })
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : (options.port ?? TEST_PAYMENTS.port)
    webhooks.resume()

    return {
      url: `http://${TEST_PAYMENTS.host}:${port}`,
      port,
      keys,
      stop: async () => {
        webhooks.stop()
        // Keep-alive connections (the site's Stripe client) would hold the close open.
        if ('closeAllConnections' in server) server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
        unlock()
      },
    }
  } catch (error) {
    sender?.stop()
    unlock()
    throw error
  }
}

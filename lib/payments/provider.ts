import 'server-only'
import Stripe from 'stripe'
import { BackendError } from '@/lib/errors/backend'
import type { PaymentPurpose } from '@/lib/orders/balance'
import { recordRequestPayment } from '@/lib/commerce/request-payments'
import { paymentConfig, type PaymentConfig } from './config'
import { INTENT_METADATA, paymentEventFrom, type PaymentEvent } from './events'
import { MIN_CHARGE_CENTS } from '@/lib/pricing/deposit'
import { PAYMENT_MESSAGES } from './messages'
import { SUBJECT_LABELS, type PaymentSubject } from './subject'
import { SIGNATURE_HEADER, verifySignature, WebhookSignatureError } from './signature'
import type { PaymentProviderName, PaymentStart, PublicPaymentConfig, StartedPayment } from './types'

/**
 * Payments behind one interface, the provider chosen by configuration (./config): Stripe, or the
 * test provider's local payment service, which speaks the same PaymentIntents API. Either way the
 * server only creates the intent, for the amount it computed itself, and records it as pending;
 * the browser confirms it with the card, straight with the provider, so no card detail ever
 * reaches this server; and only a signed webhook says how it went. Money goes back the same way,
 * as a refund of the intent.
 */

export type StartPaymentInput = {
  request: PaymentSubject
  /** The request's reference ('E-…', 'Q-…', a team store's 'S-…'), put on the intent for staff and the provider's dashboard. */
  reference: string
  purpose: PaymentPurpose
  /** What the server priced: never an amount the browser sent. */
  amountCents: number
  currency: 'usd'
  /** For the provider's receipt. */
  email: string
}

export type RefundPaymentInput = {
  /** The payment's PaymentIntent (its providerReference). */
  paymentReference: string
  /** At most what is left of the payment to refund. */
  amountCents: number
  /** One per refund (the shop's id for it): a retry sends the same one, so the money can never go back twice. */
  idempotencyKey: string
  /** The shop's reason ('removed', 'duplicate', …), put on the refund's metadata for the provider's dashboard (Stripe's `reason` knows three of its own only). */
  reason?: string
}

export type RefundedPayment = { refundReference: string }

/**
 * A refund the provider did not make. `retryable`: it could not answer (unreachable, failing, limiting this site), so the same
 * refund, under the same idempotency key, may be tried again later; false: it refused the refund, and trying again changes nothing.
 */
export class RefundError extends BackendError {
  constructor(
    message: string,
    readonly retryable: boolean,
    cause?: unknown,
  ) {
    super(message, cause)
    this.name = 'RefundError'
  }
}

export type PaymentProvider = {
  readonly name: PaymentProviderName
  startPayment(input: StartPaymentInput): Promise<StartedPayment>
  refundPayment(input: RefundPaymentInput): Promise<RefundedPayment>
  paymentFromWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent | null>
  publicConfig(): PublicPaymentConfig
}

type StripeConfig = NonNullable<ConstructorParameters<typeof Stripe>[1]>

/** Stripe's largest charge in dollars (its smallest: MIN_CHARGE_CENTS). */
const MAX_AMOUNT_CENTS = 99_999_999

function stripeClient(secretKey: string, target: Pick<StripeConfig, 'host' | 'port' | 'protocol'>, httpClient: StripeConfig['httpClient']): Stripe {
  return new Stripe(secretKey, {
    ...target,
    ...(httpClient ? { httpClient } : {}),
    // A retry carries the same idempotency key, so it can never create a second intent.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  })
}

/** The provider could not answer: unreachable, failing, or limiting this site. */
function isOutage(error: unknown): boolean {
  const { errors } = Stripe
  return error instanceof errors.StripeConnectionError || error instanceof errors.StripeAPIError || error instanceof errors.StripeRateLimitError
}

/** A failed create, said as an outage when the provider could not answer, as a refusal otherwise; anything not Stripe's is a bug. */
function startFailure(error: unknown): BackendError {
  if (isOutage(error)) return new BackendError(PAYMENT_MESSAGES.unavailable, error)
  if (error instanceof Stripe.errors.StripeError) return new BackendError(PAYMENT_MESSAGES.notStarted, error)
  throw error
}

/** A failed refund, retryable when the provider could not answer, final when it refused; anything not Stripe's is a bug. */
function refundFailure(error: unknown): RefundError {
  if (isOutage(error)) return new RefundError(PAYMENT_MESSAGES.refundUnavailable, true, error)
  if (error instanceof Stripe.errors.StripeError) return new RefundError(PAYMENT_MESSAGES.refundRefused, false, error)
  throw error
}

/**
 * The provider for `config`. `httpClient` replaces the network (tests: Stripe.createFetchHttpClient
 * with a fake fetch).
 */
export function createPaymentProvider(config: PaymentConfig, { httpClient }: { httpClient?: StripeConfig['httpClient'] } = {}): PaymentProvider {
  const client = () => {
    if (config.provider === 'stripe') return stripeClient(config.secretKey, {}, httpClient)
    const url = new URL(config.apiUrl)
    return stripeClient(config.keys().secretKey, { host: url.hostname, port: url.port, protocol: url.protocol === 'https:' ? 'https' : 'http' }, httpClient)
  }

  /** The event in a delivery whose signature checked out: Stripe's own check (constructEvent) for Stripe, ours (the same scheme) for the test service. */
  function verifiedEvent(rawBody: string, headers: Headers): unknown {
    const header = headers.get(SIGNATURE_HEADER)
    // Outside the try: missing keys are this server's fault, not the sender's.
    const testSecret = config.provider === 'test' ? config.keys().webhookSecret : ''
    try {
      if (config.provider === 'stripe') return Stripe.webhooks.constructEvent(rawBody, header ?? '', config.webhookSecret)
      verifySignature(rawBody, header, testSecret)
      return JSON.parse(rawBody)
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw error
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature', error)
    }
  }

  return {
    name: config.provider,

    async startPayment(input) {
      const { amountCents, request } = input
      if (!Number.isSafeInteger(amountCents) || amountCents < MIN_CHARGE_CENTS || amountCents > MAX_AMOUNT_CENTS) {
        throw new BackendError(PAYMENT_MESSAGES.notStarted, new RangeError(`Cannot charge ${amountCents} cents`))
      }
      let intent: Stripe.PaymentIntent
      try {
        intent = await client().paymentIntents.create(
          {
            amount: amountCents,
            currency: input.currency,
            // Cards (and the wallets that carry them) only: none sends the customer to another site
            // and back, so the wizard confirms the payment without ever leaving the page.
            allowed_payment_method_types: ['card'],
            metadata: {
              [INTENT_METADATA.reference]: input.reference,
              [INTENT_METADATA.requestKind]: request.kind,
              [INTENT_METADATA.requestId]: request.id,
            },
            description: `${SUBJECT_LABELS[request.kind]} ${input.reference}`,
            receipt_email: input.email,
          },
          // One intent per request, phase and amount: a submit sent twice, or another card after a
          // decline, confirms the same one, so the same payment cannot be taken twice.
          { idempotencyKey: `${request.kind}:${request.id}:${input.purpose}:${amountCents}` },
        )
      } catch (error) {
        throw startFailure(error)
      }
      if (!intent.client_secret) throw new BackendError(PAYMENT_MESSAGES.notStarted, new Error(`${intent.id} came back without a client secret`))
      await recordRequestPayment({
        request,
        provider: config.provider,
        providerReference: intent.id,
        amountCents: intent.amount,
        status: 'pending',
      })
      return { provider: config.provider, providerReference: intent.id, clientSecret: intent.client_secret }
    },

    async refundPayment(input) {
      const { amountCents } = input
      if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > MAX_AMOUNT_CENTS) {
        throw new RefundError(PAYMENT_MESSAGES.refundRefused, false, new RangeError(`Cannot refund ${amountCents} cents`))
      }
      try {
        const refund = await client().refunds.create(
          { payment_intent: input.paymentReference, amount: amountCents, ...(input.reason ? { metadata: { reason: input.reason } } : {}) },
          { idempotencyKey: input.idempotencyKey },
        )
        return { refundReference: refund.id }
      } catch (error) {
        throw refundFailure(error)
      }
    },

    async paymentFromWebhook(rawBody, headers) {
      const event = verifiedEvent(rawBody, headers)
      try {
        return paymentEventFrom(event, config.provider)
      } catch (error) {
        // Signed by the provider but not an event we can read: refused like a bad signature, and logged by the route.
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Unreadable event', error)
      }
    },

    publicConfig() {
      return config.provider === 'stripe' ? { provider: 'stripe', publishableKey: config.publishableKey } : { provider: 'test', serviceUrl: config.apiUrl }
    },
  }
}

/** The configured provider (read from the environment on each call: the test service's keys may be renewed). */
const provider = () => createPaymentProvider(paymentConfig())

/**
 * Creates the PaymentIntent for a request and records it as a pending payment; returns what
 * the browser confirms it with. Throws BackendError with the customer's message on failure.
 */
export async function startPayment(input: StartPaymentInput): Promise<PaymentStart> {
  const { providerReference, clientSecret } = await provider().startPayment(input)
  return { providerReference, clientSecret }
}

/**
 * Gives back `amountCents` of a payment through the configured provider; returns the refund's
 * reference. Throws RefundError, whose `retryable` says whether trying again later can help.
 */
export async function refundPayment(input: RefundPaymentInput): Promise<RefundedPayment> {
  return provider().refundPayment(input)
}

/**
 * The payment event of a webhook delivery, verified: null for events that are not ours to act on.
 * Throws WebhookSignatureError (./signature) for a delivery that is not signed by the provider,
 * signed more than five minutes ago, or unreadable.
 */
export function paymentFromWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent | null> {
  return provider().paymentFromWebhook(rawBody, headers)
}

/** What the browser needs to take a card: nothing secret. */
export function publicPaymentConfig(): PublicPaymentConfig {
  return provider().publicConfig()
}

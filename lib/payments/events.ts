import { paymentSubjectOf, type PaymentSubject } from './subject'
import type { PaymentProviderName } from './types'

/**
 * A payment attempt's outcome, read from a verified webhook event: which request (the metadata the
 * server put on the PaymentIntent) and what happened. Both providers send Stripe's event shape, so
 * one mapping serves both.
 */
export type PaymentEvent = {
  provider: PaymentProviderName
  /** The provider's event id (`evt_…`), for the logs. */
  eventId: string
  /** The express order, quote request or team store entry it is for. */
  request: PaymentSubject
  /** The request's reference, as put in the metadata ('E-…', 'Q-…'). */
  reference: string | null
  /** The PaymentIntent's id. */
  providerReference: string
  status: 'succeeded' | 'failed' | 'cancelled'
  amountCents: number
  failureMessage: string | null
}

const STATUSES: Record<string, PaymentEvent['status']> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'cancelled',
}

/** The metadata keys the server sets on every PaymentIntent it creates. */
export const INTENT_METADATA = { requestKind: 'requestKind', requestId: 'requestId', reference: 'reference' } as const

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** A failure message as the provider gave it, cut to what the payments table keeps. */
function failureMessage(status: PaymentEvent['status'], intent: Json): string | null {
  if (status === 'succeeded') return null
  const error = isObject(intent.last_payment_error) ? text(intent.last_payment_error.message) : null
  if (status === 'failed') return (error ?? 'The payment failed.').slice(0, 1000)
  const reason = text(intent.cancellation_reason)
  return reason ? `The payment was cancelled (${reason}).` : 'The payment was cancelled.'
}

/**
 * The payment event in a verified webhook body, or null for one we do not act on: another event
 * type, or a PaymentIntent that is not a request's (no request in its metadata: another integration
 * on the same Stripe account). A body that is not an event at all throws TypeError.
 */
export function paymentEventFrom(event: unknown, provider: PaymentProviderName): PaymentEvent | null {
  if (!isObject(event) || typeof event.type !== 'string' || !isObject(event.data)) throw new TypeError('The webhook body is not an event')
  const status = STATUSES[event.type]
  if (!status) return null
  const intent = event.data.object
  if (!isObject(intent) || intent.object !== 'payment_intent') throw new TypeError(`${event.type} carries no PaymentIntent`)
  const metadata = isObject(intent.metadata) ? intent.metadata : {}
  const request = paymentSubjectOf(metadata[INTENT_METADATA.requestKind], metadata[INTENT_METADATA.requestId])
  if (!request) return null
  const providerReference = text(intent.id)
  const amount = intent.amount
  if (!providerReference || typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) {
    throw new TypeError(`${event.type} carries no PaymentIntent id or amount`)
  }
  return {
    provider,
    eventId: text(event.id) ?? '',
    request,
    reference: text(metadata[INTENT_METADATA.reference]),
    providerReference,
    status,
    amountCents: amount,
    failureMessage: failureMessage(status, intent),
  }
}

import { randomBytes } from 'node:crypto'
import { SIGNATURE_HEADER, signPayload } from '../signature.js'
import type { Delivery, Store, StoredIntent } from './store.mjs'

/**
 * Sends the site the events Stripe would: `payment_intent.succeeded` and
 * `payment_intent.payment_failed`, in Stripe's event shape, signed like Stripe's. Each event is
 * kept in the store's outbox until the site answers 2xx, and tried again with backoff while it
 * does not (the site restarting, or slow to start), also across a restart of this service.
 */

export type WebhookOptions = {
  url: string
  secret: string
  log: (line: string) => void
  /** The waits before each retry; after the last, the event is given up (and logged). */
  retryDelaysMs: readonly number[]
  timeoutMs?: number
}

export const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000] as const

export type IntentEventType = 'payment_intent.succeeded' | 'payment_intent.payment_failed'

export class WebhookSender {
  private readonly timers = new Map<string, NodeJS.Timeout>()
  private readonly inFlight = new Set<string>()
  private readonly stopping = new AbortController()

  constructor(
    private readonly store: Store,
    private readonly options: WebhookOptions,
  ) {}

  /** Puts the event for `intent` in the outbox (saved with the caller's next save) and returns its id. */
  enqueue(type: IntentEventType, intent: Record<string, unknown>, now: number = Date.now()): string {
    const eventId = `evt_${randomBytes(12).toString('hex')}`
    const event = { id: eventId, object: 'event', type, created: Math.floor(now / 1000), livemode: false, pending_webhooks: 1, data: { object: intent } }
    const delivery: Delivery = { eventId, payload: JSON.stringify(event), attempts: 0, nextAttemptAt: now }
    this.store.state.deliveries[eventId] = delivery
    return eventId
  }

  /** Tries one delivery now; true once the site has it. A failure schedules the next try. */
  async attempt(eventId: string): Promise<boolean> {
    const delivery = this.store.state.deliveries[eventId]
    if (!delivery) return true
    if (this.inFlight.has(eventId) || this.stopping.signal.aborted) return false
    this.inFlight.add(eventId)
    this.clearTimer(eventId)
    delivery.attempts += 1
    let outcome: string
    try {
      // Signed afresh each time, as Stripe does: a retry is not a stale replay.
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(delivery.payload, this.options.secret), 'user-agent': 'TestPayments/1.0' },
        body: delivery.payload,
        redirect: 'manual',
        signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(this.options.timeoutMs ?? 10_000)]),
      })
      await response.body?.cancel()
      outcome = `HTTP ${response.status}`
      if (response.ok) {
        delete this.store.state.deliveries[eventId]
        this.store.save()
        this.options.log(`webhook ${eventId} delivered (${outcome})`)
        return true
      }
    } catch (error) {
      outcome = error instanceof Error ? `${error.name}: ${error.message}` : 'failed'
    } finally {
      this.inFlight.delete(eventId)
    }
    if (this.stopping.signal.aborted) return false
    const wait = this.options.retryDelaysMs[delivery.attempts - 1]
    if (wait === undefined) {
      delete this.store.state.deliveries[eventId]
      this.store.save()
      this.options.log(`webhook ${eventId} given up after ${delivery.attempts} attempts (${outcome}); the payment stays as it is on the site`)
      return false
    }
    delivery.nextAttemptAt = Date.now() + wait
    this.store.save()
    this.options.log(`webhook ${eventId} not delivered (${outcome}); trying again in ${wait / 1000} s`)
    this.schedule(delivery)
    return false
  }

  /** Schedules every event the outbox still holds: after a restart, the ones the last run did not deliver. */
  resume(): void {
    for (const delivery of Object.values(this.store.state.deliveries)) this.schedule(delivery)
  }

  /** Stops retrying (the outbox keeps what is undelivered for the next start). */
  stop(): void {
    this.stopping.abort()
    for (const eventId of [...this.timers.keys()]) this.clearTimer(eventId)
  }

  private schedule(delivery: Delivery): void {
    this.clearTimer(delivery.eventId)
    const timer = setTimeout(() => void this.attempt(delivery.eventId), Math.max(0, delivery.nextAttemptAt - Date.now()))
    this.timers.set(delivery.eventId, timer)
  }

  private clearTimer(eventId: string): void {
    clearTimeout(this.timers.get(eventId))
    this.timers.delete(eventId)
  }
}

/** The intent as events and the secret-key API show it (Stripe's PaymentIntent, the fields this shop uses). */
export function intentObject(intent: StoredIntent): Record<string, unknown> {
  return {
    ...publicIntentObject(intent),
    client_secret: intent.clientSecret,
    metadata: intent.metadata,
    description: intent.description,
    receipt_email: intent.receiptEmail,
    created: intent.created,
    livemode: false,
    payment_method_types: ['card'],
  }
}

/** The intent as the browser that confirms it sees it: its status and the card's brand and last digits, never more. */
export function publicIntentObject(intent: StoredIntent): Record<string, unknown> {
  const card = intent.card
  const paymentMethod = card ? { type: 'card', card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear } } : null
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    currency: intent.currency,
    status: intent.status,
    // An id, as Stripe's is (the card itself was never kept).
    payment_method: card ? `pm_test_${card.brand}_${card.last4}` : null,
    last_payment_error: intent.lastPaymentError ? { ...intent.lastPaymentError, payment_method: paymentMethod } : null,
  }
}

import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The local payment service's state: in memory, and written whole to one JSON file after every
 * change (to a temporary file, then renamed over the old one, so a crash leaves the old or the new
 * file, never half of one). A restart reads it back: a test that restarts the service mid-payment
 * loses no intent, refund, idempotency key or undelivered webhook. No card number is ever in it: a
 * card is kept as its brand and last four digits.
 */

type CardSummary = { brand: string; last4: string; expMonth: number; expYear: number; name: string }

export type PaymentError = { type: 'card_error'; code: string; decline_code?: string; message: string }

export type StoredIntent = {
  id: string
  clientSecret: string
  amount: number
  currency: string
  status: 'requires_payment_method' | 'succeeded' | 'canceled'
  metadata: Record<string, string>
  description: string | null
  receiptEmail: string | null
  /** Unix seconds. */
  created: number
  card: CardSummary | null
  lastPaymentError: PaymentError | null
  /** Paid with the test card whose refunds are refused (absent in state saved before it existed). */
  refundsRefused?: boolean
}

export type RefundReason = 'duplicate' | 'fraudulent' | 'requested_by_customer'

/** Money given back from a succeeded intent (Stripe's Refund, the fields this shop uses); always succeeded at once, as a test card's refund is. */
export type StoredRefund = {
  id: string
  paymentIntent: string
  amount: number
  currency: string
  metadata: Record<string, string>
  reason: RefundReason | null
  /** Unix seconds. */
  created: number
}

/** A create request's answer (an intent's or a refund's), kept for its Idempotency-Key: the same request again gets the same answer. */
type IdempotentAnswer = { fingerprint: string; status: number; body: unknown; created: number }

/** A signed event still to be delivered: retried with backoff, across restarts, until the site takes it. */
export type Delivery = { eventId: string; payload: string; attempts: number; nextAttemptAt: number }

export type State = {
  intents: Record<string, StoredIntent>
  /** By intent id: what an intent has given back is the sum of its list, never more than its amount. */
  refunds: Record<string, StoredRefund[]>
  idempotency: Record<string, IdempotentAnswer>
  deliveries: Record<string, Delivery>
}

const empty = (): State => ({ intents: {}, refunds: {}, idempotency: {}, deliveries: {} })

/** Stripe keeps idempotency keys for 24 hours. */
const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000

export class Store {
  readonly state: State

  constructor(
    private readonly file: string,
    { fresh = false } = {},
  ) {
    mkdirSync(path.dirname(file), { recursive: true })
    if (fresh) rmSync(file, { force: true })
    this.state = this.read()
  }

  private read(): State {
    let text: string
    try {
      text = readFileSync(this.file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return empty()
      throw error
    }
    // A file written before refunds existed has none.
    const state = JSON.parse(text) as Partial<State>
    return { intents: state.intents ?? {}, refunds: state.refunds ?? {}, idempotency: state.idempotency ?? {}, deliveries: state.deliveries ?? {} }
  }

  /** Writes the state as it is now; call after every change, before answering. */
  save(now: number = Date.now()): void {
    for (const [key, answer] of Object.entries(this.state.idempotency)) {
      if (now - answer.created > IDEMPOTENCY_KEEP_MS) delete this.state.idempotency[key]
    }
    const temporary = `${this.file}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(this.state), { mode: 0o600 })
    renameSync(temporary, this.file)
  }
}

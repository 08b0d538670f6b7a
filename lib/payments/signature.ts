import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Webhook signatures in Stripe's scheme, for the test provider: the service signs each delivery
 * with its webhook secret, the site checks it. Header `Stripe-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<raw body>">` (more than one v1 while a secret is being rolled). The same
 * header that stripe.webhooks.generateTestHeaderString makes, so both providers read alike.
 */

export const SIGNATURE_HEADER = 'stripe-signature'

/** How far a delivery's timestamp may be from now: Stripe's own default tolerance. */
const SIGNATURE_TOLERANCE_SECONDS = 300

/** A webhook that did not come, whole and recent, from our payment provider: answered 400, never acted on. */
export class WebhookSignatureError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause })
    this.name = 'WebhookSignatureError'
  }
}

const hmac = (secret: string, timestamp: string, payload: string) => createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest()

/** The header for `payload` signed now (or at `timestamp`, in seconds). */
export function signPayload(payload: string, secret: string, timestamp: number = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, String(timestamp), payload).toString('hex')}`
}

/**
 * Checks a delivery: a well-formed header, a timestamp within five minutes of now (either way),
 * and a v1 signature of exactly this body with `secret`, compared in constant time. Throws
 * WebhookSignatureError otherwise. A delivery replayed within the five minutes passes: what it
 * records is idempotent, so a replay changes nothing.
 */
export function verifySignature(payload: string, header: string | null, secret: string, nowSeconds: number = Math.floor(Date.now() / 1000)): void {
  if (!secret) throw new WebhookSignatureError('No webhook secret is configured')
  let timestamp: string | undefined
  const signatures: Buffer[] = []
  for (const part of (header ?? '').split(',')) {
    const [key, value = ''] = part.trim().split('=', 2)
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = value
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'))
  }
  if (timestamp === undefined || signatures.length === 0) throw new WebhookSignatureError('The webhook signature header is missing or malformed')
  if (Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) throw new WebhookSignatureError('The webhook timestamp is outside the tolerance')
  const expected = hmac(secret, timestamp, payload)
  // Every candidate is compared, so the time taken says nothing about which one was close.
  let matched = false
  for (const signature of signatures) if (timingSafeEqual(signature, expected)) matched = true
  if (!matched) throw new WebhookSignatureError('No signature matches the webhook body')
}

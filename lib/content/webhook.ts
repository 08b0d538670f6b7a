import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'

/** Sanity's signature header: `t=<ms timestamp>,v1=<base64url HMAC-SHA256 of "<timestamp>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'sanity-webhook-signature'

/** How old a delivery may be: Sanity sends at once and retries with new signatures, so an older one is a replay. */
const MAX_AGE_MS = 5 * 60_000

export type WebhookCheck = { ok: true; body: unknown } | { ok: false; status: 400 | 401; message: string }

const refused = (status: 400 | 401, message: string): WebhookCheck => ({ ok: false, status, message })

/**
 * Checks a webhook delivery: signed with the shared secret (compared in constant time), signed
 * within the last five minutes (and not in the future), and a JSON body. The answers never say
 * which part failed beyond what a sender needs to fix its request.
 */
export function checkWebhook(payload: string, header: string | null, secret: string, now: number = Date.now()): WebhookCheck {
  const match = /^t=(\d{13}),\s*v1=([\w-]+)$/.exec(header?.trim() ?? '')
  if (!match) return refused(401, 'Invalid signature')
  const [, stamp = '', signature = ''] = match
  const timestamp = Number(stamp)
  if (Math.abs(now - timestamp) > MAX_AGE_MS) return refused(401, 'Invalid signature')
  const expected = createHmac('sha256', secret).update(`${stamp}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return refused(401, 'Invalid signature')
  try {
    return { ok: true, body: JSON.parse(payload) }
  } catch {
    return refused(400, 'The body is not JSON')
  }
}

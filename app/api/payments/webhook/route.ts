import { deliverMailSoon } from '@/lib/commerce/mail-delivery'
import { recordRequestPayment } from '@/lib/commerce/request-payments'
import { reportBackendError } from '@/lib/errors/backend'
import { limitMessage } from '@/lib/errors/catalogue'
import { paymentFromWebhook } from '@/lib/payments/provider'
import { readLimitedText } from '@/lib/http/limited-body'
import { WebhookSignatureError } from '@/lib/payments/signature'
import { webhookFailures } from '@/lib/payments/webhook-failures'
import { clientIp } from '@/lib/security/client-ip'

/** A PaymentIntent event is a few kilobytes; Stripe's largest events stay far below this. */
const MAX_BODY_BYTES = 64 * 1024

const reply = (body: unknown, status = 200, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * The payment provider's webhook (Stripe's, or the local test service's): the only way a payment
 * becomes succeeded, failed or cancelled. The raw body is checked against its signature before
 * anything is parsed; the event is recorded with recordRequestPayment, which is idempotent, so a
 * redelivered or replayed event changes nothing. 200 once recorded (or for an event we ignore),
 * 400 for a bad signature, 413 for a body over 64 KB, 500 when recording failed so the provider
 * delivers again. Forged deliveries are limited per address (lib/payments/webhook-failures.ts says
 * why not with the shop's per-address limits).
 */
export async function POST(request: Request): Promise<Response> {
  const ip = clientIp(request.headers)
  const wait = webhookFailures.retryAfter(ip)
  if (wait > 0) return reply({ message: limitMessage(wait) }, 429, { 'Retry-After': String(wait) })

  const body = await readLimitedText(request, MAX_BODY_BYTES)
  if (body === null) return reply({ message: 'Too large' }, 413)

  let event
  try {
    event = await paymentFromWebhook(body, request.headers)
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error
    webhookFailures.count(ip)
    console.warn(`[payments] webhook refused: ${error.message}`)
    return reply({ message: 'Invalid signature' }, 400)
  }
  if (!event) return reply({ received: true })

  try {
    const recorded = await recordRequestPayment({
      request: event.request,
      provider: event.provider,
      providerReference: event.providerReference,
      amountCents: event.amountCents,
      status: event.status,
      failureMessage: event.failureMessage,
    })
    if (recorded.paidNow) {
      console.log(`[payments] ${event.request.kind} ${event.reference ?? event.request.id} is under way (${event.providerReference})`)
      // Its e-mails: an express order's confirmation and the shop's notice, a quote's status.
      deliverMailSoon()
    }
  } catch (error) {
    reportBackendError(error, `[payments] webhook ${event.eventId} (${event.providerReference}) not recorded`)
    return reply({ message: 'Not recorded; deliver it again' }, 500)
  }
  return reply({ received: true })
}

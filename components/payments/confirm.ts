import { cardDigits, parseExpiry, type CardInput } from '@/lib/payments/card'
import { PAYMENT_MESSAGES } from '@/lib/payments/messages'
import type { PaymentStart } from '@/lib/payments/types'

/**
 * What the card form does once the server has started the payment: the browser confirms it with
 * the provider directly (the test service, or Stripe.js), never through the site's server.
 */

/** The customer, for the provider's billing details and receipt. */
export type PayerDetails = { name: string; email: string }
export type ConfirmResult = { ok: true } | { ok: false; error: string }

/** The card form a provider renders: checked before the wizard submits, confirmed after. */
export type CardForm = {
  check(): Promise<string | null>
  confirm(start: PaymentStart, details: PayerDetails): Promise<ConfirmResult>
}

/** A provider's answer to a confirm, in Stripe's shape (Stripe.js's `{ error } | { paymentIntent }`, or the test service's JSON). */
type ProviderAnswer = {
  error?: { type?: string; code?: string; message?: string; payment_intent?: { status?: string } | null } | null
  paymentIntent?: { status?: string } | null
}

/**
 * The outcome the customer reads. Succeeded (or processing: the webhook will say) is done; a card
 * or validation error is the provider's own message ("Your card was declined."), any other error a
 * plain apology; an intent that had already succeeded (the answer to an earlier confirm was lost)
 * is done too.
 */
export function confirmOutcome(answer: ProviderAnswer): ConfirmResult {
  const { error, paymentIntent } = answer
  if (error) {
    if (error.code === 'payment_intent_unexpected_state' && error.payment_intent?.status === 'succeeded') return { ok: true }
    if ((error.type === 'card_error' || error.type === 'validation_error') && error.message) return { ok: false, error: error.message }
    // Anything else is not the customer's to fix, and its wording is the provider's, for developers.
    return { ok: false, error: PAYMENT_MESSAGES.confirmFailed }
  }
  if (paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing') return { ok: true }
  return { ok: false, error: PAYMENT_MESSAGES.notCompleted }
}

/**
 * Confirms a test payment: posts the card to the local payment service from the browser, form
 * encoded like Stripe.js (a simple request: the service checks the page's Origin itself).
 */
export async function confirmTestPayment(serviceUrl: string, start: PaymentStart, card: CardInput, details: PayerDetails, fetchImpl: typeof fetch = fetch): Promise<ConfirmResult> {
  if (!start.clientSecret.startsWith(`${start.providerReference}_secret_`)) return { ok: false, error: PAYMENT_MESSAGES.confirmFailed }
  const expiry = parseExpiry(card.expiry)
  const body = new URLSearchParams({
    client_secret: start.clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': cardDigits(card.number),
    'payment_method_data[card][exp_month]': String(expiry?.month ?? ''),
    'payment_method_data[card][exp_year]': String(expiry?.year ?? ''),
    'payment_method_data[card][cvc]': card.cvc.trim(),
    'payment_method_data[billing_details][name]': card.name.trim(),
    'payment_method_data[billing_details][email]': details.email,
  })
  let response: Response
  try {
    response = await fetchImpl(`${serviceUrl}/v1/payment_intents/${encodeURIComponent(start.providerReference)}/confirm`, {
      method: 'POST',
      body,
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    })
  } catch {
    return { ok: false, error: PAYMENT_MESSAGES.confirmUnreachable }
  }
  const json = (await response.json().catch(() => null)) as { error?: ProviderAnswer['error']; status?: string } | null
  if (!json) return { ok: false, error: PAYMENT_MESSAGES.confirmFailed }
  return response.ok ? confirmOutcome({ paymentIntent: json }) : confirmOutcome({ error: json.error ?? { message: PAYMENT_MESSAGES.confirmFailed } })
}

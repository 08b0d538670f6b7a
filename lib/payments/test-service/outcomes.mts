import type { PaymentError } from './store.mjs'

/**
 * What the local payment service does with a card whose details are valid: Stripe's own test
 * numbers behave as they do in Stripe's test mode, and any other number is declined as Stripe
 * declines a real card in test mode, so nobody is tempted to type theirs.
 */

/** A charge that succeeded says whether its refunds are refused (a test card's own behaviour). */
type Outcome = { ok: true; refundsRefused: boolean } | { ok: false; error: PaymentError }

const declined = (message: string, decline_code: string): Outcome => ({ ok: false, error: { type: 'card_error', code: 'card_declined', decline_code, message } })

/** Test numbers that succeed (Stripe's, one per brand). */
const SUCCEEDING = new Set(['4242424242424242', '4000056655665556', '5555555555554444', '2223003122003222', '378282246310005', '6011111111111117'])

const DECLINING: Record<string, Outcome> = {
  '4000000000000002': declined('Your card was declined.', 'generic_decline'),
  '4000000000009995': declined('Your card has insufficient funds.', 'insufficient_funds'),
  '4000000000009987': declined('Your card was declined.', 'lost_card'),
  '4000000000000069': { ok: false, error: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' } },
  '4000000000000127': { ok: false, error: { type: 'card_error', code: 'incorrect_cvc', message: "Your card's security code is incorrect." } },
}

const NOT_A_TEST_CARD = declined(
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, see docs/commerce.md (Payments).',
  'test_mode_live_card',
)

/**
 * Paid, but every refund of it is refused: Stripe's test number for a refund that fails (there it
 * fails later, here at once), for the shop's handling of a refund it could not make.
 */
const REFUNDS_REFUSED = '4000000000005126'

/** The outcome of charging `digits` (already checked: Luhn, expiry, CVC, name). */
export function testCardOutcome(digits: string): Outcome {
  if (SUCCEEDING.has(digits) || digits === REFUNDS_REFUSED) return { ok: true, refundsRefused: digits === REFUNDS_REFUSED }
  return DECLINING[digits] ?? NOT_A_TEST_CARD
}

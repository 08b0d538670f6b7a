/** A request as its payments see it: its total, the first payment that starts it, and what was paid. */
export type Payable = {
  status: string
  totalCents: number
  /** What starts it: an express order's deposit (or full amount), an accepted quote's deposit. */
  firstDueCents: number
  paidCents: number
}

/**
 * What is still to pay on a request paid by deposit: its total less what has been paid, once its
 * first payment is in and until it is cancelled (nothing is asked of a cancelled request, nor, as a
 * balance, of one still waiting for its first payment). One rule for the account, the payment page
 * and the e-mails.
 */
export function openBalanceCents(request: Payable): number {
  if (request.status === 'cancelled' || request.paidCents < request.firstDueCents) return 0
  return Math.max(0, request.totalCents - request.paidCents)
}

/** What a payment is for: the deposit that starts a request, the whole of it at once, or the balance after a deposit. */
export type PaymentPurpose = 'deposit' | 'full' | 'balance'

/** A payment a request asks for: what it is for and how much. */
type PaymentAsked = { purpose: PaymentPurpose; cents: number }

/**
 * What is left of the first payment: a deposit when it is less than the total, the whole
 * otherwise; null once it is paid, and for a cancelled request. The wizard asks it of an express
 * order sent again (another card after a decline), the account of a request awaiting it (paymentDue).
 */
export function firstPaymentDue(request: Payable): PaymentAsked | null {
  if (request.status === 'cancelled') return null
  const cents = Math.max(0, request.firstDueCents - request.paidCents)
  return cents > 0 ? { purpose: request.firstDueCents < request.totalCents ? 'deposit' : 'full', cents } : null
}

/**
 * What the customer can pay now: the rest of the first payment while the request awaits it (a
 * declined card, a quote just accepted), then the open balance; null when nothing is due.
 */
export function paymentDue(request: Payable): PaymentAsked | null {
  if (request.status === 'awaiting_payment') return firstPaymentDue(request)
  const cents = openBalanceCents(request)
  return cents > 0 ? { purpose: 'balance', cents } : null
}

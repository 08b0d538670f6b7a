import 'server-only'
import { BackendError } from '@/lib/errors/backend'
import { WIZARD_REQUEST_MESSAGES } from '@/lib/errors/catalogue'
import { paymentDue, type Payable, type PaymentPurpose } from '@/lib/orders/balance'
import type { RequestRef } from '@/lib/orders/request-ref'
import type { PaymentSubject } from '@/lib/payments/subject'
import type { PaymentProviderName } from '@/lib/payments/types'
import { createAdminClient } from './admin'
import { readRequest } from './my-requests'

/**
 * The card payments of express orders and accepted quotes (public.request_payments): what a
 * request asks to be paid, and each event of a payment attempt as the provider reports it.
 */

/** The columns of an express order that say what it asks to be paid (expressPayable). */
export const EXPRESS_PAYABLE_COLUMNS = 'status, subtotal_cents, amount_due_cents, amount_paid_cents'
/** The columns of a quote request that say what it asks to be paid (quotePayable). */
export const QUOTE_PAYABLE_COLUMNS = 'status, total_cents, deposit_cents, amount_paid_cents'

type ExpressPayableRow = { status: string; subtotal_cents: number; amount_due_cents: number; amount_paid_cents: number }
type QuotePayableRow = { status: string; total_cents: number | null; deposit_cents: number | null; amount_paid_cents: number }

/** An express order's amounts: its first payment is the deposit or the whole, as the team chose. */
export const expressPayable = (row: ExpressPayableRow): Payable => ({
  status: row.status,
  totalCents: row.subtotal_cents,
  firstDueCents: row.amount_due_cents,
  paidCents: row.amount_paid_cents,
})

/** A quote request's amounts once staff priced it (null before): its first payment is the deposit. */
export const quotePayable = (row: QuotePayableRow): Payable | null =>
  row.total_cents === null || row.deposit_cents === null
    ? null
    : { status: row.status, totalCents: row.total_cents, firstDueCents: row.deposit_cents, paidCents: row.amount_paid_cents }

/** One event of a request's payment attempt: the server creating it, or the provider's webhook. */
export type RequestPaymentEvent = {
  request: PaymentSubject
  provider: PaymentProviderName
  /** The provider's id of the attempt (a Stripe PaymentIntent's id): one row each. */
  providerReference: string
  amountCents: number
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled'
  failureMessage?: string | null
}

/** The payment and its request after an event; `paidNow` is true only for the event whose payment started the request. */
export type RecordedRequestPayment = {
  paymentId: string
  paymentStatus: string
  requestStatus: string
  amountPaidCents: number
  paidNow: boolean
}

/**
 * Records a payment event (public.record_request_payment). Repeats and late events change nothing
 * (a succeeded payment stays succeeded), so a webhook may deliver an event any number of times;
 * the e-mails of a request that started are written by the database once, with `paidNow`.
 */
export async function recordRequestPayment(event: RequestPaymentEvent): Promise<RecordedRequestPayment> {
  const { data, error } = await createAdminClient()
    .rpc('record_request_payment', {
      p_kind: event.request.kind,
      p_request_id: event.request.id,
      p_provider: event.provider,
      p_provider_reference: event.providerReference,
      p_amount_cents: event.amountCents,
      p_status: event.status,
      p_failure_message: event.failureMessage ?? undefined,
    })
    .single()
  if (error) throw new BackendError(WIZARD_REQUEST_MESSAGES.paymentNotRecorded, error)
  return {
    paymentId: data.payment_id,
    paymentStatus: data.payment_status,
    requestStatus: data.request_status,
    amountPaidCents: data.amount_paid_cents,
    paidNow: data.paid_now,
  }
}

/** A request of the signed-in customer with something to pay now: what the payment page shows and charges. */
export type PaymentDue = RequestRef & {
  reference: string
  teamName: string
  totalCents: number
  paidCents: number
  purpose: PaymentPurpose
  dueCents: number
  contactName: string
  contactEmail: string
}

const CONTACT_COLUMNS = 'id, reference, team_name, contact_name, contact_email'

/**
 * What the signed-in customer can pay now on one of their own requests, as the database holds it
 * (never a figure from the browser); null when the request is not theirs, or nothing is due.
 */
export async function getMyPaymentDue(request: RequestRef): Promise<PaymentDue | null> {
  const row =
    request.kind === 'quote'
      ? await readRequest('quote', request.id, `${CONTACT_COLUMNS}, ${QUOTE_PAYABLE_COLUMNS}`)
      : await readRequest('express', request.id, `${CONTACT_COLUMNS}, ${EXPRESS_PAYABLE_COLUMNS}`)
  if (!row) return null
  const payable = 'deposit_cents' in row ? quotePayable(row) : expressPayable(row)
  const due = payable && paymentDue(payable)
  if (!payable || !due) return null
  return {
    ...request,
    reference: row.reference,
    teamName: row.team_name,
    totalCents: payable.totalCents,
    paidCents: payable.paidCents,
    purpose: due.purpose,
    dueCents: due.cents,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
  }
}

import 'server-only'
import { BACK_OFFICE_MESSAGES } from '@/lib/errors/catalogue'
import { FieldRejection } from '@/lib/forms/field-rejection'
import type { OfflinePayment } from '@/lib/admin/offline-payment.schema'
import { backendFailure } from '@/lib/commerce/errors'
import { createSessionClient } from '@/lib/commerce/session'

/**
 * Records money a request's customer paid another way than by card, as the signed-in staff member
 * (public.record_offline_payment: staff only, at most what is still due, counted like a card
 * payment, so a deposit recorded moves the request on). Answers the request's status after it.
 */
export async function recordOfflinePayment({ kind, id, amount, note }: OfflinePayment): Promise<{ status: string; paidCents: number }> {
  const { data, error } = await (await createSessionClient()).rpc('record_offline_payment', { p_kind: kind, p_id: id, p_amount_cents: amount, p_note: note }).single()
  if (!error) return { status: data.request_status, paidCents: data.amount_paid_cents }
  if (error.hint === 'amount') throw new FieldRejection('amount', BACK_OFFICE_MESSAGES.paymentOverDue)
  if (error.hint === 'nothing_due') throw new FieldRejection('amount', BACK_OFFICE_MESSAGES.nothingDue)
  throw backendFailure(error, BACK_OFFICE_MESSAGES.paymentNotRecorded)
}

import 'server-only'
import type { EnquiryAnswer, EnquiryClosing } from '@/lib/admin/enquiry.schema'
import { BACK_OFFICE_MESSAGES } from '@/lib/errors/catalogue'
import { FieldRejection } from '@/lib/forms/field-rejection'
import { orderReference } from '@/lib/orders/reference'
import type { EnquiryStatus } from '@/lib/orders/workflow'
import { backendFailure } from '@/lib/commerce/errors'
import { createSessionClient } from '@/lib/commerce/session'
import { namesOf } from './people'
import { byMoment } from '@/lib/format/dates'

/** An answer staff sent, and who sent it (null: an account since deleted). */
type EnquiryReply = { body: string; sentBy: string | null; createdAt: string }

/** A contact enquiry as staff work it: the message, its status, and the answers sent from the back office. */
export type EnquiryDetail = {
  id: string
  reference: string
  name: string
  email: string
  inquiryType: string
  message: string
  createdAt: string
  status: EnquiryStatus
  replies: EnquiryReply[]
  /** Who closed it and when, while it is closed. */
  closed: { by: string | null; at: string } | null
}

const STATUSES: readonly EnquiryStatus[] = ['new', 'answered', 'closed']

/**
 * A contact enquiry with its answers, read with the staff member's own session; null when there is
 * none with this id. Callers check the role first: the database would also show a signed-in sender their own.
 */
export async function getEnquiryForStaff(id: string): Promise<EnquiryDetail | null> {
  const supabase = await createSessionClient()
  const { data, error } = await supabase
    .from('contact_enquiries')
    .select('id, name, email, inquiry_type, message, created_at, status, closed_by, closed_at, enquiry_replies(body, sent_by, created_at)')
    .eq('id', id)
    .maybeSingle()
  if (error) throw backendFailure(error, BACK_OFFICE_MESSAGES.enquiryLoad)
  if (!data) return null
  const names = await namesOf(supabase, [data.closed_by, ...data.enquiry_replies.map((reply) => reply.sent_by)], BACK_OFFICE_MESSAGES.enquiryLoad)
  const nameOf = (account: string | null) => (account && names.get(account)) ?? null
  return {
    id: data.id,
    // The inbox's reference for an enquiry: the start of its id, as for a checkout order.
    reference: orderReference(data.id),
    name: data.name,
    email: data.email,
    inquiryType: data.inquiry_type,
    message: data.message,
    createdAt: data.created_at,
    status: STATUSES.find((status) => status === data.status) ?? 'new',
    replies: data.enquiry_replies.map((reply) => ({ body: reply.body, sentBy: nameOf(reply.sent_by), createdAt: reply.created_at })).sort((a, b) => byMoment(a.createdAt, b.createdAt)),
    closed: data.status === 'closed' && data.closed_at ? { by: nameOf(data.closed_by), at: data.closed_at } : null,
  }
}

/** Sends an answer to an enquiry's sender as the signed-in staff member (public.answer_enquiry: kept, queued to them by e-mail, and the enquiry is answered). */
export async function answerEnquiry({ id, answer }: EnquiryAnswer): Promise<void> {
  const { error } = await (await createSessionClient()).rpc('answer_enquiry', { p_id: id, p_body: answer })
  if (error?.code === 'P0001') throw new FieldRejection('answer', BACK_OFFICE_MESSAGES.enquiryClosed)
  if (error) throw backendFailure(error, BACK_OFFICE_MESSAGES.answerNotSent)
}

/** Closes an enquiry, or reopens a closed one (public.set_enquiry_closed). */
export async function setEnquiryClosed({ id, closed }: EnquiryClosing): Promise<void> {
  const { error } = await (await createSessionClient()).rpc('set_enquiry_closed', { p_id: id, p_closed: closed })
  if (error) throw backendFailure(error, BACK_OFFICE_MESSAGES.enquiryNotChanged)
}

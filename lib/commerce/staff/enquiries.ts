import 'server-only'
import { BACK_OFFICE_MESSAGES } from '@/lib/errors/catalogue'
import { orderReference } from '@/lib/orders/reference'
import { backendFailure } from '@/lib/commerce/errors'
import { createSessionClient } from '@/lib/commerce/session'

/** A contact enquiry as staff read it (they answer by e-mail). */
export type EnquiryDetail = { id: string; reference: string; name: string; email: string; inquiryType: string; message: string; createdAt: string }

/**
 * A contact enquiry, read with the staff member's own session; null when there is none with this
 * id. Callers check the role first: the database would also show a signed-in sender their own.
 */
export async function getEnquiryForStaff(id: string): Promise<EnquiryDetail | null> {
  const supabase = await createSessionClient()
  const { data, error } = await supabase.from('contact_enquiries').select('id, name, email, inquiry_type, message, created_at').eq('id', id).maybeSingle()
  if (error) throw backendFailure(error, BACK_OFFICE_MESSAGES.enquiryLoad)
  if (!data) return null
  // The inbox's reference for an enquiry: the start of its id, as for a checkout order.
  return { id: data.id, reference: orderReference(data.id), name: data.name, email: data.email, inquiryType: data.inquiry_type, message: data.message, createdAt: data.created_at }
}

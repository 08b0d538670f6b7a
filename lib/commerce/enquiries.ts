import 'server-only'
import { ENQUIRY_NOT_SENT } from '@/lib/contact/enquiry'
import type { Enquiry } from '@/lib/contact/enquiry.schema'
import { BackendError } from '@/lib/errors/backend'
import { createAdminClient } from './admin'
import { getCurrentUser } from './session'

/**
 * Stores a contact enquiry for the team to answer (the original sent nothing anywhere), which
 * e-mails the shop: only this server writes enquiries, after the caller's rate limit. A signed-in
 * sender is linked to it; anyone else sends it anonymously.
 */
export async function storeEnquiry(enquiry: Enquiry): Promise<void> {
  const user = await getCurrentUser()
  const { error } = await createAdminClient().from('contact_enquiries').insert({
    user_id: user?.id ?? null,
    name: enquiry.name,
    email: enquiry.email,
    inquiry_type: enquiry.inquiryType,
    message: enquiry.message,
  })
  if (error) throw new BackendError(ENQUIRY_NOT_SENT, error)
}

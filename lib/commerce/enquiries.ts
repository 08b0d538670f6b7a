import 'server-only'
import { ENQUIRY_NOT_SENT } from '@/lib/contact/enquiry'
import type { Enquiry } from '@/lib/contact/enquiry.schema'
import { CommerceError } from './errors'
import { createSessionClient, getCurrentUser } from './session'

/**
 * Stores a contact enquiry for the team to answer (the original sent nothing anywhere). A signed-in
 * sender is linked to it; anyone else sends it anonymously.
 */
export async function storeEnquiry(enquiry: Enquiry): Promise<void> {
  const [supabase, user] = await Promise.all([createSessionClient(), getCurrentUser()])
  const { error } = await supabase.from('contact_enquiries').insert({
    user_id: user?.id ?? null,
    name: enquiry.name,
    email: enquiry.email,
    inquiry_type: enquiry.inquiryType,
    message: enquiry.message,
  })
  if (error) throw new CommerceError(ENQUIRY_NOT_SENT, error)
}

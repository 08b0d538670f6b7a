import 'server-only'
import type { Enquiry } from '@/lib/contact/enquiry'
import { createSessionClient, getCurrentUser } from './session'

/**
 * Stores a contact enquiry for the team to answer (the original sent nothing anywhere). A signed-in
 * sender is linked to it; anyone else sends it anonymously. Returns whether it was stored.
 */
export async function storeEnquiry(enquiry: Enquiry): Promise<boolean> {
  const [supabase, user] = await Promise.all([createSessionClient(), getCurrentUser()])
  const { error } = await supabase.from('contact_enquiries').insert({
    user_id: user?.id ?? null,
    name: enquiry.name,
    email: enquiry.email,
    inquiry_type: enquiry.inquiryType,
    message: enquiry.message,
  })
  if (error) console.error('contact enquiry not stored:', error)
  return !error
}

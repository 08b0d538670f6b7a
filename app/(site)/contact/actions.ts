'use server'

import { parseEnquiry, type EnquiryState } from '@/lib/contact/enquiry'

/** Receives the contact form. Every field is checked again here, whatever the browser did. */
export async function sendEnquiry(_previous: EnquiryState, form: FormData): Promise<EnquiryState> {
  const parsed = parseEnquiry(form)
  if (!parsed.ok) return parsed.state
  return { status: 'sent', sentAt: Date.now() }
}

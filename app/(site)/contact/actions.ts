'use server'

import { storeEnquiry } from '@/lib/commerce/enquiries'
import { ENQUIRY_NOT_SENT, parseEnquiry, type EnquiryState } from '@/lib/contact/enquiry'

/** Receives the contact form: every field checked again here, whatever the browser did, then stored. */
export async function sendEnquiry(_previous: EnquiryState, form: FormData): Promise<EnquiryState> {
  const parsed = parseEnquiry(form)
  if (!parsed.ok) return parsed.state
  if (await storeEnquiry(parsed.enquiry)) return { status: 'sent', sentAt: Date.now() }
  const { name, email, inquiryType, message } = parsed.enquiry
  return { status: 'failed', message: ENQUIRY_NOT_SENT, values: { name, email, inquiryType, message } }
}

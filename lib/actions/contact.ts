'use server'

import { storeEnquiry } from '@/lib/commerce/enquiries'
import { parseEnquiryForm } from '@/lib/contact/enquiry.schema'
import { validatedAction } from './validated-action'

/** Receives the contact form: every field checked again here, whatever the browser did, then stored. */
export const sendEnquiry = validatedAction(parseEnquiryForm, async (enquiry) => {
  await storeEnquiry(enquiry)
  return { sentAt: Date.now() }
})

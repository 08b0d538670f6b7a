'use server'

import { storeEnquiry } from '@/lib/commerce/enquiries'
import { parseEnquiryForm } from '@/lib/contact/enquiry.schema'
import { deliverMailSoon } from '@/lib/mail/outbox.server'
import { enforceLimit } from '@/lib/security/rate-limit'
import { validatedAction } from './validated-action'

/** Receives the contact form: every field checked again here, whatever the browser did, limited per address, then stored; the shop is e-mailed. */
export const sendEnquiry = validatedAction(parseEnquiryForm, async (enquiry) => {
  await enforceLimit('contactMessagesByIp', { ip: true })
  await storeEnquiry(enquiry)
  deliverMailSoon()
  return { sentAt: Date.now() }
})

'use server'

import { storeEnquiry } from '@/lib/commerce/enquiries'
import { deliverMailSoon } from '@/lib/commerce/mail-delivery'
import { parseEnquiryForm } from '@/lib/contact/enquiry.schema'
import { enforceLimits } from '@/lib/security/rate-limit'
import { validatedAction } from './validated-action'

/**
 * Receives the contact form: every field checked again here, whatever the browser did, limited per
 * client address, per reply address and in total, then stored; the shop is e-mailed.
 */
export const sendEnquiry = validatedAction(parseEnquiryForm, async (enquiry) => {
  await enforceLimits(['contactMessagesByIp', { ip: true }], ['contactMessagesByEmail', { account: enquiry.email }], ['contactMessagesTotal', { everyone: true }])
  await storeEnquiry(enquiry)
  deliverMailSoon()
  return { sentAt: Date.now() }
})

'use server'

import { revalidatePath } from 'next/cache'
import { parseDeliveryChangeForm } from '@/lib/admin/delivery-change.schema'
import { parseEnquiryAnswerForm, parseEnquiryClosingForm } from '@/lib/admin/enquiry.schema'
import { parseMailRetryForm } from '@/lib/admin/mail.schema'
import { parseOrderNoteForm } from '@/lib/admin/order-note.schema'
import { parseOfflinePaymentForm } from '@/lib/admin/offline-payment.schema'
import { parseStatusChangeForm } from '@/lib/admin/status-change.schema'
import { isAdminRole, isStaffRole } from '@/lib/admin/team-roles'
import { parseRoleChangeForm } from '@/lib/admin/team.schema'
import { getProfile } from '@/lib/commerce/account'
import { deliverMailSoon } from '@/lib/commerce/mail-delivery'
import { storeMockupFile } from '@/lib/commerce/mockups'
import { changeRoster } from '@/lib/commerce/roster-changes'
import { changeDelivery } from '@/lib/commerce/staff/delivery'
import { answerEnquiry, setEnquiryClosed } from '@/lib/commerce/staff/enquiries'
import { addOrderNote } from '@/lib/commerce/staff/order-notes'
import { retryMail } from '@/lib/commerce/staff/mail-problems'
import { sendMockup } from '@/lib/commerce/staff/mockups'
import { recordOfflinePayment } from '@/lib/commerce/staff/offline-payments'
import { changeOrderStatus } from '@/lib/commerce/staff/order-status'
import { priceQuote } from '@/lib/commerce/staff/quote-pricing'
import { giveRole } from '@/lib/commerce/staff/team'
import { BackendError } from '@/lib/errors/backend'
import { ERROR_MESSAGES, MAIL_PROBLEM_MESSAGES, TEAM_MESSAGES } from '@/lib/errors/catalogue'
import { FieldRejection } from '@/lib/forms/field-rejection'
import { MOCKUP_FILE_FIELD } from '@/lib/orders/mockups'
import { parseSendMockupForm } from '@/lib/orders/mockups.schema'
import { parseQuotePricingForm } from '@/lib/orders/quote.schema'
import { parseRosterChangeForm } from '@/lib/orders/roster-change.schema'
import { routes } from '@/lib/routes'
import { enforceLimit } from '@/lib/security/rate-limit'
import { MOCKUP_MAX_BYTES, MOCKUP_MESSAGES } from '@/lib/uploads/mockup'
import { validatedActionWithUser } from './validated-action'

/** Staff move an order along the workflow from its page; the database checks that they are staff and that the move is allowed. */
export const changeStatusAction = validatedActionWithUser(parseStatusChangeForm, async (change, user) => {
  await enforceLimit('backOfficeChangesByAccount', { account: user.id })
  await changeOrderStatus(change)
  // The customer is told of the new status.
  deliverMailSoon()
  // The order's page and the inbox show the new status.
  revalidatePath(routes.admin, 'layout')
  return { changedTo: change.to }
})

/**
 * Staff send a mockup of an order in design: the file checked by its bytes and stored, then sent
 * (the order becomes "mockup sent" and its customer is e-mailed). Only staff may store one: the
 * role is checked before anything is stored, and again by the database.
 */
export const sendMockupAction = validatedActionWithUser(parseSendMockupForm, async (input, user, form) => {
  const profile = await getProfile()
  if (!profile || !isStaffRole(profile.role)) throw new BackendError(ERROR_MESSAGES.noAuthenticatedUser)
  await enforceLimit('backOfficeChangesByAccount', { account: user.id })
  const file = form.get(MOCKUP_FILE_FIELD)
  if (!(file instanceof File) || file.size === 0) throw new FieldRejection('file', MOCKUP_MESSAGES.missing)
  if (file.size > MOCKUP_MAX_BYTES) throw new FieldRejection('file', MOCKUP_MESSAGES.tooLarge)
  const stored = await storeMockupFile(new Uint8Array(await file.arrayBuffer()))
  if (!stored.ok) throw new FieldRejection('file', stored.error)
  const round = await sendMockup(input, stored)
  deliverMailSoon()
  revalidatePath(routes.admin, 'layout')
  return { round }
})

/** Staff price a quote request, or revise its quote before the customer accepts it; the customer is e-mailed the quote. */
export const priceQuoteAction = validatedActionWithUser(parseQuotePricingForm, async (pricing, user) => {
  await enforceLimit('backOfficeChangesByAccount', { account: user.id })
  const priced = await priceQuote(pricing)
  deliverMailSoon()
  revalidatePath(routes.admin, 'layout')
  return priced
})

/**
 * Staff record money received another way than by card (a cheque, a bank transfer, a payment by
 * phone): counted like a card payment, so a deposit moves the order on and e-mails the customer.
 */
export const recordOfflinePaymentAction = validatedActionWithUser(parseOfflinePaymentForm, async (payment, user) => {
  await enforceLimit('backOfficeChangesByAccount', { account: user.id })
  const { status, paidCents } = await recordOfflinePayment(payment)
  deliverMailSoon()
  revalidatePath(routes.admin, 'layout')
  return { recordedCents: payment.amount, requestStatus: status, paidCents }
})

/** Staff change where a request goes (the customer asked by e-mail or phone); its history names them. */
export const changeDeliveryAction = validatedActionWithUser(parseDeliveryChangeForm, async (change, user) => {
  await enforceLimit('backOfficeChangesByAccount', { account: user.id })
  await changeDelivery(change)
  revalidatePath(routes.admin, 'layout')
  return { changed: true as const }
})

/** Staff change an order's roster before production (and a quote's price with it); the customer is e-mailed it. */
export const changeRosterAction = validatedActionWithUser(parseRosterChangeForm, async (change, user) => {
  // The database lets a customer change their own roster too, but at the customer's limit, from the account.
  const profile = await getProfile()
  if (!profile || !isStaffRole(profile.role)) throw new BackendError(ERROR_MESSAGES.noAuthenticatedUser)
  await enforceLimit('backOfficeChangesByAccount', { account: user.id })
  await changeRoster(change)
  deliverMailSoon()
  revalidatePath(routes.admin, 'layout')
  return { players: change.roster.length }
})

/** Staff add a note to an order: internal, or to the customer (who is e-mailed it); the history names them. */
export const addOrderNoteAction = validatedActionWithUser(parseOrderNoteForm, async (note, user) => {
  await enforceLimit('backOfficeChangesByAccount', { account: user.id })
  await addOrderNote(note)
  if (!note.internal) deliverMailSoon()
  revalidatePath(routes.admin, 'layout')
  return { internal: note.internal }
})

/** Staff answer a contact enquiry: the sender is e-mailed the answer, which the enquiry keeps with who sent it. */
export const answerEnquiryAction = validatedActionWithUser(parseEnquiryAnswerForm, async (answer, user) => {
  await enforceLimit('backOfficeChangesByAccount', { account: user.id })
  await answerEnquiry(answer)
  deliverMailSoon()
  revalidatePath(routes.admin, 'layout')
  return {}
})

/** Staff close an enquiry there is nothing more to do about, or reopen one. */
export const closeEnquiryAction = validatedActionWithUser(parseEnquiryClosingForm, async (closing, user) => {
  await enforceLimit('backOfficeChangesByAccount', { account: user.id })
  await setEnquiryClosed(closing)
  revalidatePath(routes.admin, 'layout')
  return { closed: closing.closed }
})

/** An admin gives an account a role by its e-mail address; the database lets only an admin, and nobody change their own. */
export const giveRoleAction = validatedActionWithUser(parseRoleChangeForm, async (change, user) => {
  const profile = await getProfile()
  if (!profile || !isAdminRole(profile.role)) throw new BackendError(TEAM_MESSAGES.notAdmin)
  await enforceLimit('backOfficeChangesByAccount', { account: user.id })
  const given = await giveRole(change)
  revalidatePath(routes.adminTeam)
  return given
})

/** Staff send a given-up e-mail again once its cause is mended (the mail server back, an address corrected): it is queued from its first try and sent now. */
export const retryMailAction = validatedActionWithUser(parseMailRetryForm, async ({ id }, user) => {
  await enforceLimit('backOfficeChangesByAccount', { account: user.id })
  if (!(await retryMail(id))) throw new BackendError(MAIL_PROBLEM_MESSAGES.notGivenUp)
  deliverMailSoon()
  revalidatePath(routes.admin, 'layout')
  return { retried: id }
})

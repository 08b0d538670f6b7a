'use server'

import { redirect } from 'next/navigation'
import { EMAIL_NOT_CONFIRMED, safeRedirectPath, type ConfirmationSent, type SignedIn } from '@/lib/account/forms'
import { parseEmailLinkForm, parseNewPasswordForm, parseRegisterForm, parseResetRequestForm, parseSignInForm } from '@/lib/account/forms.schema'
import { register, requestPasswordReset, signIn, updatePassword, verifyEmailLink } from '@/lib/commerce/account'
import { CommerceError } from '@/lib/commerce/errors'
import { mergeBrowserData } from '@/lib/commerce/merge'
import { getCurrentUser } from '@/lib/commerce/session'
import { claimGuestRequests } from '@/lib/commerce/wizard-requests'
import { deliverMailSoon } from '@/lib/mail/outbox.server'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { routes } from '@/lib/routes'
import { checkLimit, countFailure, enforceLimit } from '@/lib/security/rate-limit'
import { ANSWER_TIMES_MS } from '@/lib/security/answer-times'
import { steadyAnswer } from '@/lib/security/steady-answer'
import { validatedAction } from './validated-action'

/**
 * Signs in with e-mail and password, then adds this browser's cart and saved teams to the account.
 * Failed sign-ins are limited per address and per account (a wrong password is counted after it
 * fails), so guessing is slow and one client cannot use up the limits Supabase gives the whole site.
 * The answer takes the same time whether or not the address has an account, and only the right
 * password hears that the address is not confirmed yet.
 */
export const signInAction = validatedAction(parseSignInForm, async ({ email, password }, form) => {
  await checkLimit('signInFailuresByIp', { ip: true })
  await checkLimit('signInFailuresByAccount', { account: email })
  const outcome = await steadyAnswer(ANSWER_TIMES_MS.signIn, signIn(email, password))
  if (outcome === 'wrong-credentials') {
    await Promise.all([countFailure('signInFailuresByIp', { ip: true }), countFailure('signInFailuresByAccount', { account: email })])
    throw new CommerceError(ERROR_MESSAGES.login)
  }
  if (outcome === 'unconfirmed') throw new CommerceError(EMAIL_NOT_CONFIRMED)
  return signedIn(form)
})

/**
 * Adds this browser's cart and saved teams, and what was sent as a guest from the account's address,
 * to the account just signed in, and says where to go next.
 */
async function signedIn(form: FormData): Promise<SignedIn> {
  await Promise.all([mergeBrowserData(form.get('browserCart'), form.get('browserTeams')), claimGuestRequests()])
  return { next: safeRedirectPath(form.get('next')?.toString()) }
}

/**
 * Registration. The answer is the same, in the same time, whether or not the address has an
 * account: check your e-mail (lib/commerce/account.ts says what each address is sent). Limited per
 * address too, so nobody's inbox is flooded through the shop.
 */
export const registerAction = validatedAction(parseRegisterForm, async ({ email, password, firstName, lastName }, form): Promise<SignedIn | ConfirmationSent> => {
  await enforceLimit('signUpsByIp', { ip: true })
  await enforceLimit('signUpsByAccount', { account: email })
  const outcome = await steadyAnswer(ANSWER_TIMES_MS.register, register({ email, password, firstName, lastName }), () => 'confirm-email' as const)
  // An address that has an account is told so through the outbox: sent now, not on the next tick.
  deliverMailSoon()
  if (outcome === 'confirm-email') return { confirmationSentTo: email }
  return signedIn(form)
})

/**
 * Sends the reset e-mail. The answer is the same, in the same time, whether or not the address has an account. The
 * link in it is built by the auth server from its configured site address, never from this request.
 */
export const requestResetAction = validatedAction(parseResetRequestForm, async ({ email }) => {
  await enforceLimit('resetRequestsByIp', { ip: true })
  await enforceLimit('resetRequestsByAccount', { account: email })
  await steadyAnswer(ANSWER_TIMES_MS.resetRequest, requestPasswordReset(email), () => undefined)
  return { email }
})

/**
 * Opens the session of an e-mail link, on the visitor's press of the button of the page the link
 * opened; like a sign-in, it adds this browser's cart and saved teams to the account. A sign-up
 * confirmed with a password that is not the account's goes on to choose one (verifyEmailLink).
 */
export const confirmEmailLinkAction = validatedAction(parseEmailLinkForm, async ({ tokenHash, type, password }, form) => {
  await enforceLimit('emailLinksByIp', { ip: true })
  const outcome = await verifyEmailLink(tokenHash, type, password)
  if (outcome === 'expired') redirect(routes.linkExpired)
  const next = await signedIn(form)
  return outcome === 'choose-password' ? { next: routes.choosePassword } : next
})

/** Sets the new password: for the session a reset link opened, or for the signed-in account given its current password. */
export const newPasswordAction = validatedAction(parseNewPasswordForm, async ({ password, currentPassword }) => {
  const user = await getCurrentUser()
  if (user) await enforceLimit('passwordChangesByAccount', { account: user.id })
  await updatePassword(password, currentPassword || null)
  redirect(routes.passwordChanged)
})

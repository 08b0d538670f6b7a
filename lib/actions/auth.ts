'use server'

import { redirect } from 'next/navigation'
import { safeRedirectPath, type ConfirmationSent, type SignedIn } from '@/lib/account/forms'
import { parseEmailLinkForm, parseNewPasswordForm, parseRegisterForm, parseResetRequestForm, parseSignInForm } from '@/lib/account/forms.schema'
import { accountWords } from '@/lib/account/profile'
import { passwordStrength, weakPasswordMessage } from '@/lib/account/password-strength'
import { getProfile, register, requestPasswordReset, signIn, updatePassword, verifyEmailLink } from '@/lib/commerce/account'
import { deliverMailSoon } from '@/lib/commerce/mail-delivery'
import { FieldRejection } from '@/lib/forms/field-rejection'
import { mergeBrowserData } from '@/lib/commerce/merge'
import { getCurrentUser } from '@/lib/commerce/session'
import { claimGuestRequests } from '@/lib/commerce/wizard-requests'
import { BackendError } from '@/lib/errors/backend'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { routes } from '@/lib/routes'
import { checkLimit, countFailure, enforceLimit, enforceLimits } from '@/lib/security/rate-limit'
import { ANSWER_TIMES_MS } from '@/lib/security/answer-times'
import { checkAccountLimitUnlessKnown, rememberThisSignIn } from '@/lib/security/known-sign-ins'
import { steadyAnswer } from '@/lib/security/steady-answer'
import { validatedAction } from './validated-action'

/**
 * Signs in with e-mail and password, then adds this browser's cart and saved teams to the account.
 * Failed sign-ins are limited per address, per account from one address, and per account from
 * anywhere (a wrong password is counted after it fails), so guessing is slow and one client cannot
 * use up the limits Supabase gives the whole site; the last lets through only a browser or address
 * that signed in to the account before, so guessers cannot lock its owner out.
 * The answer takes the same time whether or not the address has an account.
 */
export const signInAction = validatedAction(parseSignInForm, async ({ email, password }, form) => {
  await checkLimit('signInFailuresByIp', { ip: true })
  await checkLimit('signInFailuresByAccountAndIp', { account: email, ip: true })
  await checkAccountLimitUnlessKnown(email)
  const outcome = await steadyAnswer(ANSWER_TIMES_MS.signIn, signIn(email, password))
  if (outcome === 'wrong-credentials') {
    await Promise.all([
      countFailure('signInFailuresByIp', { ip: true }),
      countFailure('signInFailuresByAccountAndIp', { account: email, ip: true }),
      countFailure('signInFailuresByAccount', { account: email }),
    ])
    throw new BackendError(ERROR_MESSAGES.login)
  }
  return signedIn(form, email)
})

/**
 * Adds this browser's cart and saved teams, and what was sent as a guest from the account's address,
 * to the account just signed in, remembers this browser and address as the account's, and says
 * where to go next.
 */
async function signedIn(form: FormData, email: string): Promise<SignedIn> {
  await Promise.all([mergeBrowserData(form.get('browserCart'), form.get('browserTeams')), claimGuestRequests(), rememberThisSignIn(email)])
  return { next: safeRedirectPath(form.get('next')?.toString()) }
}

/**
 * Registration. The answer is the same, in the same time, whether or not the address has an
 * account: check your e-mail (lib/commerce/account.ts says what each address is sent). Limited per
 * address too, so nobody's inbox is flooded through the shop.
 */
export const registerAction = validatedAction(parseRegisterForm, async ({ email, firstName, lastName }): Promise<ConfirmationSent> => {
  await enforceLimits(['signUpsByIp', { ip: true }], ['signUpsByAccount', { account: email }])
  await steadyAnswer(ANSWER_TIMES_MS.register, register({ email, firstName, lastName }), () => undefined)
  // An address that has an account is told so through the outbox: sent now, not on the next tick.
  deliverMailSoon()
  return { confirmationSentTo: email }
})

/**
 * Sends the reset e-mail. The answer is the same, in the same time, whether or not the address has an account. The
 * link in it is built by the auth server from its configured site address, never from this request.
 */
export const requestResetAction = validatedAction(parseResetRequestForm, async ({ email }) => {
  await enforceLimits(['resetRequestsByIp', { ip: true }], ['resetRequestsByAccount', { account: email }])
  await steadyAnswer(ANSWER_TIMES_MS.resetRequest, requestPasswordReset(email), () => undefined)
  return { email }
})

/**
 * Opens the session of an e-mail link, on the visitor's press of the button of the page the link
 * opened; like a sign-in, it adds this browser's cart and saved teams to the account. A sign-up's
 * confirmation goes on to choose the account's password.
 */
export const confirmEmailLinkAction = validatedAction(parseEmailLinkForm, async ({ tokenHash, type }, form) => {
  await enforceLimit('emailLinksByIp', { ip: true })
  const outcome = await verifyEmailLink(tokenHash, type)
  if (outcome.status === 'expired') redirect(routes.linkExpired)
  const next = await signedIn(form, outcome.email)
  return type === 'signup' ? { next: routes.choosePassword } : next
})

/**
 * Sets the new password: for the session a reset link or a sign-up's confirmation opened, or for
 * the signed-in account given its current password. The form knows only the current password; the
 * account's own address and names make a password easy to guess too.
 */
export const newPasswordAction = validatedAction(parseNewPasswordForm, async ({ password, currentPassword }) => {
  const [user, profile] = await Promise.all([getCurrentUser(), getProfile()])
  if (user) await enforceLimit('passwordChangesByAccount', { account: user.id })
  const strength = passwordStrength(password, accountWords(profile))
  if (!strength.acceptable) throw new FieldRejection('password', weakPasswordMessage(strength))
  await updatePassword(password, currentPassword || null)
  redirect(routes.passwordChanged)
})

'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { safeRedirectPath } from '@/lib/account/forms'
import { parseNewPasswordForm, parseRegisterForm, parseResetRequestForm, parseSignInForm } from '@/lib/account/forms.schema'
import { register, requestPasswordReset, signIn, updatePassword } from '@/lib/commerce/account'
import { mergeBrowserData } from '@/lib/commerce/merge'
import { routes } from '@/lib/routes'
import { validatedAction } from './validated-action'

/** Signs in with e-mail and password, then adds this browser's cart and saved teams to the account. */
export const signInAction = validatedAction(parseSignInForm, async ({ email, password }, form) => {
  await signIn(email, password)
  await mergeBrowserData(form.get('browserCart'), form.get('browserTeams'))
  return { next: safeRedirectPath(form.get('next')?.toString()) }
})

/** Creates the account and signs it in, then adds this browser's cart and saved teams to it. */
export const registerAction = validatedAction(parseRegisterForm, async ({ email, password, firstName, lastName }, form) => {
  await register({ email, password, firstName, lastName })
  await mergeBrowserData(form.get('browserCart'), form.get('browserTeams'))
  return { next: safeRedirectPath(form.get('next')?.toString()) }
})

/** The address this request reached the site on: the reset link comes back to the shop's own origin. */
async function requestOrigin(): Promise<string> {
  const list = await headers()
  const first = (name: string) => list.get(name)?.split(',')[0]?.trim()
  return `${first('x-forwarded-proto') ?? 'https'}://${first('x-forwarded-host') ?? first('host')}`
}

/** Sends the reset e-mail. The answer is the same whether or not the address has an account. */
export const requestResetAction = validatedAction(parseResetRequestForm, async ({ email }) => {
  await requestPasswordReset(email, `${await requestOrigin()}${routes.resetPassword}`)
  return { email }
})

/** Sets the new password for the session the e-mail link opened (or the signed-in account). */
export const newPasswordAction = validatedAction(parseNewPasswordForm, async ({ password }) => {
  await updatePassword(password)
  redirect(routes.passwordChanged)
})

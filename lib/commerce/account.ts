import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Profile, TeamSummary } from '@/lib/account/profile'
import { signUpNames } from './sign-up-names'
import { BackendError } from '@/lib/errors/backend'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { cookies } from 'next/headers'
import { cache } from 'react'
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, type EmailLinkType } from '@/lib/account/forms'
import { createAdminClient } from './admin'
import { commerceConfig } from './config'
import { backendFailure, throwIfUnavailable } from './errors'
import { queueMail } from './mail-outbox'
import { createIsolatedClient, createSessionClient, currentSessionId, getCurrentUser } from './session'
import { tokenClaims } from './session-claims'

/**
 * Password sign-in; the session lands in cookies. Wrong credentials are an answer, not a failure:
 * the caller counts them against its limits. An account whose address was never confirmed has no
 * password anyone knows (see register), so "not confirmed" is a wrong password too and tells
 * nobody the address has a sign-up. An outage or Supabase's own limit is thrown as such.
 */
export async function signIn(email: string, password: string): Promise<'signed-in' | 'wrong-credentials'> {
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.signInWithPassword({ email, password })
  if (!error) return 'signed-in'
  throwIfUnavailable(error)
  // Said to the visitor as a wrong password all the same; logged, since only a wrong password is expected here
  // (seen: a confirmed account's right password refused, once in a few hundred journeys, its reason unknown).
  if (error.code !== 'invalid_credentials') console.warn(`[auth] a sign-in refused other than for its credentials: ${error.status ?? '?'} ${error.code ?? error.name}`)
  return 'wrong-credentials'
}

/**
 * Registration, which does the same for every address and tells the visitor only "check your
 * inbox". A new address is signed up with a password nobody knows and confirms itself by following
 * the link e-mailed to it, whose session then chooses the password (verifyEmailLink): whoever
 * registered an address, only the person who reads its mail ever holds a working password, so
 * nobody can take an account over before its owner has it. A sign-up still waiting for its
 * confirmation is made afresh (a new link; the old one stops working); the owner of an address that
 * has an account is e-mailed that someone tried to register it, with the ways in. The profile row is
 * made by the database, always as a customer. The call keeps no session or cookie of its own: a
 * new address and a known one leave the same trace in the answer.
 */
export async function register(input: { email: string; firstName: string; lastName: string }): Promise<void> {
  const status = await accountStatus(input.email)
  if (status === 'confirmed') return queueMail('account_exists', input.email)
  if (status === 'unconfirmed') await forgetUnconfirmedAccount(input.email)
  const { error } = await createIsolatedClient().auth.signUp({
    email: input.email,
    password: unknownPassword(),
    options: signUpNames(input),
  })
  // Registered meanwhile by another request, or asked again within the backend's minute: a link is on its way.
  if (!error || ['user_already_exists', 'email_exists', 'over_email_send_rate_limit'].includes(error.code ?? '')) return
  throw backendFailure(error, ERROR_MESSAGES.register)
}

/**
 * A password nobody knows, for an account until its owner chooses one: 32 random bytes, and one of
 * each kind of character a project's password rules may ask for (72 bytes at most, for bcrypt).
 */
const unknownPassword = () => `${randomBytes(32).toString('base64url')}aA1!`

/** Drops the sign-up of an address that was never confirmed (public.forget_unconfirmed_account, service role only). */
async function forgetUnconfirmedAccount(email: string): Promise<void> {
  const { error } = await createAdminClient().rpc('forget_unconfirmed_account', { p_email: email })
  if (error) throw backendFailure(error, ERROR_MESSAGES.register)
}

/** Whether an address has no account, one waiting for its confirmation, or a confirmed one (service role only). */
async function accountStatus(email: string): Promise<'none' | 'unconfirmed' | 'confirmed'> {
  const { data, error } = await createAdminClient().rpc('account_status', { p_email: email })
  if (error) throw backendFailure(error, ERROR_MESSAGES.register)
  return data === 'confirmed' || data === 'unconfirmed' ? data : 'none'
}

/**
 * Ends this browser's session, server side too: the same account signed in elsewhere (staff's phone
 * beside the shop's counter) stays signed in. A password change is what signs every other session out.
 */
export async function signOut(): Promise<void> {
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.signOut({ scope: 'local' })
  if (error) throw backendFailure(error, ERROR_MESSAGES.logout)
}

/**
 * Sends the reset e-mail. Whether the address has an account is never revealed, so the answer is
 * the same either way; only a backend that could not serve the call (outage, limit) is reported.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.resetPasswordForEmail(email)
  throwIfUnavailable(error)
}

/** Marks the session a reset link opened, so only that session may set a password without the current one. */
const RECOVERY_COOKIE = 'recovery-session'

/**
 * What following an e-mail link came to: signed in to the account of that address (a sign-up's
 * confirmation then chooses its password); or nothing, the link having expired or been used.
 */
export type EmailLinkOutcome = { status: 'signed-in'; email: string } | { status: 'expired' }

/**
 * Exchanges the token of an e-mail link for a session (the links land on /auth/confirm and its
 * button sends the token here): the visitor has proven they receive mail at the account's address,
 * which the database records (public.proven_emails: only such an address claims guest requests).
 * Either link, a reset or a sign-up's confirmation, then replaces whatever password the account had
 * and ends its other sessions, so only the person who followed the link chooses the next password:
 * someone who signed the address up with a password of their own, straight through the auth API,
 * holds nothing once its owner confirms or resets it. The session is marked as a recovery session
 * for a quarter of an hour: the time to choose the password without knowing the current one.
 */
export async function verifyEmailLink(tokenHash: string, type: EmailLinkType): Promise<EmailLinkOutcome> {
  const supabase = await createSessionClient()
  const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type })
  if (error) {
    throwIfUnavailable(error)
    return { status: 'expired' }
  }
  const email = data.user?.email
  const sessionId = data.session && tokenClaims(data.session.access_token)?.session_id
  if (!email || typeof sessionId !== 'string') throw new BackendError(ERROR_MESSAGES.login)
  const { error: replaceError } = await supabase.auth.updateUser({ password: unknownPassword() })
  if (replaceError) throw backendFailure(replaceError, ERROR_MESSAGES.passwordReset)
  const { error: othersError } = await supabase.auth.signOut({ scope: 'others' })
  if (othersError) throw backendFailure(othersError, ERROR_MESSAGES.passwordReset)
  ;(await cookies()).set(RECOVERY_COOKIE, sessionId, { httpOnly: true, sameSite: 'lax', secure: !commerceConfig().embedded, path: '/', maxAge: 15 * 60 })
  return { status: 'signed-in', email }
}

/** Whether the signed-in session is the one a reset link opened (see verifyEmailLink). */
export async function isRecoverySession(): Promise<boolean> {
  const marked = (await cookies()).get(RECOVERY_COOKIE)?.value
  return !!marked && marked === (await currentSessionId())
}

/**
 * Sets a new password. Outside the session a reset link opened, the current password must be given
 * (checked with a sign-in that leaves the visitor's session alone): a stolen session alone cannot
 * take the account over. Then every other session of the account is signed out.
 */
export async function updatePassword(password: string, currentPassword: string | null): Promise<void> {
  const user = await getCurrentUser()
  if (!user?.email) throw new BackendError(ERROR_MESSAGES.noAuthenticatedUser)
  if (!(await isRecoverySession())) {
    if (!currentPassword) throw new BackendError(CURRENT_PASSWORD_REQUIRED)
    const check = createIsolatedClient()
    const { error } = await check.auth.signInWithPassword({ email: user.email, password: currentPassword })
    if (error) throw backendFailure(error, CURRENT_PASSWORD_WRONG)
  }
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.updateUser({ password })
  if (error?.code === 'same_password') throw new BackendError('Choose a password different from your current one.', error)
  if (error) throw backendFailure(error, error.code === 'weak_password' ? error.message : ERROR_MESSAGES.passwordReset)
  const { error: othersError } = await supabase.auth.signOut({ scope: 'others' })
  if (othersError) throw backendFailure(othersError, ERROR_MESSAGES.passwordReset)
  ;(await cookies()).delete(RECOVERY_COOKIE)
}

/**
 * The signed-in user's profile (table profiles); the role is customer when no row exists. Read once
 * per request: the back office's bar and its page both ask for the role.
 */
export const getProfile = cache(async (): Promise<Profile | null> => {
  const user = await getCurrentUser()
  if (!user) return null
  const supabase = await createSessionClient()
  const { data, error } = await supabase
    .from('profiles')
    .select('email, first_name, last_name, organization_name, team_id, role')
    .eq('id', user.id)
    .maybeSingle()
  if (error) throw new BackendError(ERROR_MESSAGES.authCheck, error)
  return {
    email: data?.email ?? user.email ?? '',
    firstName: data?.first_name ?? '',
    lastName: data?.last_name ?? '',
    organizationName: data?.organization_name ?? '',
    teamId: data?.team_id ?? null,
    role: data?.role ?? 'customer',
  }
})

/** The teams the user belongs to: the choices for the profile's team. */
export async function listMyTeams(): Promise<TeamSummary[]> {
  const supabase = await createSessionClient()
  const { data, error } = await supabase.from('teams').select('id, name').order('name')
  if (error) throw new BackendError(ERROR_MESSAGES.authCheck, error)
  return data ?? []
}

/** A new team; the database makes its creator the manager, so it can be chosen on the profile. */
export async function createTeam(name: string): Promise<void> {
  const user = await getCurrentUser()
  if (!user) throw new BackendError(ERROR_MESSAGES.noAuthenticatedUser)
  const supabase = await createSessionClient()
  const { error } = await supabase.from('teams').insert({ name, created_by: user.id })
  if (error) throw new BackendError('The team could not be created. Please try again.', error)
}

export async function updateProfile(input: {
  firstName: string
  lastName: string
  organizationName: string
  teamId: string | null
}): Promise<void> {
  const user = await getCurrentUser()
  if (!user) throw new BackendError(ERROR_MESSAGES.noAuthenticatedUser)
  const supabase = await createSessionClient()
  const { error } = await supabase
    .from('profiles')
    .update({
      first_name: input.firstName,
      last_name: input.lastName,
      organization_name: input.organizationName,
      team_id: input.teamId,
    })
    .eq('id', user.id)
  if (error) throw new BackendError(ERROR_MESSAGES.profileUpdate, error)
}

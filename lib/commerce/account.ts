import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Profile, TeamSummary } from '@/lib/account/profile'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { cookies } from 'next/headers'
import { cache } from 'react'
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, type EmailLinkType } from '@/lib/account/forms'
import { createAdminClient } from './admin'
import { commerceConfig } from './config'
import { backendFailure, CommerceError, throwIfUnavailable } from './errors'
import { queueMail } from './mail-outbox'
import { createIsolatedClient, createSessionClient, currentSessionId, getCurrentUser } from './session'
import { tokenClaims } from './session-claims'

/**
 * Password sign-in; the session lands in cookies. Wrong credentials are an answer, not a failure:
 * the caller counts them against its limits. So is an account whose address was never confirmed.
 * An outage or Supabase's own limit is thrown as such.
 */
export async function signIn(email: string, password: string): Promise<'signed-in' | 'wrong-credentials' | 'unconfirmed'> {
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.signInWithPassword({ email, password })
  if (!error) return 'signed-in'
  throwIfUnavailable(error)
  return error.code === 'email_not_confirmed' ? 'unconfirmed' : 'wrong-credentials'
}

/**
 * Registration, which answers the same whether or not the address has an account: every new
 * address confirms itself by following the link e-mailed to it (no session before that). A sign-up
 * still waiting for its confirmation is dropped and made afresh with the password just typed, so a
 * stranger who registered the address first holds no working password and no working link; the
 * owner of an address that has an account is e-mailed that someone tried to register it, with the
 * ways in. The profile row is made by the database, always as a customer. 'signed-in' only on a
 * project that does not ask for confirmations (the README says to keep them on).
 */
export async function register(input: { email: string; password: string; firstName: string; lastName: string }): Promise<'confirm-email' | 'signed-in'> {
  const status = await accountStatus(input.email)
  if (status === 'confirmed') {
    await queueMail('account_exists', input.email)
    return 'confirm-email'
  }
  if (status === 'unconfirmed') await forgetUnconfirmedAccount(input.email)
  const supabase = await createSessionClient()
  const { data, error } = await supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: { data: { first_name: input.firstName, last_name: input.lastName } },
  })
  // Registered meanwhile by another request: that one's e-mail is on its way.
  if (error?.code === 'user_already_exists' || error?.code === 'email_exists') return 'confirm-email'
  if (error) throw backendFailure(error, error.code === 'weak_password' ? error.message : ERROR_MESSAGES.register)
  return data.session ? 'signed-in' : 'confirm-email'
}

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

export async function signOut(): Promise<void> {
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.signOut()
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
 * What following an e-mail link came to: signed in; signed in but asked to choose a password (the
 * one typed on the confirmation page is not the account's, see verifyEmailLink); or nothing, the
 * link having expired or been used.
 */
export type EmailLinkOutcome = 'signed-in' | 'choose-password' | 'expired'

/**
 * Exchanges the token of an e-mail link for a session (the links land on /auth/confirm and its
 * button sends the token here): the visitor has proven they receive mail at the account's address,
 * which the database records (public.proven_emails: only such an address claims guest requests). A recovery
 * session is marked for a quarter of an hour: the time to choose a new password without knowing
 * the old one.
 *
 * A sign-up's confirmation also takes the password chosen at registration. Someone else may have
 * registered the address in between (each registration of a pending address starts it afresh with
 * its own password), so the person who confirms from the inbox must hold the account's only working
 * password: when the one typed does not open the account, the account's password is replaced by a
 * random one and the visitor chooses theirs, as after a reset link. Any other session is ended.
 */
export async function verifyEmailLink(tokenHash: string, type: EmailLinkType, password: string): Promise<EmailLinkOutcome> {
  const supabase = await createSessionClient()
  const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type })
  if (error) {
    throwIfUnavailable(error)
    return 'expired'
  }
  const user = data.user
  const sessionId = data.session && tokenClaims(data.session.access_token)?.session_id
  if (!user?.email || typeof sessionId !== 'string') throw new CommerceError(ERROR_MESSAGES.login)
  if (type === 'recovery') {
    await markRecoverySession(sessionId)
    return 'signed-in'
  }
  const { error: othersError } = await supabase.auth.signOut({ scope: 'others' })
  if (othersError) throw backendFailure(othersError, ERROR_MESSAGES.login)
  if (await passwordOpens(user.email, password)) return 'signed-in'
  const { error: scrambleError } = await supabase.auth.updateUser({ password: randomPassword() })
  if (scrambleError) throw backendFailure(scrambleError, ERROR_MESSAGES.login)
  await markRecoverySession(sessionId)
  return 'choose-password'
}

async function markRecoverySession(sessionId: string): Promise<void> {
  ;(await cookies()).set(RECOVERY_COOKIE, sessionId, { httpOnly: true, sameSite: 'lax', secure: !commerceConfig().embedded, path: '/', maxAge: 15 * 60 })
}

/** A password nobody knows: 32 random bytes, within bcrypt's 72. */
const randomPassword = () => randomBytes(32).toString('base64url')

/**
 * Whether a password opens the account, tried on a session of its own (the visitor's is left
 * alone) that is closed again at once.
 */
async function passwordOpens(email: string, password: string): Promise<boolean> {
  const check = createIsolatedClient()
  const { error } = await check.auth.signInWithPassword({ email, password })
  if (error) {
    throwIfUnavailable(error)
    return false
  }
  await check.auth.signOut({ scope: 'local' })
  return true
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
  if (!user?.email) throw new CommerceError(ERROR_MESSAGES.noAuthenticatedUser)
  if (!(await isRecoverySession())) {
    if (!currentPassword) throw new CommerceError(CURRENT_PASSWORD_REQUIRED)
    if (!(await passwordOpens(user.email, currentPassword))) throw new CommerceError(CURRENT_PASSWORD_WRONG)
  }
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.updateUser({ password })
  if (error?.code === 'same_password') throw new CommerceError('Choose a password different from your current one.', error)
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
  if (error) throw new CommerceError(ERROR_MESSAGES.authCheck, error)
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
  if (error) throw new CommerceError(ERROR_MESSAGES.authCheck, error)
  return data ?? []
}

/** A new team; the database makes its creator the manager, so it can be chosen on the profile. */
export async function createTeam(name: string): Promise<void> {
  const user = await getCurrentUser()
  if (!user) throw new CommerceError(ERROR_MESSAGES.noAuthenticatedUser)
  const supabase = await createSessionClient()
  const { error } = await supabase.from('teams').insert({ name, created_by: user.id })
  if (error) throw new CommerceError('The team could not be created. Please try again.', error)
}

export async function updateProfile(input: {
  firstName: string
  lastName: string
  organizationName: string
  teamId: string | null
}): Promise<void> {
  const user = await getCurrentUser()
  if (!user) throw new CommerceError(ERROR_MESSAGES.noAuthenticatedUser)
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
  if (error) throw new CommerceError(ERROR_MESSAGES.profileUpdate, error)
}

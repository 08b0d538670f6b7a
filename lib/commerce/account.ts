import 'server-only'
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
 * address confirms itself by following the link e-mailed to it (no session before that). An address
 * still waiting for its confirmation is sent the link again; the owner of one that has an account
 * is e-mailed that someone tried to register it, with the ways in. The profile row is made by the
 * database, always as a customer. 'signed-in' only on a project that does not ask for confirmations
 * (the README says to keep them on).
 */
export async function register(input: { email: string; password: string; firstName: string; lastName: string }): Promise<'confirm-email' | 'signed-in'> {
  const status = await accountStatus(input.email)
  if (status === 'confirmed') {
    await queueMail('account_exists', input.email)
    return 'confirm-email'
  }
  const supabase = await createSessionClient()
  if (status === 'unconfirmed') {
    // Supabase sends a link at most once a minute, and the embedded backend never again: the first
    // link still works until it expires, so a refusal here changes nothing the visitor is told.
    const { error } = await supabase.auth.resend({ type: 'signup', email: input.email })
    if (error && error.code !== 'over_email_send_rate_limit') throwIfUnavailable(error)
    return 'confirm-email'
  }
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
 * Exchanges the token of an e-mail link for a session (the reset link lands here, by a POST from
 * the page the link opens): false when the link has expired or was used. A recovery session is
 * marked for a quarter of an hour: the time to choose a new password without knowing the old one.
 */
export async function verifyEmailLink(tokenHash: string, type: EmailLinkType): Promise<boolean> {
  const supabase = await createSessionClient()
  const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type })
  if (error) {
    throwIfUnavailable(error)
    return false
  }
  const sessionId = data.session && tokenClaims(data.session.access_token)?.session_id
  if (type === 'recovery' && typeof sessionId === 'string') {
    ;(await cookies()).set(RECOVERY_COOKIE, sessionId, { httpOnly: true, sameSite: 'lax', secure: !commerceConfig().embedded, path: '/', maxAge: 15 * 60 })
  }
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
    const check = createIsolatedClient()
    const { error } = await check.auth.signInWithPassword({ email: user.email, password: currentPassword })
    if (error) throw backendFailure(error, CURRENT_PASSWORD_WRONG)
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

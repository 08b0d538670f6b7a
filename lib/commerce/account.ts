import 'server-only'
import type { Profile, TeamSummary } from '@/lib/account/profile'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { cookies } from 'next/headers'
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from '@/lib/account/forms'
import { commerceConfig } from './config'
import { backendFailure, CommerceError, throwIfUnavailable } from './errors'
import { createIsolatedClient, createSessionClient, currentSessionId, getCurrentUser } from './session'
import { tokenClaims } from './session-claims'

/**
 * Password sign-in; the session lands in cookies. Wrong credentials are an answer, not a failure:
 * the caller counts them against its limits. An outage or Supabase's own limit is thrown as such.
 */
export async function signIn(email: string, password: string): Promise<'signed-in' | 'wrong-credentials'> {
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.signInWithPassword({ email, password })
  if (!error) return 'signed-in'
  throwIfUnavailable(error)
  return 'wrong-credentials'
}

/** A new account (always a customer: the profile row is made by the database, not by us). */
export async function register(input: { email: string; password: string; firstName: string; lastName: string }): Promise<void> {
  const supabase = await createSessionClient()
  const { data, error } = await supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: { data: { first_name: input.firstName, last_name: input.lastName } },
  })
  if (error?.code === 'user_already_exists' || (data.user && data.user.identities?.length === 0)) {
    throw new CommerceError('An account with this e-mail already exists. Sign in, or reset your password.', error)
  }
  if (error) throw backendFailure(error, error.code === 'weak_password' ? error.message : ERROR_MESSAGES.register)
  if (!data.session) throw new CommerceError('Check your e-mail to confirm your address, then sign in.')
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
export async function verifyEmailLink(tokenHash: string, type: 'recovery' | 'email'): Promise<boolean> {
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

/** The signed-in user's profile (table profiles); the role is customer when no row exists. */
export async function getProfile(): Promise<Profile | null> {
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
}

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

import 'server-only'
import type { Profile, TeamSummary } from '@/lib/account/profile'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { CommerceError, throwIfUnreachable } from './errors'
import { createSessionClient, getCurrentUser } from './session'

/** Password sign-in; the session lands in cookies. */
export async function signIn(email: string, password: string): Promise<void> {
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.signInWithPassword({ email, password })
  if (error) throw new CommerceError(ERROR_MESSAGES.login, error)
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
  if (error) throw new CommerceError(error.code === 'weak_password' ? error.message : ERROR_MESSAGES.register, error)
  if (!data.session) throw new CommerceError('Check your e-mail to confirm your address, then sign in.')
}

export async function signOut(): Promise<void> {
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.signOut()
  if (error) throw new CommerceError(ERROR_MESSAGES.logout, error)
}

/**
 * Sends the reset e-mail. Whether the address has an account is never revealed, so the answer is
 * the same either way; only a backend that could not be reached is reported.
 */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo })
  throwIfUnreachable(error, ERROR_MESSAGES.passwordReset)
}

/** Exchanges the token of an e-mail link for a session (the reset link lands here). */
export async function verifyEmailLink(tokenHash: string, type: 'recovery' | 'email'): Promise<void> {
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type })
  if (error) throw new CommerceError('This link has expired or was already used. Ask for a new one.', error)
}

export async function updatePassword(password: string): Promise<void> {
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.updateUser({ password })
  if (!error) return
  if (error.code === 'same_password') throw new CommerceError('Choose a password different from your current one.', error)
  throw new CommerceError(error.code === 'weak_password' ? error.message : ERROR_MESSAGES.passwordReset, error)
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

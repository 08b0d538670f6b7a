import 'server-only'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { CommerceError, classifyError } from './errors'
import { createSessionClient, getCurrentUser } from './session'

export type AuthResult = { ok: true } | { ok: false; message: string }

const failure = (message: string): AuthResult => ({ ok: false, message })

/** Password sign-in; the session lands in cookies. */
export async function signIn(email: string, password: string): Promise<AuthResult> {
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.signInWithPassword({ email, password })
  return error ? failure(ERROR_MESSAGES.login) : { ok: true }
}

/** A new account (always a customer: the profile row is made by the database, not by us). */
export async function register(input: { email: string; password: string; firstName: string; lastName: string }): Promise<AuthResult> {
  const supabase = await createSessionClient()
  const { data, error } = await supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: { data: { first_name: input.firstName, last_name: input.lastName } },
  })
  if (error?.code === 'user_already_exists' || (data.user && data.user.identities?.length === 0)) {
    return failure('An account with this e-mail already exists. Sign in, or reset your password.')
  }
  if (error) return failure(error.code === 'weak_password' ? error.message : ERROR_MESSAGES.register)
  if (!data.session) return failure('Check your e-mail to confirm your address, then sign in.')
  return { ok: true }
}

export async function signOut(): Promise<AuthResult> {
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.signOut()
  return error ? failure(ERROR_MESSAGES.logout) : { ok: true }
}

/**
 * Sends the reset e-mail. Whether the address has an account is never revealed, so the answer is
 * the same either way; only a backend failure is reported.
 */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<AuthResult> {
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo })
  if (error && classifyError(error) === 'unavailable') return failure(ERROR_MESSAGES.passwordReset)
  return { ok: true }
}

/** Exchanges the token of an e-mail link for a session (the reset link lands here). */
export async function verifyEmailLink(tokenHash: string, type: 'recovery' | 'email'): Promise<AuthResult> {
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type })
  return error ? failure('This link has expired or was already used. Ask for a new one.') : { ok: true }
}

export async function updatePassword(password: string): Promise<AuthResult> {
  const supabase = await createSessionClient()
  const { error } = await supabase.auth.updateUser({ password })
  if (!error) return { ok: true }
  if (error.code === 'same_password') return failure('Choose a password different from your current one.')
  return failure(error.code === 'weak_password' ? error.message : ERROR_MESSAGES.passwordReset)
}

export type Profile = {
  email: string
  firstName: string
  lastName: string
  organizationName: string
  teamId: string | null
  role: string
}

export type TeamSummary = { id: string; name: string }

/** The signed-in user's profile ("users" row); role is customer when no row exists (spec §3). */
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
export async function createTeam(name: string): Promise<AuthResult> {
  const user = await getCurrentUser()
  if (!user) return failure(ERROR_MESSAGES.noAuthenticatedUser)
  const supabase = await createSessionClient()
  const { error } = await supabase.from('teams').insert({ name, created_by: user.id })
  if (error) console.error('team not created:', error)
  return error ? failure('The team could not be created. Please try again.') : { ok: true }
}

export async function updateProfile(input: {
  firstName: string
  lastName: string
  organizationName: string
  teamId: string | null
}): Promise<AuthResult> {
  const user = await getCurrentUser()
  if (!user) return failure(ERROR_MESSAGES.noAuthenticatedUser)
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
  return error ? failure(ERROR_MESSAGES.profileUpdate) : { ok: true }
}

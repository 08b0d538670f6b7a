'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import { rejected, type NewTeamState, type ProfileState, type SignOutState } from '@/components/account/form-state'
import { parseNewTeamForm, parseProfileForm } from '@/lib/account/forms'
import { createTeam, signOut, updateProfile } from '@/lib/commerce/account'
import { routes } from '@/lib/routes'

/** Saves the profile fields of spec §6; the page is read again so the greeting shows the new name. */
export async function updateProfileAction(_previous: ProfileState, form: FormData): Promise<ProfileState> {
  const parsed = parseProfileForm(form)
  if (!parsed.ok) return rejected(parsed.errors, parsed.values)
  const result = await updateProfile(parsed.data)
  if (!result.ok) return rejected({}, { ...parsed.data, teamId: parsed.data.teamId ?? '' }, result.message)
  refresh()
  return { status: 'saved', savedAt: Date.now() }
}

/**
 * Signs out and goes home. Redirecting here, rather than from the page, keeps the account page
 * from being rendered again without a session (it would send the visitor to sign in).
 */
export async function signOutAction(): Promise<SignOutState> {
  const result = await signOut()
  if (!result.ok) return { status: 'failed', message: result.message }
  redirect(routes.home)
}

/** Creates a team the customer manages; the page is read again so the profile can choose it. */
export async function createTeamAction(_previous: NewTeamState, form: FormData): Promise<NewTeamState> {
  const parsed = parseNewTeamForm(form)
  if (!parsed.ok) return rejected(parsed.errors, parsed.values)
  const result = await createTeam(parsed.data.name)
  if (!result.ok) return rejected({}, { name: parsed.data.name }, result.message)
  refresh()
  return { status: 'created', name: parsed.data.name, createdAt: Date.now() }
}

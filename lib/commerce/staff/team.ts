import 'server-only'
import { TEAM_MESSAGES } from '@/lib/errors/catalogue'
import { FieldRejection } from '@/lib/forms/field-rejection'
import { ROLES, type Role } from '@/lib/admin/team-roles'
import type { RoleChange } from '@/lib/admin/team.schema'
import { backendFailure } from '@/lib/commerce/errors'
import { createSessionClient } from '@/lib/commerce/session'
import { namesOf } from './people'

/** Someone who works the back office. */
export type TeamMember = { id: string; email: string; name: string; role: Exclude<Role, 'customer'> }

/** Everyone with a back-office role, admins first, read with the signed-in admin's own session. */
export async function listBackOfficeTeam(): Promise<TeamMember[]> {
  const { data, error } = await (await createSessionClient())
    .from('profiles')
    .select('id, email, first_name, last_name, role')
    .in('role', ['admin', 'staff'])
    .order('role')
    .order('email')
  if (error) throw backendFailure(error, TEAM_MESSAGES.teamLoad)
  return data.map((row) => ({
    id: row.id,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`.trim(),
    role: row.role === 'admin' ? 'admin' : 'staff',
  }))
}

/** A role given or taken, as the team page lists it: whose, from what to what, by which admin (null: the `npm run staff:role` command, or an account since deleted). */
export type RoleChangeEntry = { id: string; account: string; from: Role; to: Role; by: string | null; createdAt: string }

const roleOf = (role: string): Role => ROLES.find((known) => known === role) ?? 'customer'

/** The latest role changes, newest first, read with the signed-in admin's own session. */
export async function listRoleChanges(limit = 50): Promise<RoleChangeEntry[]> {
  const supabase = await createSessionClient()
  const { data, error } = await supabase.from('role_changes').select('id, user_id, from_role, to_role, changed_by, created_at').order('created_at', { ascending: false }).limit(limit)
  if (error) throw backendFailure(error, TEAM_MESSAGES.teamLoad)
  const names = await namesOf(supabase, data.flatMap((row) => [row.user_id, row.changed_by]), TEAM_MESSAGES.teamLoad)
  return data.map((row) => ({
    id: row.id,
    account: names.get(row.user_id) ?? 'a deleted account',
    from: roleOf(row.from_role),
    to: roleOf(row.to_role),
    by: row.changed_by && (names.get(row.changed_by) ?? null),
    createdAt: row.created_at,
  }))
}

/**
 * Gives the account with this e-mail address a role (public.set_profile_role, which lets only an
 * admin, and nobody change their own; the database gives roles to confirmed accounts only). Answers what the account is called, for the admin's notice.
 */
export async function giveRole({ email, role }: RoleChange): Promise<{ email: string; role: Role }> {
  const supabase = await createSessionClient()
  const found = await supabase.from('profiles').select('id, email').eq('email', email).maybeSingle()
  if (found.error) throw backendFailure(found.error, TEAM_MESSAGES.notChanged)
  if (!found.data) throw new FieldRejection('email', TEAM_MESSAGES.noAccount)
  const { error } = await supabase.rpc('set_profile_role', { p_user_id: found.data.id, p_role: role })
  if (!error) return { email: found.data.email, role }
  if (error.code === 'P0001') throw new FieldRejection('email', TEAM_MESSAGES.ownRole)
  if (error.code === 'P0R01') throw new FieldRejection('email', TEAM_MESSAGES.notConfirmed)
  if (error.code === '42501') throw new FieldRejection('role', TEAM_MESSAGES.notAdmin)
  throw backendFailure(error, TEAM_MESSAGES.notChanged)
}

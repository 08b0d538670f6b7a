import 'server-only'
import { notFound } from 'next/navigation'
import type { Profile } from '@/lib/account/profile'
import { isAdminRole, isStaffRole } from '@/lib/admin/team-roles'
import { getProfile } from '@/lib/commerce/account'

/**
 * The signed-in staff member, for a back-office page; anyone else (a visitor, a customer) gets the
 * site's 404, so the back office does not even say it exists. The database checks the role again
 * on every read and change (public.is_staff).
 */
export async function requireStaff(): Promise<Profile> {
  const profile = await getProfile()
  if (!profile || !isStaffRole(profile.role)) notFound()
  return profile
}

/** The signed-in admin, for a page only admins use (giving roles); anyone else gets the site's 404. The database checks again (public.is_admin). */
export async function requireAdmin(): Promise<Profile> {
  const profile = await getProfile()
  if (!profile || !isAdminRole(profile.role)) notFound()
  return profile
}

/** The roles a profile has (the spec's users.role): what each lets its holder do, as admins read it. */
export const ROLES = ['customer', 'staff', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** Who works the back office: staff and admins. */
export const isStaffRole = (role: string) => role === 'staff' || role === 'admin'
/** Who gives roles and may override: admins only. */
export const isAdminRole = (role: string) => role === 'admin'

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer (no back office)',
  staff: 'Staff (works orders)',
  admin: 'Admin (works orders, gives roles, overrides)',
}

/** A role's name in a sentence ("made … staff"). */
export const ROLE_NAMES: Record<Role, string> = { customer: 'a customer', staff: 'staff', admin: 'an admin' }

export const ROLE_CHANGE_FIELDS = ['email', 'role'] as const

/** The signed-in customer's profile as the account page shows it; the role is customer when no row exists. */
export type Profile = {
  email: string
  firstName: string
  lastName: string
  organizationName: string
  teamId: string | null
  role: string
}

/** A team the customer belongs to: a choice for the profile's team. */
export type TeamSummary = { id: string; name: string }

/** What of an account makes its password easy to guess: its address and names. */
export const accountWords = (profile: Profile | null): string[] => (profile ? [profile.email, profile.firstName, profile.lastName].filter(Boolean) : [])

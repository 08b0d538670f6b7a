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

import { routes } from '@/lib/routes'
import type { TeamInfo } from '@/lib/wizard/team-info'

/**
 * A signed-in customer's name and e-mail, for the contact fields of an order they start afresh;
 * null for a visitor, or when it cannot be read (the team types them, as any visitor does).
 * Loaded with the draft, not with the wizard's first scripts.
 */
export async function accountContact(): Promise<Pick<TeamInfo, 'contactName' | 'contactEmail'> | null> {
  try {
    const response = await fetch(routes.accountContact, { cache: 'no-store' })
    if (!response.ok) return null
    const { contactName, contactEmail } = (await response.json()) as Record<string, unknown>
    return typeof contactName === 'string' && typeof contactEmail === 'string' ? { contactName, contactEmail } : null
  } catch {
    return null
  }
}

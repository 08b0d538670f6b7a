import 'server-only'
import { mergeCarts } from '@/lib/cart/cart'
import { readStoredCart } from '@/lib/cart/cart.schema'
import { priceCart } from '@/lib/cart/change'
import { reportBackendError } from '@/lib/errors/backend'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { sameTeamName } from '@/lib/teams/saved-teams'
import { readStoredTeams } from '@/lib/teams/saved-teams.schema'
import { loadAccountCart, saveAccountCart } from './cart'
import { loadCatalogue } from './prices'
import { listSavedTeams, saveSavedTeam } from './saved-teams'

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : null)

/**
 * Right after sign-in or registration: what the visitor put in the cart and saved as teams while
 * signed out joins the account (same item → quantities add up; a team the account already has
 * keeps the account's copy). Failures are logged, never block the sign-in.
 */
export async function mergeBrowserData(cart: FormDataEntryValue | null, teams: FormDataEntryValue | null): Promise<void> {
  try {
    const browserLines = readStoredCart(text(cart)).lines
    if (browserLines.length) {
      const [accountLines, catalogue] = await Promise.all([loadAccountCart(), loadCatalogue()])
      const merged = mergeCarts(accountLines, browserLines)
      // With no catalogue (the content backend failing) the lines are kept as they are: every read
      // and the checkout check them again, and an outage must not empty anybody's cart.
      await saveAccountCart(catalogue.size ? priceCart(merged, catalogue).lines : merged, ERROR_MESSAGES.cartAdd)
    }
    const browserTeams = readStoredTeams(text(teams)).teams
    if (browserTeams.length) {
      const known = await listSavedTeams()
      for (const team of browserTeams) {
        if (!known.some((saved) => sameTeamName(saved.teamName, team.teamName))) await saveSavedTeam(team)
      }
    }
  } catch (error) {
    reportBackendError(error, 'merging the browser cart and teams into the account failed')
  }
}

import 'server-only'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { applyTeamChange, teamChangeSchema } from '@/lib/teams/change'
import { readStoredTeams, type SavedTeam } from '@/lib/teams/saved-teams'
import { CommerceError } from './errors'
import { deleteSavedTeam, listSavedTeams, saveSavedTeam } from './saved-teams'
import { getCurrentUser } from './session'

/** The saved teams as the browser shows them: the account's when signed in, else the browser's own. */
export type TeamsSnapshot = { signedIn: boolean; teams: SavedTeam[]; notice: string | null; error: string | null }

const reported = (error: unknown, message: string) => {
  if (!(error instanceof CommerceError)) throw error
  console.error(error.message, error.cause)
  return message
}

export async function readTeams(browserTeams: string | null): Promise<TeamsSnapshot> {
  if (!(await getCurrentUser())) {
    const stored = readStoredTeams(browserTeams)
    return { signedIn: false, teams: stored.teams, notice: stored.error, error: null }
  }
  try {
    return { signedIn: true, teams: await listSavedTeams(), notice: null, error: null }
  } catch (error) {
    return { signedIn: true, teams: [], notice: null, error: reported(error, ERROR_MESSAGES.savedTeamsLoad) }
  }
}

/** Saves or deletes a team (validated here, whatever the page sent) and returns the list. */
export async function changeTeams(change: unknown, browserTeams: string | null): Promise<TeamsSnapshot> {
  const current = await readTeams(browserTeams)
  const parsed = teamChangeSchema.safeParse(change)
  const failure = parsed.success && parsed.data.type === 'delete' ? ERROR_MESSAGES.teamDelete : ERROR_MESSAGES.teamSave
  if (!parsed.success) return { ...current, error: parsed.error.issues[0]?.message ?? failure }
  if (current.error) return { ...current, error: failure }

  const next = applyTeamChange(current.teams, parsed.data)
  if (!next.ok) return { ...current, error: next.error }
  if (!current.signedIn) return { ...current, teams: next.teams, error: null }
  try {
    if (parsed.data.type === 'save') await saveSavedTeam(parsed.data.team)
    else await deleteSavedTeam(parsed.data.teamName)
    return { ...current, teams: await listSavedTeams(), error: null }
  } catch (error) {
    return { ...current, error: reported(error, failure) }
  }
}

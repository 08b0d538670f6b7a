import 'server-only'
import { reportBackendError } from '@/lib/errors/backend'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { storableDeep } from '@/lib/forms/storable-text'
import { applyTeamChange, teamChangeSchema } from '@/lib/teams/change.schema'
import type { TeamsSnapshot } from '@/lib/teams/saved-teams'
import { readStoredTeams } from '@/lib/teams/saved-teams.schema'
import { deleteSavedTeam, listSavedTeams, saveSavedTeam } from './saved-teams'
import { getCurrentUser } from './session'

export async function readTeams(browserTeams: string | null): Promise<TeamsSnapshot> {
  if (!(await getCurrentUser())) {
    const stored = readStoredTeams(browserTeams)
    return { signedIn: false, teams: stored.teams, notice: stored.error, error: null }
  }
  try {
    return { signedIn: true, teams: await listSavedTeams(), notice: null, error: null }
  } catch (error) {
    return { signedIn: true, teams: [], notice: null, error: reportBackendError(error).message }
  }
}

/** Saves or deletes a team (validated here, whatever the page sent) and returns the list. */
export async function changeTeams(change: unknown, browserTeams: string | null): Promise<TeamsSnapshot> {
  const current = await readTeams(browserTeams)
  const parsed = teamChangeSchema.safeParse(storableDeep(change))
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
    reportBackendError(error)
    return { ...current, error: failure }
  }
}

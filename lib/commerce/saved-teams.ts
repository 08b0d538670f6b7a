import 'server-only'
import { BackendError } from '@/lib/errors/backend'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { sameTeamName, type SavedTeam } from '@/lib/teams/saved-teams'
import { savedTeamSchema } from '@/lib/teams/saved-teams.schema'
import { createSessionClient, getCurrentUser, type SessionClient } from './session'

/** The signed-in user, for the filter each query adds to what Row Level Security already enforces. */
async function requireUser() {
  const user = await getCurrentUser()
  if (!user) throw new BackendError(ERROR_MESSAGES.noAuthenticatedUser)
  return user
}

/** The signed-in user's saved teams (team_rosters), oldest first as they were saved. */
export async function listSavedTeams(): Promise<SavedTeam[]> {
  const user = await requireUser()
  const supabase = await createSessionClient()
  const { data, error } = await supabase
    .from('team_rosters')
    .select('team_name, players, primary_color, secondary_color, logo_url')
    .eq('user_id', user.id)
    .order('created_at')
  if (error) throw new BackendError(ERROR_MESSAGES.savedTeamsLoad, error)
  // A row that no longer fits the rules is left out.
  return data.flatMap((row) => {
    const parsed = savedTeamSchema.safeParse({
      teamName: row.team_name,
      players: row.players,
      primaryColor: row.primary_color,
      secondaryColor: row.secondary_color,
      logoUrl: row.logo_url,
    })
    return parsed.success ? [parsed.data] : []
  })
}

/** The ids of the user's rows saved under that name (trimmed, any case). */
async function rowsNamed(supabase: SessionClient, userId: string, teamName: string, failureMessage: string): Promise<string[]> {
  const { data, error } = await supabase.from('team_rosters').select('id, team_name').eq('user_id', userId)
  if (error) throw new BackendError(failureMessage, error)
  return data.filter((row) => sameTeamName(row.team_name, teamName)).map((row) => row.id)
}

/** Saves a team: the row of the same name (trimmed, any case) is overwritten, else one is added. */
export async function saveSavedTeam(team: SavedTeam): Promise<void> {
  const user = await requireUser()
  const supabase = await createSessionClient()
  const [match] = await rowsNamed(supabase, user.id, team.teamName, ERROR_MESSAGES.teamSave)
  const fields = {
    team_name: team.teamName.trim(),
    players: team.players,
    primary_color: team.primaryColor,
    secondary_color: team.secondaryColor,
    logo_url: team.logoUrl,
  }
  const { error } = match
    ? await supabase.from('team_rosters').update(fields).eq('id', match).eq('user_id', user.id)
    : await supabase.from('team_rosters').insert({ ...fields, user_id: user.id })
  if (error) throw new BackendError(ERROR_MESSAGES.teamSave, error)
}

/** Deletes the saved team of that name. */
export async function deleteSavedTeam(teamName: string): Promise<void> {
  const user = await requireUser()
  const supabase = await createSessionClient()
  const ids = await rowsNamed(supabase, user.id, teamName, ERROR_MESSAGES.teamDelete)
  if (!ids.length) return
  const { error } = await supabase.from('team_rosters').delete().in('id', ids).eq('user_id', user.id)
  if (error) throw new BackendError(ERROR_MESSAGES.teamDelete, error)
}

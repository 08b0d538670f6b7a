import 'server-only'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { savedTeamSchema, type SavedTeam } from '@/lib/teams/saved-teams'
import { CommerceError } from './errors'
import { createSessionClient, getCurrentUser } from './session'

type TeamRow = { team_name: string; players: unknown; primary_color: string; secondary_color: string; logo_url: string | null }

function toTeam(row: TeamRow): SavedTeam | null {
  const parsed = savedTeamSchema.safeParse({
    teamName: row.team_name,
    players: row.players,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    logoUrl: row.logo_url,
  })
  return parsed.success ? parsed.data : null
}

/** The signed-in user's saved teams (team_rosters), oldest first as they were saved. */
export async function listSavedTeams(): Promise<SavedTeam[]> {
  const supabase = await createSessionClient()
  const { data, error } = await supabase
    .from('team_rosters')
    .select('team_name, players, primary_color, secondary_color, logo_url')
    .order('created_at')
  if (error) throw new CommerceError(ERROR_MESSAGES.savedTeamsLoad, error)
  return (data as TeamRow[]).map(toTeam).filter((team): team is SavedTeam => team !== null)
}

/** Saves a team: the row of the same name (trimmed, any case) is overwritten, else one is added. */
export async function saveSavedTeam(team: SavedTeam): Promise<void> {
  const user = await getCurrentUser()
  if (!user) throw new CommerceError(ERROR_MESSAGES.noAuthenticatedUser, { code: '28000' })
  const supabase = await createSessionClient()
  const { data: existing, error: findError } = await supabase.from('team_rosters').select('id, team_name')
  if (findError) throw new CommerceError(ERROR_MESSAGES.teamSave, findError)
  const key = team.teamName.trim().toLowerCase()
  const match = (existing as { id: string; team_name: string }[]).find((row) => row.team_name.trim().toLowerCase() === key)
  const fields = {
    team_name: team.teamName.trim(),
    players: team.players,
    primary_color: team.primaryColor,
    secondary_color: team.secondaryColor,
    logo_url: team.logoUrl,
  }
  const { error } = match
    ? await supabase.from('team_rosters').update(fields).eq('id', match.id)
    : await supabase.from('team_rosters').insert({ ...fields, user_id: user.id })
  if (error) throw new CommerceError(ERROR_MESSAGES.teamSave, error)
}

/** Deletes the saved team of that name. */
export async function deleteSavedTeam(teamName: string): Promise<void> {
  const supabase = await createSessionClient()
  const { data: existing, error: findError } = await supabase.from('team_rosters').select('id, team_name')
  if (findError) throw new CommerceError(ERROR_MESSAGES.teamDelete, findError)
  const key = teamName.trim().toLowerCase()
  const ids = (existing as { id: string; team_name: string }[]).filter((row) => row.team_name.trim().toLowerCase() === key).map((row) => row.id)
  if (!ids.length) return
  const { error } = await supabase.from('team_rosters').delete().in('id', ids)
  if (error) throw new CommerceError(ERROR_MESSAGES.teamDelete, error)
}

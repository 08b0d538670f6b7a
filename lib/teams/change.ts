import { z } from 'zod'
import { deleteTeam, saveTeam, savedTeamSchema, type SavedTeam } from './saved-teams'

/** Every change to the saved teams (spec §4): one schema for the page and the server. */
export const teamChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('save'), team: savedTeamSchema }),
  z.object({ type: z.literal('delete'), teamName: z.string().trim().min(1).max(60) }),
])
export type TeamChange = z.infer<typeof teamChangeSchema>

/** The list after one change: saving a known name overwrites it, deleting goes by name. */
export function applyTeamChange(teams: readonly SavedTeam[], change: TeamChange): { ok: true; teams: SavedTeam[] } | { ok: false; error: string } {
  if (change.type === 'delete') return { ok: true, teams: deleteTeam(teams, change.teamName) }
  return saveTeam(teams, change.team)
}

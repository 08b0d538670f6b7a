import { z } from 'zod'
import type { TeamChange } from './change'
import { deleteTeam, type SavedTeam } from './saved-teams'
import { saveTeam, savedTeamSchema } from './saved-teams.schema'

/** Every change to the saved teams: one schema for the page and the server. */
export const teamChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('save'), team: savedTeamSchema }),
  z.object({ type: z.literal('delete'), teamName: z.string().trim().min(1).max(60) }),
]) satisfies z.ZodType<TeamChange>

/**
 * The list after one change: saving a known name overwrites it, deleting goes by name. Here rather
 * than in ./change because saving checks the team against savedTeamSchema.
 */
export function applyTeamChange(teams: readonly SavedTeam[], change: TeamChange): { ok: true; teams: SavedTeam[] } | { ok: false; error: string } {
  if (change.type === 'delete') return { ok: true, teams: deleteTeam(teams, change.teamName) }
  return saveTeam(teams, change.team)
}

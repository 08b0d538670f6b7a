import { z } from 'zod'
import { CORRUPT_STORAGE_MESSAGES } from '@/lib/errors/catalogue'
import { readStoredList } from '@/lib/forms/stored-list'
import { hexColorSchema, logoUrlSchema, playersSchema } from './customization.schema'
import { MAX_SAVED_TEAMS, sameTeamName, type SavedTeam } from './saved-teams'

/** A saved team roster (table team_rosters), as it must be to be saved. */
export const savedTeamSchema = z.object({
  teamName: z.string().trim().min(1, 'Please give the team a name to save it').max(60, 'Team names can be at most 60 characters'),
  players: playersSchema,
  primaryColor: hexColorSchema,
  secondaryColor: hexColorSchema,
  logoUrl: logoUrlSchema.nullable(),
}) satisfies z.ZodType<SavedTeam>

/** Saves a team: a team of the same name is overwritten where it stands, otherwise it is added at the end. */
export function saveTeam(teams: readonly SavedTeam[], team: SavedTeam): { ok: true; teams: SavedTeam[] } | { ok: false; error: string } {
  const parsed = savedTeamSchema.safeParse(team)
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'This team cannot be saved' }
  const index = teams.findIndex((saved) => sameTeamName(saved.teamName, parsed.data.teamName))
  if (index === -1 && teams.length >= MAX_SAVED_TEAMS) {
    return { ok: false, error: `You can keep at most ${MAX_SAVED_TEAMS} teams. Delete one you no longer need to save this one.` }
  }
  if (index === -1) return { ok: true, teams: [...teams, parsed.data] }
  return { ok: true, teams: teams.map((saved, i) => (i === index ? parsed.data : saved)) }
}

/** Reads the saved teams from browser storage: an unreadable team is dropped with a message, the readable ones kept. */
export function readStoredTeams(raw: string | null): { teams: SavedTeam[]; error: string | null } {
  const messages = { unreadable: CORRUPT_STORAGE_MESSAGES.savedTeams, partlyUnreadable: CORRUPT_STORAGE_MESSAGES.savedTeamsPartly }
  const { items, error } = readStoredList(raw, savedTeamSchema, messages, MAX_SAVED_TEAMS)
  return { teams: items, error }
}

import { z } from 'zod'
import { STORAGE_KEYS } from '@/lib/browser-storage'
import { CORRUPT_STORAGE_MESSAGES } from '@/lib/errors/catalogue'
import { readStoredList } from '@/lib/forms/stored-list'
import { hexColorSchema, logoUrlSchema, playersSchema } from './customization'

/** The browser storage key of the signed-out visitor's saved teams (one key, spec §9). */
export const SAVED_TEAMS_STORAGE_KEY = STORAGE_KEYS.savedTeams

/** A saved team roster (spec §3 team_rosters): what "Load team" copies into a customization. */
export const savedTeamSchema = z.object({
  teamName: z.string().trim().min(1, 'Please give the team a name to save it').max(60, 'Team names can be at most 60 characters'),
  players: playersSchema,
  primaryColor: hexColorSchema,
  secondaryColor: hexColorSchema,
  logoUrl: logoUrlSchema.nullable(),
})

export type SavedTeam = z.infer<typeof savedTeamSchema>

export { loadTeam, teamFromCustomization } from './customization-state'

/** Team names match trimmed and case-blind, as the database's unique index does. */
export const sameTeamName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Saves a team: a team of the same name is overwritten where it stands, otherwise it is added at the end. */
export function saveTeam(teams: readonly SavedTeam[], team: SavedTeam): { ok: true; teams: SavedTeam[] } | { ok: false; error: string } {
  const parsed = savedTeamSchema.safeParse(team)
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'This team cannot be saved' }
  const index = teams.findIndex((saved) => sameTeamName(saved.teamName, parsed.data.teamName))
  if (index === -1) return { ok: true, teams: [...teams, parsed.data] }
  return { ok: true, teams: teams.map((saved, i) => (i === index ? parsed.data : saved)) }
}

/** Deletes the team of that name (spec §4 deletes by team name). */
export function deleteTeam(teams: readonly SavedTeam[], teamName: string): SavedTeam[] {
  return teams.filter((saved) => !sameTeamName(saved.teamName, teamName))
}

/** Reads the saved teams from browser storage: an unreadable list is emptied with a message, never an exception. */
export function readStoredTeams(raw: string | null): { teams: SavedTeam[]; error: string | null } {
  const { items, error } = readStoredList(raw, savedTeamSchema, CORRUPT_STORAGE_MESSAGES.savedTeams)
  return { teams: items, error }
}

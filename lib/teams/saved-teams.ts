// A shopper's saved team rosters and their pure updates, without the validation library;
// savedTeamSchema in ./saved-teams.schema checks a team before it is saved or read back.
import type { Player } from '@/lib/roster/player'

/** A saved team roster (table team_rosters): what "Load team" copies into a customization. */
export type SavedTeam = {
  teamName: string
  players: Player[]
  primaryColor: string
  secondaryColor: string
  logoUrl: string | null
}

/** Team names match trimmed and case-blind, as the database's unique index does. */
/** The most teams one shopper keeps: a club's every age group, with room to spare. */
export const MAX_SAVED_TEAMS = 50

export const sameTeamName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Deletes the team of that name (teams are known by their name). */
export function deleteTeam(teams: readonly SavedTeam[], teamName: string): SavedTeam[] {
  return teams.filter((saved) => !sameTeamName(saved.teamName, teamName))
}

/** The saved teams as the browser shows them: the account's when signed in, else the browser's own. */
export type TeamsSnapshot = { signedIn: boolean; teams: SavedTeam[]; notice: string | null; error: string | null }

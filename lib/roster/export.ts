import { toCsv } from '@/lib/format/csv'
import { ROSTER_COLUMNS } from './spreadsheet'
import { CAPTAIN_PATCHES, JERSEY_SIZES, PANT_SHELL_SIZES, SOCKS_SIZES, type Choice, type Player } from './player'

/**
 * A team's roster as CSV, in the columns of the template teams import, so staff can open it in a
 * spreadsheet or send it back.
 */
export function rosterCsv(players: readonly Player[]): string {
  const rows = players.map((player) => [player.name, player.number, player.jerseySize, player.socksSize, player.pantShellSize, player.captainPatch])
  return toCsv(ROSTER_COLUMNS, rows)
}

export type SizeTally = { garment: string; counts: { size: string; count: number }[]; total: number }

/** How many of each size, in the order of the size chart, leaving out sizes nobody chose. */
function tally(garment: string, sizes: readonly Choice[], chosen: string[]): SizeTally {
  const counts = sizes
    .filter(({ value }) => value !== '')
    .map(({ value }) => ({ size: value, count: chosen.filter((size) => size === value).length }))
    .filter(({ count }) => count > 0)
  return { garment, counts, total: counts.reduce((sum, { count }) => sum + count, 0) }
}

/** What production makes for a roster: a tally of sizes per garment, and of captain patches. */
export function sizeTallies(players: readonly Player[]): SizeTally[] {
  return [
    tally('Jerseys', JERSEY_SIZES, players.map((player) => player.jerseySize)),
    tally('Socks', SOCKS_SIZES, players.map((player) => player.socksSize)),
    tally('Pant shells', PANT_SHELL_SIZES, players.map((player) => player.pantShellSize)),
    tally('Captain patches', CAPTAIN_PATCHES, players.map((player) => player.captainPatch)),
  ].filter(({ total }) => total > 0)
}

/** A roster table's columns, in the order of rosterByNumber's rows: number first, as production reads it. */
export const ROSTER_TABLE_COLUMNS = ['#', 'Nameplate', 'Jersey', 'Socks', 'Pant shell', 'Patch'] as const

/** Where a jersey number sorts: by its value (so 9 before 10, 09 beside 9), a blank one last. */
const numberKey = (number: string) => (/^\d+$/.test(number) ? Number(number) : Number.POSITIVE_INFINITY)

/**
 * A roster as production works through it: by jersey number (9, 09, 10, 31…; one with no number
 * last), then by the number as written and by name, so the order never depends on how it was typed in.
 */
export const rosterByNumber = (players: readonly Player[]): Player[] =>
  [...players].sort((a, b) => numberKey(a.number) - numberKey(b.number) || a.number.localeCompare(b.number) || a.name.localeCompare(b.name))

// A roster's pure updates and the rules the roster step shows (count, duplicate numbers, when a team
// may go on), without the validation library; rosterSchema in ./roster.schema applies them on the server.
import { emptyPlayer, type Player } from './player'
import { countOf } from '@/lib/format/text'

/** The most players one roster holds. */
export const MAX_PLAYERS = 100

/** The roster as the wizard shows it: an empty one gets a first blank player to fill in. */
export function withFirstPlayer(players: Player[]): Player[] {
  return players.length > 0 ? players : [emptyPlayer()]
}

/** Adds a player (blank unless given) at the end; a full roster stays as it is. */
export function addPlayer(players: Player[], player: Player = emptyPlayer()): Player[] {
  return players.length >= MAX_PLAYERS ? players : [...players, player]
}

/** Merges changes into the player at a position; a position with no player changes nothing. */
export function updatePlayer(players: Player[], index: number, patch: Partial<Player>): Player[] {
  if (!Object.hasOwn(players, index)) return players
  return players.map((player, i) => (i === index ? { ...player, ...patch } : player))
}

/**
 * Takes out the player at a position, possibly the last one: a product's optional player list may
 * be empty. A position with no player changes nothing.
 */
export function withoutPlayer(players: Player[], index: number): Player[] {
  if (!Object.hasOwn(players, index)) return players
  return players.filter((_, i) => i !== index)
}

/** Removes the player at a position in the wizard's roster, which is never left empty. */
export function removePlayer(players: Player[], index: number): Player[] {
  const rest = withoutPlayer(players, index)
  return rest === players ? players : withFirstPlayer(rest)
}

/** Whether a player has a name or a number: a row with only sizes does not count as a player yet. */
export function hasPlayerData(player: Player): boolean {
  return player.name.trim() !== '' || player.number.trim() !== ''
}

/** The players an order is for, and is charged for: the rows with a name or a number (a blank row is not a player). */
export function rosteredPlayers<P extends Player>(players: readonly P[]): P[] {
  return players.filter(hasPlayerData)
}

/** Whether the roster step may be left: at least one player with a name or a number. */
export function canContinueRoster(players: readonly Player[]): boolean {
  return players.some(hasPlayerData)
}

/** Numbers worn by more than one player (trimmed, blanks ignored), in roster order. */
export function duplicateNumbers(players: readonly Player[]): string[] {
  const seen = new Set<string>()
  const duplicates = new Set<string>()
  for (const player of players) {
    const number = player.number.trim()
    if (number === '') continue
    if (seen.has(number)) duplicates.add(number)
    seen.add(number)
  }
  return [...duplicates]
}

/** Whether a player's number is one of the duplicates, so its input is highlighted. */
export function isDuplicateNumber(player: Player, duplicates: readonly string[]): boolean {
  const number = player.number.trim()
  return number !== '' && duplicates.includes(number)
}

/** "1 player in roster", "12 players in roster": the players the order will be for, not its blank rows. */
export function rosterCountLabel(players: readonly Player[]): string {
  const count = rosteredPlayers(players).length
  return `${countOf(count, 'player')} in roster`
}

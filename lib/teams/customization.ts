// The customization being edited and its pure updates, without the validation library, so the
// product page's editor stays small; customizationSchema in ./customization.schema checks the result.
import { emptyPlayer, type Player } from '@/lib/roster/player'
import * as roster from '@/lib/roster/roster'
import type { SavedTeam } from './saved-teams'

/**
 * The current customization: the team kit being put together for one product. How many is
 * not part of it: that is the cart line's quantity (lib/pricing/quantity).
 */
export type Customization = {
  size: string
  primaryColor: string
  secondaryColor: string
  teamName: string
  players: Player[]
  notes: string
  logoUrl: string | null
}

/** The defaults, applied whenever a product is chosen. */
export const DEFAULT_CUSTOMIZATION: Readonly<Customization> = Object.freeze({
  size: 'M',
  primaryColor: '#003360',
  secondaryColor: '#00A0DF',
  teamName: '',
  players: [],
  notes: '',
  logoUrl: null,
})

/** A fresh default customization (its own players list), for when a product is chosen. */
export function resetCustomization(): Customization {
  return { ...DEFAULT_CUSTOMIZATION, players: [] }
}

/** The customization with its players changed, or the same object when they did not change. */
function withPlayers(customization: Customization, players: Player[]): Customization {
  return players === customization.players ? customization : { ...customization, players }
}

/** Adds a player (blank unless given) at the end; a full roster stays as it is. */
export function addPlayer(customization: Customization, player: Player = emptyPlayer()): Customization {
  return withPlayers(customization, roster.addPlayer(customization.players, player))
}

/** Merges changes into the player at a position; a position with no player changes nothing. */
export function updatePlayer(customization: Customization, index: number, patch: Partial<Player>): Customization {
  return withPlayers(customization, roster.updatePlayer(customization.players, index, patch))
}

/**
 * Removes the player at a position, the last one included: players are optional on a product, so,
 * unlike the wizard's roster, the list may become empty. A position with no player changes nothing.
 */
export function removePlayer(customization: Customization, index: number): Customization {
  return withPlayers(customization, roster.withoutPlayer(customization.players, index))
}

/** The team part of the current customization, ready to save. */
export function teamFromCustomization(customization: Customization): SavedTeam {
  const { teamName, players, primaryColor, secondaryColor, logoUrl } = customization
  return { teamName, players, primaryColor, secondaryColor, logoUrl }
}

/** Copies a saved team's name, players, colours and logo into the customization; size and notes stay. */
export function loadTeam(customization: Customization, team: SavedTeam): Customization {
  return {
    ...customization,
    teamName: team.teamName,
    players: team.players.map((player) => ({ ...player })),
    primaryColor: team.primaryColor,
    secondaryColor: team.secondaryColor,
    logoUrl: team.logoUrl,
  }
}

import { describe, expect, it } from 'vitest'
import { emptyPlayer, type Player } from '@/lib/roster/player'
import { MAX_PLAYERS } from '@/lib/roster/roster'
import {
  addPlayer,
  DEFAULT_CUSTOMIZATION,
  loadTeam,
  removePlayer,
  resetCustomization,
  teamFromCustomization,
  updatePlayer,
  type Customization,
} from './customization'
import { customizationSchema } from './customization.schema'
import type { SavedTeam } from './saved-teams'

const player = (name: string, number = ''): Player => ({ ...emptyPlayer(), name, number })
const withPlayers = (...players: Player[]): Customization => ({ ...resetCustomization(), players })

describe('default customization', () => {
  it('goes into a cart as it is: the server\'s checks take it', () => {
    expect(customizationSchema.safeParse(resetCustomization())).toMatchObject({ success: true, data: resetCustomization() })
  })

  it('carries nothing of a team for the shopper to undo: no team name, players, notes or logo', () => {
    expect(resetCustomization()).toMatchObject({ teamName: '', players: [], notes: '', logoUrl: null })
  })

  it('writes its colours in capitals, as the back office compares a line\'s colours with them to tell a choice from the default', () => {
    const { primaryColor, secondaryColor } = resetCustomization()
    for (const color of [primaryColor, secondaryColor]) expect(color).toMatch(/^#[0-9A-F]{6}$/)
  })

  it('gives a fresh players list each time, so the defaults cannot be edited by accident', () => {
    const first = resetCustomization()
    first.players.push(player('Lavoie'))
    expect(resetCustomization().players).toEqual([])
    expect(Object.isFrozen(DEFAULT_CUSTOMIZATION)).toBe(true)
  })
})

describe('roster editing', () => {
  it('adds a blank player, or the one given, at the end', () => {
    const one = addPlayer(resetCustomization())
    expect(one.players).toEqual([emptyPlayer()])
    expect(addPlayer(one, player('Lavoie', '9')).players).toEqual([emptyPlayer(), player('Lavoie', '9')])
  })

  it('does not add past the roster limit', () => {
    const full = withPlayers(...Array.from({ length: MAX_PLAYERS }, emptyPlayer))
    expect(addPlayer(full)).toBe(full)
  })

  it('updates the player at a position, merging the changes', () => {
    const before = withPlayers(player('A', '1'), player('B', '2'))
    const after = updatePlayer(before, 1, { number: '22', captainPatch: 'A' })
    expect(after.players).toEqual([player('A', '1'), { ...player('B', '22'), captainPatch: 'A' }])
    expect(before.players[1]).toEqual(player('B', '2'))
  })

  it('removes the player at a position', () => {
    const before = withPlayers(player('A'), player('B'), player('C'))
    expect(removePlayer(before, 1).players).toEqual([player('A'), player('C')])
    expect(before.players).toHaveLength(3)
  })

  it('may remove the last player: players are optional on a product', () => {
    expect(removePlayer(withPlayers(player('A')), 0).players).toEqual([])
  })

  it.each([-1, 3, 1.5])('leaves the roster alone for position %s', (index) => {
    const before = withPlayers(player('A'), player('B'), player('C'))
    expect(updatePlayer(before, index, { name: 'Z' })).toBe(before)
    expect(removePlayer(before, index)).toBe(before)
  })
})

describe('loadTeam and teamFromCustomization', () => {
  const hawks: SavedTeam = {
    teamName: 'Harbour Hawks',
    players: [player('Morrison', '17')],
    primaryColor: '#111111',
    secondaryColor: '#00A0DF',
    logoUrl: 'https://cdn.example.com/hawks.png',
  }

  it('copies name, players, colours and logo, and keeps size and notes', () => {
    const current = { ...resetCustomization(), size: 'XL', notes: 'rush' }
    const loaded = loadTeam(current, hawks)
    expect(loaded).toEqual({ size: 'XL', notes: 'rush', ...hawks })
    expect(loaded.players[0]).not.toBe(hawks.players[0])
  })

  it('saves back the team part of a customization', () => {
    expect(teamFromCustomization(loadTeam(resetCustomization(), hawks))).toEqual(hawks)
  })
})

import { describe, expect, it } from 'vitest'
import { emptyPlayer, type Player } from './player'
import {
  addPlayer,
  canContinueRoster,
  duplicateNumbers,
  hasPlayerData,
  isDuplicateNumber,
  MAX_PLAYERS,
  removePlayer,
  rosterCountLabel,
  updatePlayer,
  withFirstPlayer,
  withoutPlayer,
} from './roster'

const player = (name: string, number = ''): Player => ({ ...emptyPlayer(), name, number })

describe('withFirstPlayer', () => {
  it('gives an empty roster a first blank player', () => {
    expect(withFirstPlayer([])).toEqual([emptyPlayer()])
  })

  it('leaves a roster with players as it is', () => {
    const players = [player('Lavoie', '9')]
    expect(withFirstPlayer(players)).toBe(players)
  })
})

describe('addPlayer', () => {
  it('adds a blank player, or the one given, at the end', () => {
    const one = addPlayer([])
    expect(one).toEqual([emptyPlayer()])
    expect(addPlayer(one, player('Lavoie', '9'))).toEqual([emptyPlayer(), player('Lavoie', '9')])
  })

  it(`holds at most ${MAX_PLAYERS} players`, () => {
    expect(MAX_PLAYERS).toBe(100)
    const full = Array.from({ length: MAX_PLAYERS }, emptyPlayer)
    expect(addPlayer(full)).toBe(full)
    expect(addPlayer(full.slice(1))).toHaveLength(MAX_PLAYERS)
  })
})

describe('updatePlayer', () => {
  it('merges changes into the player at a position, leaving the others and the original alone', () => {
    const before = [player('A', '1'), player('B', '2')]
    expect(updatePlayer(before, 1, { number: '22', captainPatch: 'A' })).toEqual([player('A', '1'), { ...player('B', '22'), captainPatch: 'A' }])
    expect(before[1]).toEqual(player('B', '2'))
  })

  it.each([-1, 2, 1.5])('changes nothing at position %s', (index) => {
    const before = [player('A'), player('B')]
    expect(updatePlayer(before, index, { name: 'Z' })).toBe(before)
  })
})

describe('removePlayer and withoutPlayer', () => {
  it('remove the player at a position', () => {
    const before = [player('A'), player('B'), player('C')]
    expect(removePlayer(before, 1)).toEqual([player('A'), player('C')])
    expect(withoutPlayer(before, 1)).toEqual([player('A'), player('C')])
    expect(before).toHaveLength(3)
  })

  it('removePlayer never leaves the wizard\'s roster empty; withoutPlayer may', () => {
    expect(removePlayer([player('A', '1')], 0)).toEqual([emptyPlayer()])
    expect(withoutPlayer([player('A', '1')], 0)).toEqual([])
  })

  it.each([-1, 3, 1.5])('change nothing at position %s', (index) => {
    const before = [player('A'), player('B'), player('C')]
    expect(removePlayer(before, index)).toBe(before)
    expect(withoutPlayer(before, index)).toBe(before)
  })
})

describe('duplicateNumbers and isDuplicateNumber', () => {
  it('list each number worn more than once, in roster order, comparing trimmed numbers', () => {
    const players = [player('A', '9'), player('B', ' 17'), player('C', '9 '), player('D', '17'), player('E', '17'), player('F', '4')]
    expect(duplicateNumbers(players)).toEqual(['9', '17'])
  })

  it('ignore blank numbers', () => {
    expect(duplicateNumbers([player('A'), player('B', '  '), player('C', '')])).toEqual([])
  })

  it('tell "07" from "7": they are printed differently', () => {
    expect(duplicateNumbers([player('A', '07'), player('B', '7')])).toEqual([])
  })

  it('highlight the players wearing a duplicate number, never a blank one', () => {
    const duplicates = ['9']
    expect(isDuplicateNumber(player('A', ' 9 '), duplicates)).toBe(true)
    expect(isDuplicateNumber(player('B', '17'), duplicates)).toBe(false)
    expect(isDuplicateNumber(player('C', ' '), ['', ...duplicates])).toBe(false)
  })
})

describe('canContinueRoster and hasPlayerData', () => {
  it('a player counts once it has a name or a number', () => {
    expect(hasPlayerData(player('Lavoie'))).toBe(true)
    expect(hasPlayerData(player('', '00'))).toBe(true)
    expect(hasPlayerData(player('  ', ' '))).toBe(false)
    expect(hasPlayerData({ ...emptyPlayer(), jerseySize: 'XL', captainPatch: 'C' })).toBe(false)
  })

  it('may not continue with no players', () => {
    expect(canContinueRoster([])).toBe(false)
  })

  it('may not continue when no player has a name or a number', () => {
    expect(canContinueRoster([emptyPlayer(), { ...emptyPlayer(), socksSize: 'M' }, player(' ', ' ')])).toBe(false)
  })

  it('may continue once one player has a name, or a number', () => {
    expect(canContinueRoster([emptyPlayer(), player('Lavoie')])).toBe(true)
    expect(canContinueRoster([player('', '9'), emptyPlayer()])).toBe(true)
  })
})

describe('rosterCountLabel', () => {
  const named = (count: number) => Array.from({ length: count }, (_, index) => player(`Player ${index + 1}`))
  it.each([
    [0, '0 players in roster'],
    [1, '1 player in roster'],
    [2, '2 players in roster'],
    [100, '100 players in roster'],
  ])('counts %i players as "%s"', (count, label) => {
    expect(rosterCountLabel(named(count))).toBe(label)
  })

  it('counts only the players the order is charged for: a blank row, or one with sizes only, is not a player', () => {
    expect(rosterCountLabel([emptyPlayer()])).toBe('0 players in roster')
    expect(rosterCountLabel([player('Lavoie'), emptyPlayer(), { ...emptyPlayer(), jerseySize: 'L' }, player('', '9')])).toBe('2 players in roster')
  })
})

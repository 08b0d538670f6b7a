import { describe, expect, it } from 'vitest'
import { describeRosterChanges, hasRosterChanges, rosterChanges } from './changes'
import type { Player } from './player'

const player = (name: string, number: string, jerseySize = 'L'): Player => ({ name, number, jerseySize, socksSize: 'L', pantShellSize: '', captainPatch: '' })

describe('rosterChanges', () => {
  it('finds nothing when the same players are listed in another order', () => {
    const changes = rosterChanges([player('Jo', '9'), player('Lee', '14')], [player('Lee', '14'), player('Jo', '9')])
    expect(hasRosterChanges(changes)).toBe(false)
    expect(describeRosterChanges(changes)).toEqual([])
  })

  it('tells an added, a removed and a changed player apart, the changed one found by their number', () => {
    const changes = rosterChanges([player('Jo', '9'), player('Park', '3')], [player('Jo', '9', 'XL'), player('Lee', '14')])
    expect(changes).toEqual({ added: [player('Lee', '14')], removed: [player('Park', '3')], changed: [{ before: player('Jo', '9'), after: player('Jo', '9', 'XL') }] })
    expect(describeRosterChanges(changes)).toEqual(['Added #14 Lee', 'Removed #3 Park', '#9 Jo: jersey L → XL'])
  })

  it('finds a player with no number by their nameplate, and says which field moved to or from nothing', () => {
    const changes = rosterChanges([player('Jo', '')], [{ ...player('Jo', ''), captainPatch: 'C', socksSize: '' }])
    expect(describeRosterChanges(changes)).toEqual(['Jo: socks L → none, patch none → C'])
  })

  it('counts two players alike as two: one of them removed is a removal', () => {
    const twin = player('', '', 'M')
    expect(describeRosterChanges(rosterChanges([twin, twin], [twin]))).toEqual(['Removed a player with no name or number'])
  })

  it('finds a player by their nameplate when their number changed, and a new nameplate by the number', () => {
    expect(describeRosterChanges(rosterChanges([player('Jo', '9')], [player('Jo', '10')]))).toEqual(['#9 Jo: number 9 → 10'])
    expect(describeRosterChanges(rosterChanges([player('Jo', '9')], [player('Joe', '9')]))).toEqual(['#9 Jo: nameplate Jo → Joe'])
  })
})

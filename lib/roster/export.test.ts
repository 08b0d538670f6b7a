import { describe, expect, it } from 'vitest'
import { rosterFromCsvText } from './import'
import { rosterByNumber, rosterCsv, sizeTallies } from './export'
import type { Player } from './player'

const player = (name: string, number: string, jerseySize: string, socksSize: string, pantShellSize: string, captainPatch: Player['captainPatch'] = ''): Player => ({
  name,
  number,
  jerseySize,
  socksSize,
  pantShellSize,
  captainPatch,
})

const roster = [
  player('Morrison, "Mo"', '17', 'XL', 'L', 'XL', 'C'),
  player('Lavoie', '09', 'M', 'M', 'M'),
  player('Côté', '31', 'M', 'YL', '', 'A'),
  player('=HYPERLINK("http://evil")', '2', 'YS', 'YS', 'YS'),
]

describe('rosterCsv', () => {
  it('writes the template’s columns, quoting what needs it and keeping numbers such as 09', () => {
    const csv = rosterCsv(roster)
    expect(csv.split('\r\n')[0]).toBe('Name,Number,Jersey Size,Socks Size,Pant Shell Size,Captain Patch')
    expect(csv).toContain('"Morrison, ""Mo""",17,XL,L,XL,C\r\n')
    expect(csv).toContain('Lavoie,09,M,M,M,\r\n')
  })

  it('writes a formula as text, so a spreadsheet never runs it', () => {
    expect(rosterCsv(roster)).toContain(`"'=HYPERLINK(""http://evil"")",2,YS,YS,YS,`)
  })

  it('reads back as the same roster through the wizard’s import', () => {
    const imported = rosterFromCsvText(rosterCsv(roster.slice(0, 3)))
    expect(imported.ok && imported.players).toEqual(roster.slice(0, 3))
  })
})

describe('sizeTallies', () => {
  it('counts each garment’s sizes in chart order, and the captain patches, leaving out what nobody chose', () => {
    expect(sizeTallies(roster)).toEqual([
      { garment: 'Jerseys', counts: [{ size: 'YS', count: 1 }, { size: 'M', count: 2 }, { size: 'XL', count: 1 }], total: 4 },
      { garment: 'Socks', counts: [{ size: 'YS', count: 1 }, { size: 'YL', count: 1 }, { size: 'M', count: 1 }, { size: 'L', count: 1 }], total: 4 },
      { garment: 'Pant shells', counts: [{ size: 'YS', count: 1 }, { size: 'M', count: 1 }, { size: 'XL', count: 1 }], total: 3 },
      { garment: 'Captain patches', counts: [{ size: 'C', count: 1 }, { size: 'A', count: 1 }], total: 2 },
    ])
  })

  it('is empty for a roster with no sizes', () => {
    expect(sizeTallies([player('Jo', '1', '', '', '')])).toEqual([])
  })
})

describe('rosterByNumber', () => {
  it('sorts by the number’s value, then as written and by name, with the players who have none last', () => {
    const players = [player('Zed', '', 'M', '', ''), player('Ten', '10', 'M', '', ''), player('Nine', '9', 'M', '', ''), player('Oh-nine', '09', 'M', '', ''), player('Abe', '', 'L', '', ''), player('Double', '00', 'S', '', ''), player('Zero', '0', 'S', '', '')]
    expect(rosterByNumber(players).map(({ name, number }) => `${number}:${name}`)).toEqual(['0:Zero', '00:Double', '09:Oh-nine', '9:Nine', '10:Ten', ':Abe', ':Zed'])
  })

  it('leaves the roster it was given as it was', () => {
    const players = [player('B', '2', 'M', '', ''), player('A', '1', 'M', '', '')]
    rosterByNumber(players)
    expect(players.map(({ name }) => name)).toEqual(['B', 'A'])
  })
})

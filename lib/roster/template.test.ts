import { describe, expect, it } from 'vitest'
import { readRosterFile, rosterFromCsvText } from './import'
import { emptyPlayer } from './player'
import { ROSTER_TEMPLATE_FILENAME, rosterTemplateCsv } from './template'

const examplePlayers = [
  { ...emptyPlayer(), name: 'Morrison', number: '17', jerseySize: 'XL', socksSize: 'L', pantShellSize: 'XL', captainPatch: 'C' },
  { ...emptyPlayer(), name: 'Lavoie', number: '9', jerseySize: 'M', socksSize: 'M', pantShellSize: 'M' },
]

describe('rosterTemplateCsv', () => {
  it('has the header row naming every column in order, then two example players', () => {
    expect(rosterTemplateCsv().split('\r\n')).toEqual([
      'Name,Number,Jersey Size,Socks Size,Pant Shell Size,Captain Patch',
      'Morrison,17,XL,L,XL,C',
      'Lavoie,9,M,M,M,',
      '',
    ])
  })

  it('imports back to its two players, with nothing to note', async () => {
    expect(rosterFromCsvText(rosterTemplateCsv())).toEqual({ ok: true, players: examplePlayers, notes: [] })
    const downloaded = new File([rosterTemplateCsv()], ROSTER_TEMPLATE_FILENAME, { type: 'text/csv' })
    expect(await readRosterFile(downloaded)).toEqual({ ok: true, players: examplePlayers, notes: [] })
  })

  it('is named as a CSV file, which the roster import accepts', () => {
    expect(ROSTER_TEMPLATE_FILENAME).toMatch(/\.csv$/)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { emptyPlayer, type Player } from './player'
import { playerSchema } from './player.schema'
import { playersFromPastedText } from './paste'

const player = (name: string, number: string, sizes: Partial<Player> = {}): Player => ({ ...emptyPlayer(), name, number, ...sizes })

describe('playersFromPastedText', () => {
  it.each(['Morrison', 'Morrison\r\n', '07\n', 'Smith, Jr.', ''])('leaves a single cell (%j) to paste into its input as usual', (text) => {
    expect(playersFromPastedText(text)).toBeNull()
  })

  it('fills players from tab-separated rows, in the roster file\'s column order, with its clean-up', () => {
    const pasted = 'Morrison\t17\txxl\tL\tXL\tCaptain\r\nLavoie\t07\tYouth M\tYM\tYM\t\r\n'
    expect(playersFromPastedText(pasted)).toEqual({
      ok: true,
      players: [player('Morrison', '17', { jerseySize: '2XL', socksSize: 'L', pantShellSize: 'XL', captainPatch: 'C' }), player('Lavoie', '07', { jerseySize: 'YM', socksSize: 'YM', pantShellSize: 'YM' })],
      notes: [],
    })
  })

  it('reads one row of cells too', () => {
    expect(playersFromPastedText('Morrison\t17')).toEqual({ ok: true, players: [player('Morrison', '17')], notes: [] })
  })

  it('skips a header row that mentions a name, and blank rows', () => {
    const pasted = 'Player Name\tNumber\n\nMorrison\t17\n\t\t\nLavoie\t9'
    expect(playersFromPastedText(pasted)).toEqual({ ok: true, players: [player('Morrison', '17'), player('Lavoie', '9')], notes: [] })
  })

  it('keeps commas and semicolons inside cells: only tabs separate pasted cells', () => {
    expect(playersFromPastedText('Smith, Jr.\t12\nDupont; fils\t4')).toEqual({ ok: true, players: [player('Smith, Jr.', '12'), player('Dupont; fils', '4')], notes: [] })
  })

  it('reads a cell holding a line break, which spreadsheets copy in quotes', () => {
    expect(playersFromPastedText('"Van\nDyke"\t5\nLavoie\t9')).toEqual({ ok: true, players: [player('Van Dyke', '5'), player('Lavoie', '9')], notes: [] })
  })

  it('says what was dropped, and refuses rows without a second column', () => {
    expect(playersFromPastedText('Morrison\t17\tXS')).toEqual({
      ok: true,
      players: [player('Morrison', '17')],
      notes: ['These sizes are not on our size lists, so they were left blank: jersey size "XS" in row 1.'],
    })
    expect(playersFromPastedText('Morrison\nLavoie')).toEqual({ ok: false, error: 'The pasted text has only one column: each row needs at least a name and a number.' })
  })

  it('refuses more than 100 players', () => {
    const pasted = Array.from({ length: 101 }, (_, i) => `Player ${i}\t${i}`).join('\n')
    expect(playersFromPastedText(pasted)).toEqual({ ok: false, error: 'The pasted text has 101 players, but a roster holds at most 100. Please remove some rows and try again.' })
  })

  it('never throws on any text, and every player it gives passes playerSchema unchanged', () => {
    const pasteish = fc.array(fc.array(fc.string(), { maxLength: 8 }).map((cells) => cells.join('\t')), { maxLength: 20 }).map((rows) => rows.join('\r\n'))
    fc.assert(
      fc.property(fc.oneof(fc.string(), pasteish), (text) => {
        const result = playersFromPastedText(text)
        if (result?.ok) for (const read of result.players) expect(playerSchema.parse(read)).toEqual(read)
        if (result?.ok === false) expect(result.error).toMatch(/\.$/)
      }),
      { numRuns: 500 },
    )
  })
})

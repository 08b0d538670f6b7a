import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { xlsxWorkbook } from './fixtures/xlsx'
import { readRosterFile, rosterFromCsvText, rosterFromRows, type RosterImport } from './import'
import { ROSTER_FILE_ACCEPT } from './spreadsheet'
import { emptyPlayer, type Player } from './player'
import { playerSchema } from './player.schema'

const player = (name: string, number: string, sizes: Partial<Player> = {}): Player => ({ ...emptyPlayer(), name, number, ...sizes })
const players = (result: RosterImport) => (result.ok ? result.players : result.error)
const notes = (result: RosterImport) => (result.ok ? result.notes : result.error)
const file = (content: BlobPart, name: string) => new File([content], name)

const HEADER = 'Name,Number,Jersey Size,Socks Size,Pant Shell Size,Captain Patch'

describe('rosterFromCsvText', () => {
  it('reads every column in order: name, number, jersey, socks and pant shell size, patch', () => {
    const result = rosterFromCsvText(`${HEADER}\nMorrison,17,XL,L,2XL,C\nLavoie,9,M,M,M,\n`)
    expect(result).toEqual({
      ok: true,
      players: [player('Morrison', '17', { jerseySize: 'XL', socksSize: 'L', pantShellSize: '2XL', captainPatch: 'C' }), player('Lavoie', '9', { jerseySize: 'M', socksSize: 'M', pantShellSize: 'M' })],
      notes: [],
    })
  })

  it('needs only a name and a number: missing columns stay blank', () => {
    expect(players(rosterFromCsvText('Morrison,17'))).toEqual([player('Morrison', '17')])
  })

  it('reads a first row mentioning a name as the header, in any case', () => {
    for (const header of ['name,number', 'Name,#', 'PLAYER NAME;NO.', 'Nameplate,Number']) {
      expect(players(rosterFromCsvText(`${header}\nMorrison,17`))).toEqual([player('Morrison', '17')])
    }
  })

  it('reads a first row without "name" as a player', () => {
    expect(players(rosterFromCsvText('Morrison,17\nLavoie,9'))).toEqual([player('Morrison', '17'), player('Lavoie', '9')])
  })

  it('reads a first player whose name contains "name" as a player, as it has a number', () => {
    expect(players(rosterFromCsvText('Kaname,9\nLavoie,10'))).toEqual([player('Kaname', '9'), player('Lavoie', '10')])
  })

  it('keeps quoted fields whole: commas, quotes and line breaks inside them', () => {
    const result = rosterFromCsvText('"Smith, Jr.",12\n"O""Brien",4\n"Van\nDyke",5')
    expect(players(result)).toEqual([player('Smith, Jr.', '12'), player('O"Brien', '4'), player('Van Dyke', '5')])
  })

  it('ignores a UTF-8 byte order mark, so the header is still a header', () => {
    expect(players(rosterFromCsvText(`\uFEFF${HEADER}\nMüller,8,L`))).toEqual([player('Müller', '8', { jerseySize: 'L' })])
  })

  it('reads Windows line ends', () => {
    expect(players(rosterFromCsvText(`${HEADER}\r\nMorrison,17,XL\r\nLavoie,9,M\r\n`))).toEqual([player('Morrison', '17', { jerseySize: 'XL' }), player('Lavoie', '9', { jerseySize: 'M' })])
  })

  it('reads semicolon-separated files from European spreadsheets, commas in names included', () => {
    const result = rosterFromCsvText('Name;Nummer;Trikot\r\nSmith, Jr.;07;L\r\nDupont, fils;11;M\r\nMüller;8;S')
    expect(players(result)).toEqual([player('Smith, Jr.', '07', { jerseySize: 'L' }), player('Dupont, fils', '11', { jerseySize: 'M' }), player('Müller', '8', { jerseySize: 'S' })])
  })

  it('reads tab-separated files', () => {
    expect(players(rosterFromCsvText('Name\tNumber\tJersey\nSmith, Jr.\t07\tL\nLavoie\t9\tM'))).toEqual([player('Smith, Jr.', '07', { jerseySize: 'L' }), player('Lavoie', '9', { jerseySize: 'M' })])
  })

  it('keeps leading zeros in numbers', () => {
    expect(players(rosterFromCsvText('Morrison,07\nLavoie,00\nTremblay,0'))).toEqual([player('Morrison', '07'), player('Lavoie', '00'), player('Tremblay', '0')])
  })

  it('skips blank lines, including rows of empty cells, wherever they are', () => {
    const result = rosterFromCsvText(`\n\n${HEADER}\n\nMorrison,17\n  \n,,,,,\nLavoie,9\n\n`)
    expect(result).toEqual({ ok: true, players: [player('Morrison', '17'), player('Lavoie', '9')], notes: [] })
  })

  it('skips rows of one column with a note naming them by their row in the spreadsheet', () => {
    const result = rosterFromCsvText(`${HEADER}\nMorrison,17\nLavoie\n\nTremblay,4`)
    expect(players(result)).toEqual([player('Morrison', '17'), player('Tremblay', '4')])
    expect(notes(result)).toEqual(['Row 3 has only one column: each row needs at least a name and a number, so it was skipped.'])
    expect(notes(rosterFromCsvText('Morrison,17\nLavoie\nTremblay\nBoucher'))).toEqual([
      'Rows 2, 3 and 4 have only one column: each row needs at least a name and a number, so they were skipped.',
    ])
  })

  it('refuses a file of one column', () => {
    expect(rosterFromCsvText('Name\nMorrison\nLavoie')).toEqual({ ok: false, error: 'This file has only one column: each row needs at least a name and a number.' })
  })

  it('refuses a file without players', () => {
    for (const text of ['', '\n\n', HEADER, `${HEADER}\n,,\n`]) {
      expect(rosterFromCsvText(text)).toEqual({ ok: false, error: 'This file has no players in it.' })
    }
  })

  it(`refuses more than 100 players at once, even a file of 1 000 rows`, () => {
    const rows = Array.from({ length: 1000 }, (_, i) => `Player ${i},${i % 1000},XL,L,XL,`).join('\n')
    const started = performance.now()
    expect(rosterFromCsvText(`${HEADER}\n${rows}`)).toEqual({
      ok: false,
      error: 'This file has 1,000 players, but a roster holds at most 100. Please remove some rows and try again.',
    })
    expect(performance.now() - started).toBeLessThan(500)
    expect(players(rosterFromCsvText(`${HEADER}\n${rows.split('\n').slice(0, 100).join('\n')}`))).toHaveLength(100)
  })

  it('refuses a quotation mark that is never closed, which would swallow the rows after it', () => {
    expect(rosterFromCsvText('Morrison,17\n"Lavoie,9\nTremblay,4')).toEqual({
      ok: false,
      error: 'Row 2 has a quotation mark (") that is never closed, so the rows after it cannot be read. Please fix that row and try again.',
    })
  })
})

describe('rosterFromRows: cleaning up values', () => {
  it('trims cells and joins the spaces in names', () => {
    expect(players(rosterFromRows([['  Van   Dyke ', ' 5 ', ' m ']]))).toEqual([player('Van Dyke', '5', { jerseySize: 'M' })])
  })

  it.each([
    ['xl', 'XL'],
    ['XXL', '2XL'],
    ['xxxl', '3XL'],
    ['XXXXXL', '5XL'],
    ['2X', '2XL'],
    ['Youth M', 'YM'],
    ['youth small', 'YS'],
    ['Y-XL', 'YXL'],
    ['Large', 'L'],
    ['X-Large', 'XL'],
    ['Extra Large', 'XL'],
    ['Adult Medium', 'M'],
    ['Lg', 'L'],
    ['Med', 'M'],
  ])('reads the jersey size %s as %s', (written, size) => {
    expect(rosterFromRows([['Morrison', '17', written]])).toEqual({ ok: true, players: [player('Morrison', '17', { jerseySize: size })], notes: [] })
  })

  it('leaves a size blank when that garment does not come in it, and says so', () => {
    const result = rosterFromRows([
      ['Morrison', '17', 'XS', 'YXL', '4XL'],
      ['Lavoie', '9', 'XS', 'M', 'M'],
    ])
    expect(players(result)).toEqual([player('Morrison', '17'), player('Lavoie', '9', { socksSize: 'M', pantShellSize: 'M' })])
    expect(notes(result)).toEqual([
      'These sizes are not on our size lists, so they were left blank: jersey size "XS" in rows 1 and 2, socks size "YXL" in row 1, pant shell size "4XL" in row 1.',
    ])
  })

  it.each([
    ['C', 'C'],
    ['c', 'C'],
    ['Captain', 'C'],
    ['captain (c)', 'C'],
    ['A', 'A'],
    ['assistant', 'A'],
    ['Alternate', 'A'],
    ['', ''],
    ['None', ''],
  ] as const)('reads the patch %s as %s', (written, patch) => {
    expect(rosterFromRows([['Morrison', '17', '', '', '', written]])).toEqual({ ok: true, players: [player('Morrison', '17', { captainPatch: patch })], notes: [] })
  })

  it('leaves any other patch blank, and says so', () => {
    expect(notes(rosterFromRows([['Morrison', '17', '', '', '', 'K']]))).toEqual(['Patches can only be C or A, so these were left blank: "K" in row 1.'])
  })

  it('shortens nameplates longer than 40 characters, and says so', () => {
    const long = `${'Abcdefghij'.repeat(3)}Klmnopqrs Tuvwxyz`
    const result = rosterFromRows([[long, '9']])
    expect(players(result)).toEqual([player('Abcdefghij'.repeat(3) + 'Klmnopqrs', '9')])
    expect(notes(result)).toEqual([`Nameplates can be at most 40 characters, so these were shortened (please check them): "${'Abcdefghij'.repeat(3)}Klmnopqrs" in row 1.`])
  })

  it('never cuts a character in two when shortening a name', () => {
    const result = rosterFromRows([[`${'x'.repeat(39)}🏒🏒`, '9']])
    expect(players(result)).toEqual([player('x'.repeat(39), '9')])
  })

  it('reads "#9" as 9, and leaves numbers that are not 1 to 3 digits blank, saying so', () => {
    const result = rosterFromRows([
      ['Morrison', '#9'],
      ['Lavoie', '1234'],
      ['Tremblay', '9A'],
      ['Boucher', '1234'],
    ])
    expect(players(result)).toEqual([player('Morrison', '9'), player('Lavoie', ''), player('Tremblay', ''), player('Boucher', '')])
    expect(notes(result)).toEqual(['Numbers must be 1 to 3 digits, so these were left blank: "1234" in rows 2 and 4, "9A" in row 3.'])
  })

  it('lists many rows briefly', () => {
    const rows = Array.from({ length: 8 }, (_, i) => [`Player ${i}`, 'abc'])
    expect(notes(rosterFromRows(rows))).toEqual(['Numbers must be 1 to 3 digits, so these were left blank: "abc" in rows 1, 2, 3, 4, 5 and 3 more.'])
  })

  it('shows long values cut short in notes', () => {
    expect(notes(rosterFromRows([['Morrison', 'x'.repeat(50)]]))).toEqual([`Numbers must be 1 to 3 digits, so these were left blank: "${'x'.repeat(20)}…" in row 1.`])
  })

  it('words its messages for pasted rows', () => {
    expect(rosterFromRows([], 'paste')).toEqual({ ok: false, error: 'The pasted text has no players in it.' })
  })
})

describe('readRosterFile', () => {
  it('reads a CSV file', async () => {
    expect(await readRosterFile(file(`${HEADER}\r\nMorrison,07,XL\r\n`, 'roster.csv'))).toEqual({ ok: true, players: [player('Morrison', '07', { jerseySize: 'XL' })], notes: [] })
  })

  it('reads tab-separated .tsv and .txt files', async () => {
    for (const name of ['roster.tsv', 'roster.TXT']) {
      expect(players(await readRosterFile(file('Name\tNumber\nSmith, Jr.\t07', name)))).toEqual([player('Smith, Jr.', '07')])
    }
  })

  it('reads a CSV with a byte order mark', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf])
    expect(players(await readRosterFile(file(new Blob([bom, `${HEADER}\nMüller,8`]), 'roster.csv')))).toEqual([player('Müller', '8')])
  })

  it('reads a CSV saved by an older European Excel (Windows-1252), accents and all', async () => {
    const latin1 = new Uint8Array(Buffer.from('Name;Number\r\nMüller;8\r\nLefebvre-Côté;07', 'latin1'))
    expect(players(await readRosterFile(file(latin1, 'roster.csv')))).toEqual([player('Müller', '8'), player('Lefebvre-Côté', '07')])
  })

  it('reads Excel\'s "Unicode text" (UTF-16, tab-separated)', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from('Name\tNumber\r\nMüller\t08\r\n', 'utf16le')])
    expect(players(await readRosterFile(file(utf16, 'roster.txt')))).toEqual([player('Müller', '08')])
  })

  it('reads an .xlsx workbook, numbers typed as numbers (7) and as text ("07") alike', async () => {
    const workbook = xlsxWorkbook([
      ['Name', 'Number', 'Jersey Size', 'Socks Size', 'Pant Shell Size', 'Captain Patch'],
      ['Smith, Jr.', 7, 'XXL', 'L', 'XL', 'Captain'],
      ['Lavoie', '07', 'm', 'M', 'M', ''],
      ['Tremblay', 0, 'L'],
    ])
    expect(await readRosterFile(file(workbook, 'Roster.XLSX'))).toEqual({
      ok: true,
      players: [
        player('Smith, Jr.', '7', { jerseySize: '2XL', socksSize: 'L', pantShellSize: 'XL', captainPatch: 'C' }),
        player('Lavoie', '07', { jerseySize: 'M', socksSize: 'M', pantShellSize: 'M' }),
        player('Tremblay', '0', { jerseySize: 'L' }),
      ],
      notes: [],
    })
  })

  it('applies the same rules to a workbook: no header without "name", at least two columns, 100 players at most', async () => {
    // A sheet's rows are as wide as the sheet, so a name without a number in a two-column sheet is a player.
    expect(players(await readRosterFile(file(xlsxWorkbook([['Morrison', 17], ['Lavoie']]), 'roster.xlsx')))).toEqual([player('Morrison', '17'), player('Lavoie', '')])
    expect(await readRosterFile(file(xlsxWorkbook([['Morrison'], ['Lavoie']]), 'roster.xlsx'))).toEqual({
      ok: false,
      error: 'This file has only one column: each row needs at least a name and a number.',
    })
    const tooMany = xlsxWorkbook(Array.from({ length: 1000 }, (_, i) => [`Player ${i}`, i % 100]))
    expect(await readRosterFile(file(tooMany, 'roster.xlsx'))).toEqual({
      ok: false,
      error: 'This file has 1,000 players, but a roster holds at most 100. Please remove some rows and try again.',
    })
  })

  it('reads a workbook by its content, whatever its name', async () => {
    expect(players(await readRosterFile(file(xlsxWorkbook([['Morrison', 17]]), 'roster.csv')))).toEqual([player('Morrison', '17')])
  })

  it('refuses a file over 1 MB before reading it', async () => {
    const big = file(`${HEADER}\n${'x'.repeat(1024 * 1024)}`, 'roster.csv')
    expect(await readRosterFile(big)).toEqual({ ok: false, error: 'This file is larger than 1 MB, far more than a roster needs. Please check that it is the roster file.' })
  })

  it('refuses a damaged workbook, or a file called .xlsx that is not one', async () => {
    const error = 'We could not read this spreadsheet. Please save it again as .xlsx or .csv and try again.'
    const damaged = xlsxWorkbook([['Morrison', 17]]).slice(0, 200)
    expect(await readRosterFile(file(damaged, 'roster.xlsx'))).toEqual({ ok: false, error })
    expect(await readRosterFile(file('Morrison,17', 'roster.xlsx'))).toEqual({ ok: false, error })
  })

  it('asks for an older .xls workbook to be saved as .xlsx or .csv', async () => {
    const error = 'This is an older Excel file (.xls). Please save it as .xlsx or .csv and try again.'
    expect(await readRosterFile(file(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'roster.xls'))).toEqual({ ok: false, error })
  })

  it('refuses other kinds of file, and binary content', async () => {
    expect(await readRosterFile(file('%PDF-1.7', 'roster.pdf'))).toEqual({
      ok: false,
      error: 'We can read rosters saved as .csv, .tsv, .txt or .xlsx files. Please save yours in one of these formats and try again.',
    })
    expect(await readRosterFile(file(new Uint8Array([0x4d, 0x6f, 0, 0, 0x2c, 0x31]), 'roster.csv'))).toEqual({
      ok: false,
      error: 'We could not read this file. Please save the roster as .csv or .xlsx and try again.',
    })
  })

  it('tells the team when the file cannot be read at all', async () => {
    const vanished = Object.assign(new Blob(['Morrison,17']), { name: 'roster.csv', arrayBuffer: () => Promise.reject(new Error('NotReadableError')) })
    expect(await readRosterFile(vanished)).toEqual({ ok: false, error: 'We could not read this file. Please save the roster as .csv or .xlsx and try again.' })
  })

  it('offers the formats it reads in the file picker', () => {
    expect(ROSTER_FILE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.csv', '.tsv', '.txt', '.xlsx', 'text/csv']))
  })
})

describe('rosterFromCsvText on any text', () => {
  // Spreadsheet-shaped text: rows of cells, sizes, numbers and quotes among them, any separator.
  const cell = fc.oneof(fc.string(), fc.constantFrom('Name', '07', '1234', 'xxl', 'Youth M', 'YXL', 'captain', 'K', '"', '"Smith, Jr."', '#9', ' '))
  const spreadsheetish = fc
    .tuple(fc.constantFrom(',', ';', '\t'), fc.constantFrom('\n', '\r\n'), fc.array(fc.array(cell, { maxLength: 8 }), { maxLength: 30 }))
    .map(([separator, lineEnd, rows]) => rows.map((cells) => cells.join(separator)).join(lineEnd))

  it('never throws, and every player it gives passes playerSchema unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), spreadsheetish), (text) => {
        const result = rosterFromCsvText(text)
        if (result.ok) {
          expect(result.players.length).toBeGreaterThan(0)
          expect(result.players.length).toBeLessThanOrEqual(100)
          for (const read of result.players) expect(playerSchema.parse(read)).toEqual(read)
        } else {
          expect(result.error).toMatch(/\.$/)
        }
      }),
      { numRuns: 500 },
    )
  })
})

// Reads a roster from a spreadsheet: a CSV or tab-separated file, an .xlsx workbook, or rows pasted
// from a spreadsheet. Every value is normalised to what playerSchema accepts, and whatever had to
// be dropped or shortened is told back in notes, so nothing changes silently.
import Papa from 'papaparse'
import { capitalise } from '@/lib/format/text'
import { CAPTAIN_PATCHES, JERSEY_SIZES, MAX_NAME_LENGTH, PANT_SHELL_SIZES, SOCKS_SIZES, type Choice, type Player } from './player'
import { MAX_PLAYERS } from './roster'
import { READER_NOT_LOADED } from './spreadsheet'

/** What an import gives: the players and notes on what was changed, or why nothing could be read. */
export type RosterImport = { ok: true; players: Player[]; notes: string[] } | { ok: false; error: string }

/** Where the rows came from, for the messages' wording. */
type RosterSource = 'file' | 'paste'

/** A roster file is a few kilobytes; anything bigger is the wrong file, refused before reading it. */
const MAX_FILE_BYTES = 1024 * 1024

const SUBJECT: Record<RosterSource, string> = { file: 'This file', paste: 'The pasted text' }

const MESSAGES = {
  tooLarge: 'This file is larger than 1 MB, far more than a roster needs. Please check that it is the roster file.',
  unsupported: 'We can read rosters saved as .csv, .tsv, .txt or .xlsx files. Please save yours in one of these formats and try again.',
  oldExcel: 'This is an older Excel file (.xls). Please save it as .xlsx or .csv and try again.',
  unreadableFile: 'We could not read this file. Please save the roster as .csv or .xlsx and try again.',
  unreadableSpreadsheet: 'We could not read this spreadsheet. Please save it again as .xlsx or .csv and try again.',
  readerNotLoaded: READER_NOT_LOADED,
}

const GARMENT_SIZES = {
  jerseySize: { label: 'jersey size', choices: JERSEY_SIZES },
  socksSize: { label: 'socks size', choices: SOCKS_SIZES },
  pantShellSize: { label: 'pant shell size', choices: PANT_SHELL_SIZES },
}

/**
 * Reads a roster from CSV text separated by commas, semicolons (European spreadsheets) or tabs,
 * found by looking unless a delimiter is given (pasted cells are always tab-separated).
 */
export function rosterFromCsvText(text: string, { delimiter, source = 'file' }: { delimiter?: string; source?: RosterSource } = {}): RosterImport {
  const csv = text.replace(/^\uFEFF/, '')
  // Blank lines are kept so rows keep their numbers in notes, but they must not sway the guess.
  const guessed = delimiter ?? Papa.parse<string[]>(csv, { preview: 10, skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t'] }).meta.delimiter
  // dynamicTyping stays off, so every cell is text and "07" keeps its zero.
  const parsed = Papa.parse<string[]>(csv, { delimiter: guessed })
  const unclosed = parsed.errors.find((error) => error.code === 'MissingQuotes')
  if (unclosed) {
    // Everything after an unclosed quote reads as one cell, so the rows cannot be trusted.
    const row = (unclosed.row ?? 0) + 1
    return { ok: false, error: `Row ${row} has a quotation mark (") that is never closed, so the rows after it cannot be read. Please fix that row and try again.` }
  }
  return rosterFromRows(parsed.data, source)
}

/**
 * Reads a roster from rows of cells in the order name, number, jersey size, socks size, pant shell
 * size, captain patch. The first row is a header if it mentions a name (and holds no number);
 * blank rows are skipped, and so are rows of one column, with a note.
 */
export function rosterFromRows(rows: string[][], source: RosterSource = 'file'): RosterImport {
  const numbered = rows.map((cells, index) => ({ row: index + 1, cells: cells.map((cell) => cell.trim()) })).filter(({ cells }) => cells.some((cell) => cell !== ''))
  const data = numbered[0] && isHeader(numbered[0].cells) ? numbered.slice(1) : numbered
  const playerRows = data.filter(({ cells }) => cells.length >= 2)
  const oneColumn = data.filter(({ cells }) => cells.length < 2).map(({ row }) => row)

  if (playerRows.length === 0) {
    const error = oneColumn.length > 0 ? 'has only one column: each row needs at least a name and a number.' : 'has no players in it.'
    return { ok: false, error: `${SUBJECT[source]} ${error}` }
  }
  // Checked before any row is read, so a file of thousands of rows is turned away at once.
  if (playerRows.length > MAX_PLAYERS) {
    return {
      ok: false,
      error: `${SUBJECT[source]} has ${playerRows.length.toLocaleString('en-US')} players, but a roster holds at most ${MAX_PLAYERS}. Please remove some rows and try again.`,
    }
  }

  const read = playerRows.map(({ row, cells }) => playerFromCells(cells, row))
  const skipped = oneColumn.length > 0 ? [oneColumnNote(oneColumn)] : []
  return { ok: true, players: read.map(({ player }) => player), notes: [...skipped, ...notesFrom(read.flatMap(({ issues }) => issues))] }
}

/** Reads a roster file chosen by the team: CSV or tab-separated text, or an .xlsx workbook. */
export async function readRosterFile(file: Blob & { name: string }): Promise<RosterImport> {
  if (file.size > MAX_FILE_BYTES) return { ok: false, error: MESSAGES.tooLarge }
  let buffer: ArrayBuffer
  try {
    buffer = await file.arrayBuffer()
  } catch {
    return { ok: false, error: MESSAGES.unreadableFile }
  }
  const bytes = new Uint8Array(buffer)
  const extension = /\.([^./]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? ''

  // An .xlsx is a zip archive, whatever the file is called.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return rosterFromXlsx(buffer)
  if (extension === 'xlsx') return { ok: false, error: MESSAGES.unreadableSpreadsheet }
  if (extension === 'xls' || startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) return { ok: false, error: MESSAGES.oldExcel }
  if (!['csv', 'tsv', 'txt', ''].includes(extension)) return { ok: false, error: MESSAGES.unsupported }

  const text = decodeText(bytes)
  return text === null ? { ok: false, error: MESSAGES.unreadableFile } : rosterFromCsvText(text)
}

async function rosterFromXlsx(buffer: ArrayBuffer): Promise<RosterImport> {
  // Loaded only when a workbook is chosen. The universal build reads an ArrayBuffer the same way in
  // the browser and in Node (the tests), without a Web Worker: plenty for a file of at most 1 MB.
  const readSheet = await import('read-excel-file/universal').then(
    (reader) => reader.readSheet,
    () => null,
  )
  if (!readSheet) return { ok: false, error: MESSAGES.readerNotLoaded }
  try {
    // Numbers are kept as the text Excel stored ("7"), never turned into floats.
    const sheet = await readSheet(buffer, { parseNumber: (text: string) => text })
    return rosterFromRows(sheet.map((row) => row.map(cellText)))
  } catch {
    return { ok: false, error: MESSAGES.unreadableSpreadsheet }
  }
}

function cellText(cell: unknown): string {
  if (typeof cell === 'string') return cell
  if (cell instanceof Date) return cell.toISOString().slice(0, 10)
  return cell == null ? '' : String(cell)
}

/**
 * Text of a file in the encodings spreadsheets save: UTF-8 (with or without a byte order mark),
 * UTF-16 ("Unicode text" from Excel) or, failing UTF-8, Windows-1252 (older European Excel
 * CSVs). Null for binary content.
 */
function decodeText(bytes: Uint8Array): string | null {
  let text: string
  if (startsWith(bytes, [0xff, 0xfe])) text = new TextDecoder('utf-16le').decode(bytes)
  else if (startsWith(bytes, [0xfe, 0xff])) text = new TextDecoder('utf-16be').decode(bytes)
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes)
    }
  }
  return text.includes('\0') ? null : text
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte)
}

/** The spec's header rule ("contains 'name'"), except when the number column holds a number: "Kaname, 9" is a player. */
function isHeader(cells: readonly string[]): boolean {
  return cells.some((cell) => /name/i.test(cell)) && !/^#?\d{1,3}$/.test(cells[1] ?? '')
}

/** Something changed while reading a row, told back in a note. */
type Issue = { kind: keyof typeof ISSUE_NOTES; value: string; row: number }

/** Each kind of change's note, in the order the notes are shown. */
const ISSUE_NOTES = {
  name: `Nameplates can be at most ${MAX_NAME_LENGTH} characters, so these were shortened (please check them)`,
  number: 'Numbers must be 1 to 3 digits, so these were left blank',
  size: 'These sizes are not on our size lists, so they were left blank',
  patch: 'Patches can only be C or A, so these were left blank',
}

/** A cell's value as the player gets it, and what changed, if anything. */
type Read<T> = { value: T; issue?: Omit<Issue, 'row'> }

function playerFromCells(cells: readonly string[], row: number): { player: Player; issues: Issue[] } {
  const [name = '', number = '', jerseySize = '', socksSize = '', pantShellSize = '', patch = ''] = cells
  const read = {
    name: nameplate(name),
    number: jerseyNumber(number),
    jerseySize: size(jerseySize, GARMENT_SIZES.jerseySize),
    socksSize: size(socksSize, GARMENT_SIZES.socksSize),
    pantShellSize: size(pantShellSize, GARMENT_SIZES.pantShellSize),
    captainPatch: captainPatch(patch),
  }
  const player: Player = {
    name: read.name.value,
    number: read.number.value,
    jerseySize: read.jerseySize.value,
    socksSize: read.socksSize.value,
    pantShellSize: read.pantShellSize.value,
    captainPatch: read.captainPatch.value,
  }
  const issues = Object.values(read).flatMap(({ issue }) => (issue ? [{ ...issue, row }] : []))
  return { player, issues }
}

function nameplate(raw: string): Read<string> {
  const name = raw.replace(/\s+/g, ' ')
  if (name.length <= MAX_NAME_LENGTH) return { value: name }
  // Cut between characters, never inside an emoji's surrogate pair.
  let cut = ''
  for (const character of name) {
    if (cut.length + character.length > MAX_NAME_LENGTH) break
    cut += character
  }
  cut = cut.trimEnd()
  return { value: cut, issue: { kind: 'name', value: `"${cut}"` } }
}

function jerseyNumber(raw: string): Read<string> {
  const number = raw.replace(/^#\s*/, '')
  return /^\d{0,3}$/.test(number) ? { value: number } : { value: '', issue: { kind: 'number', value: quoted(raw) } }
}

function size(raw: string, garment: { label: string; choices: readonly Choice[] }): Read<string> {
  const code = sizeCode(raw)
  if (code === '' || garment.choices.some((choice) => choice.value === code)) return { value: code }
  return { value: '', issue: { kind: 'size', value: `${garment.label} ${quoted(raw)}` } }
}

/** The patch codes and the ways teams write them, upper case. */
const PATCH_SPELLINGS = new Map<string, Player['captainPatch']>([
  ...CAPTAIN_PATCHES.flatMap((patch) => [[patch.value, patch.value], [patch.label.toUpperCase(), patch.value]] as const),
  ['CAPTAIN', 'C'],
  ['ASSISTANT', 'A'],
  ['ASSISTANT CAPTAIN', 'A'],
  // Hockey's usual word for the A.
  ['ALTERNATE', 'A'],
  ['ALTERNATE CAPTAIN', 'A'],
])

function captainPatch(raw: string): Read<Player['captainPatch']> {
  const patch = PATCH_SPELLINGS.get(raw.toUpperCase().replace(/\s+/g, ' '))
  return patch === undefined ? { value: '', issue: { kind: 'patch', value: quoted(raw) } } : { value: patch }
}

/** A size as its code: upper case, "Youth M" as "YM", "XXL" as "2XL", "Large" or "Lg" as "L". */
function sizeCode(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[\s._-]+/g, '')
    .replace(/^YOUTH/, 'Y')
    .replace(/^ADULT/, '')
    .replace(/EXTRALARGE$/, 'XL')
    .replace(/(SMALL|SML|SM)$/, 'S')
    .replace(/(MEDIUM|MED|MD)$/, 'M')
    .replace(/(LARGE|LRG|LG)$/, 'L')
    .replace(/^(Y?)(X{2,5})L$/, (_, youth: string, xs: string) => `${youth}${xs.length}XL`)
    .replace(/^(\d)X$/, '$1XL')
}

function oneColumnNote(rows: readonly number[]): string {
  const one = rows.length === 1
  return `${capitalise(rowList(rows))} ${one ? 'has' : 'have'} only one column: each row needs at least a name and a number, so ${one ? 'it was' : 'they were'} skipped.`
}

/** "row 4", "rows 4 and 9", "rows 4, 7 and 9", or the first five and how many more. */
function rowList(rows: readonly number[]): string {
  if (rows.length === 1) return `row ${rows[0]}`
  const shown = rows.length > 6 ? rows.slice(0, 5) : rows.slice(0, -1)
  const last = rows.length > 6 ? `${rows.length - 5} more` : String(rows.at(-1))
  return `rows ${shown.join(', ')} and ${last}`
}


/** One note per kind of change, each value listed once with its rows. */
function notesFrom(issues: readonly Issue[]): string[] {
  return Object.entries(ISSUE_NOTES).flatMap(([kind, note]) => {
    const rowsByValue = new Map<string, number[]>()
    for (const issue of issues) if (issue.kind === kind) rowsByValue.set(issue.value, [...(rowsByValue.get(issue.value) ?? []), issue.row])
    if (rowsByValue.size === 0) return []
    return [`${note}: ${[...rowsByValue].map(([value, rows]) => `${value} in ${rowList(rows)}`).join(', ')}.`]
  })
}

/** A value as the team typed it, in quotes, cut short if it is long. */
const quoted = (text: string) => `"${text.length > 20 ? `${text.slice(0, 20)}…` : text}"`

// Rows pasted from a spreadsheet into the roster's spreadsheet view: spreadsheets copy cells as
// tab-separated lines, read with the same columns, header rule and clean-up as a roster file.
import { rosterFromCsvText, type RosterImport } from './import'
import { pastedRows } from './spreadsheet'

/** The players in pasted rows, or null for a single cell, which pastes into its input as usual. */
export function playersFromPastedText(text: string): RosterImport | null {
  const rows = pastedRows(text)
  return rows === null ? null : rosterFromCsvText(rows, { delimiter: '\t', source: 'paste' })
}

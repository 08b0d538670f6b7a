// Rows pasted from a spreadsheet into the roster's spreadsheet view: spreadsheets copy cells as
// tab-separated lines, read with the same columns, header rule and clean-up as a roster file.
import { rosterFromCsvText, type RosterImport } from './import'

/** The players in pasted rows, or null for a single cell, which pastes into its input as usual. */
export function playersFromPastedText(text: string): RosterImport | null {
  // A copied cell ends with a line break, which does not make it a row.
  const pasted = text.replace(/\r?\n$/, '')
  if (!/[\t\r\n]/.test(pasted)) return null
  return rosterFromCsvText(pasted, { delimiter: '\t', source: 'paste' })
}

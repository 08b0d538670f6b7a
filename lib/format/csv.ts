import Papa from 'papaparse'

/**
 * Rows as a CSV file for a spreadsheet: a header, Windows line ends (what spreadsheets write), a
 * line end after the last row, and any value a spreadsheet would run as a formula (`=`, `+`, `-`,
 * `@`…) written with a leading quote, as text. One way for every file the shop hands out.
 */
export const toCsv = (fields: readonly string[], rows: readonly (readonly (string | number)[])[]): string =>
  Papa.unparse({ fields: [...fields], data: rows.map((row) => [...row]) }, { newline: '\r\n', escapeFormulae: true }) + '\r\n'

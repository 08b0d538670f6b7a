// What the roster step knows of spreadsheets before it loads a reader (./import, with papaparse):
// the columns, the file types, whether pasted text holds rows. The reader is loaded only when a
// file is picked or rows are pasted, so the wizard's first load carries no spreadsheet code.

/** The columns of a roster file, in order; the template's header names them. */
export const ROSTER_COLUMNS = ['Name', 'Number', 'Jersey Size', 'Socks Size', 'Pant Shell Size', 'Captain Patch'] as const

/** The file input's accept attribute: extensions for desktops, media types for phones' pickers. */
export const ROSTER_FILE_ACCEPT = [
  '.csv',
  '.tsv',
  '.txt',
  '.xlsx',
  'text/csv',
  'text/tab-separated-values',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',')

/** When a reader could not be loaded (the connection dropped). */
export const READER_NOT_LOADED = 'The spreadsheet reader could not be loaded. Please check your connection and try again.'

/** Pasted text that holds rows of cells, or null for a single cell, which pastes into its input as usual. */
export function pastedRows(text: string): string | null {
  // A copied cell ends with a line break, which does not make it a row.
  const pasted = text.replace(/\r?\n$/, '')
  return /[\t\r\n]/.test(pasted) ? pasted : null
}

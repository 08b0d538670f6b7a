// The roster template teams download, fill in and import back: the header row and two examples.
import { ROSTER_COLUMNS } from './spreadsheet'

export const ROSTER_TEMPLATE_FILENAME = 'roster-template.csv'

const EXAMPLE_PLAYERS = [
  ['Morrison', '17', 'XL', 'L', 'XL', 'C'],
  ['Lavoie', '9', 'M', 'M', 'M', ''],
]

/** The template as CSV text, with Windows line ends as spreadsheets write them. */
export function rosterTemplateCsv(): string {
  return [ROSTER_COLUMNS, ...EXAMPLE_PLAYERS].map((row) => row.join(',')).join('\r\n') + '\r\n'
}

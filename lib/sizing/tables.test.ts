import { describe, expect, it } from 'vitest'
import { formatMeasurement, shownTables, type SizingTable } from './tables'

describe('formatMeasurement', () => {
  it('writes a number, a range, "up to" and "and up" as a customer reads them', () => {
    expect(formatMeasurement({ from: 9.5 }, 'in')).toBe('9.5')
    expect(formatMeasurement({ from: 6.25, to: null }, 'in')).toBe('6.25')
    expect(formatMeasurement({ from: 20, to: 24 }, 'in')).toBe('20–24')
    expect(formatMeasurement({ to: 12 }, 'years')).toBe('up to 12')
    expect(formatMeasurement({ from: 16, andUp: true }, 'years')).toBe('16 and up')
  })

  it('writes a height stored in inches as feet and inches', () => {
    expect(formatMeasurement({ from: 46, to: 51 }, 'height')).toBe('3′10″–4′3″')
    expect(formatMeasurement({ from: 72 }, 'height')).toBe('6′0″')
  })

  it('shows a dash for a cell the chart leaves empty', () => {
    expect(formatMeasurement({}, 'lb')).toBe('—')
    expect(formatMeasurement({ from: null, to: null, andUp: true }, 'lb')).toBe('—')
  })
})

const range = (from: number | null, to: number | null = null, andUp: boolean | null = null) => ({ _key: `${from}-${to}`, from, to, andUp })

const bags: SizingTable = {
  _key: 'bags',
  kind: 'chart',
  title: 'Bag Dimensions',
  note: null,
  rowHeading: 'Bag',
  noteHeading: 'Best For',
  measures: [
    { _key: 'l', name: 'Length', letter: 'A', unit: 'in' },
    { _key: 'w', name: 'Weight', letter: null, unit: 'lb' },
    { _key: 'h', name: 'Height', letter: null, unit: 'height' },
  ],
  sizes: [
    { _key: 'coach', label: 'Coach', note: 'Clipboards', values: [range(21), range(3, 4), range(60, 66)] },
    { _key: 'mite', label: 'Mite', note: null, values: [range(25)] },
  ],
}

describe('shownTables', () => {
  it('lays a chart out with its row heading, a column per measurement with its letter and unit, and the note column', () => {
    const [table] = shownTables([bags])
    expect(table?.columns.map((column) => [column.name, column.unit])).toEqual([
      ['Bag', null],
      ['Length (A)', 'in'],
      ['Weight', 'lb'],
      ['Height', null],
      ['Best For', null],
    ])
    expect(table?.rows).toEqual([
      { key: 'coach', heading: 'Coach', cells: ['21', '3–4', '5′0″–5′6″', 'Clipboards'] },
      // A size with fewer values than measurements shows dashes, not a short row.
      { key: 'mite', heading: 'Mite', cells: ['25', '—', '—', ''] },
    ])
  })

  it('keeps a text table as typed, its first cell heading the row', () => {
    const [table] = shownTables([
      { _key: 'pro', kind: 'text', title: 'Pro Construction', note: 'Stitched', columns: ['Feature', 'Specification'], rows: [{ _key: 'r', cells: ['Elbows', 'Double layer'] }] },
    ])
    expect(table).toMatchObject({ title: 'Pro Construction', note: 'Stitched', rows: [{ heading: 'Elbows', cells: ['Double layer'] }] })
    expect(table?.columns.map((column) => column.name)).toEqual(['Feature', 'Specification'])
  })

  it('leaves out a chart reference that resolves to nothing, in the order given', () => {
    expect(shownTables([{ _key: 'gone' }, bags]).map((table) => table.key)).toEqual(['bags'])
  })
})

/**
 * How a garment's size tables read on the page: a size chart's numbers written in their units,
 * and a text table as typed, both laid out as one kind of table (a heading per row, then cells).
 */
import type { ProductBySlugQueryResult } from '@/lib/content/sanity.types'

export type SizingTable = NonNullable<NonNullable<ProductBySlugQueryResult>['sizing']>['tables'][number]
type Chart = Extract<SizingTable, { kind: 'chart' }>
export type MeasureUnit = Chart['measures'][number]['unit']
export type MeasuredValue = Partial<Pick<Chart['sizes'][number]['values'][number], 'from' | 'to' | 'andUp'>>

export type ShownTable = {
  key: string
  title: string
  note: string | null
  /** The first column heads the rows (size, bag, feature); `unit` is shown beside a column's name. */
  columns: { key: string; name: string; unit: string | null }[]
  rows: { key: string; heading: string; cells: string[] }[]
}

/** The unit written in a column heading; ages and heights say theirs in each cell. */
const UNIT_IN_HEADING: Record<MeasureUnit, string | null> = { in: 'in', lb: 'lb', years: null, height: null }

const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

function number(value: number, unit: MeasureUnit): string {
  if (unit !== 'height') return decimal.format(value)
  const feet = Math.floor(value / 12)
  return `${feet}′${decimal.format(value - feet * 12)}″`
}

/** One cell: "19", "20–22", "up to 12", "16 and up", or a dash where the chart has no value. */
export function formatMeasurement(value: MeasuredValue, unit: MeasureUnit): string {
  const { from, to, andUp } = value
  if (from == null) return to == null ? '—' : `up to ${number(to, unit)}`
  if (to == null) return andUp ? `${number(from, unit)} and up` : number(from, unit)
  return `${number(from, unit)}–${number(to, unit)}`
}

function chartTable(key: string, chart: Chart): ShownTable {
  const measures = chart.measures.map((measure) => ({
    key: measure._key,
    name: measure.letter ? `${measure.name} (${measure.letter})` : measure.name,
    unit: UNIT_IN_HEADING[measure.unit],
  }))
  return {
    key,
    title: chart.title,
    note: chart.note,
    columns: [
      { key: 'heading', name: chart.rowHeading, unit: null },
      ...measures,
      ...(chart.noteHeading ? [{ key: 'note', name: chart.noteHeading, unit: null }] : []),
    ],
    rows: chart.sizes.map((size) => ({
      key: size._key,
      heading: size.label,
      cells: [
        ...chart.measures.map((measure, index) => formatMeasurement(size.values[index] ?? {}, measure.unit)),
        ...(chart.noteHeading ? [size.note ?? ''] : []),
      ],
    })),
  }
}

/**
 * The tables to show, in the content's order. A chart reference that resolves to nothing (a chart
 * unpublished while a tab still points to it) is left out rather than drawn empty.
 */
export function shownTables(tables: readonly (SizingTable | { _key: string })[]): ShownTable[] {
  return tables.flatMap((table): ShownTable[] => {
    if (!('kind' in table)) return []
    if (table.kind === 'chart') return [chartTable(table._key, table)]
    return [
      {
        key: table._key,
        title: table.title,
        note: table.note,
        columns: table.columns.map((name, index) => ({ key: String(index), name, unit: null })),
        rows: table.rows.map((row) => ({ key: row._key, heading: row.cells[0] ?? '', cells: row.cells.slice(1) })),
      },
    ]
  })
}

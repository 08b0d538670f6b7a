/** Rules for the sizing block of a product page: sizes split into youth, adult and special by their label. */

export type Measurement = { _key: string; sizeLabel: string; details: string[] }
export type SizeGroups = { youth: Measurement[]; adult: Measurement[]; special: Measurement[] }
export type MeasurementTable = { columns: string[]; rows: { key: string; size: string; cells: string[] }[] }

/** A row is youth or adult when its label says so; anything else is a special size. */
export function groupMeasurements(measurements: Measurement[]): SizeGroups {
  const groups: SizeGroups = { youth: [], adult: [], special: [] }
  for (const measurement of measurements) {
    if (/\byouth\b/i.test(measurement.sizeLabel)) groups.youth.push(measurement)
    else if (/\badult\b/i.test(measurement.sizeLabel)) groups.adult.push(measurement)
    else groups.special.push(measurement)
  }
  return groups
}

/** Splits "Length: 28 in" into its label and value; a line without a colon is all value. */
export function parseDetail(detail: string): { label: string; value: string } {
  const colon = detail.indexOf(':')
  return colon < 0
    ? { label: '', value: detail.trim() }
    : { label: detail.slice(0, colon).trim(), value: detail.slice(colon + 1).trim() }
}

/** Lays rows out as a table: one column per measurement label, in first-seen order. */
export function toTable(measurements: Measurement[]): MeasurementTable {
  const columns: string[] = []
  const parsed = measurements.map((measurement) => {
    const values = new Map<string, string>()
    for (const { label, value } of measurement.details.map(parseDetail)) {
      if (!columns.includes(label)) columns.push(label)
      values.set(label, value)
    }
    return { measurement, values }
  })
  return {
    columns,
    rows: parsed.map(({ measurement, values }) => ({
      key: measurement._key,
      size: measurement.sizeLabel,
      cells: columns.map((column) => values.get(column) ?? '—'),
    })),
  }
}

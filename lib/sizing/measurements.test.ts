import { describe, expect, it } from 'vitest'
import { groupMeasurements, parseDetail, toTable } from './measurements'

const row = (sizeLabel: string, ...details: string[]) => ({ _key: sizeLabel, sizeLabel, details })

describe('groupMeasurements', () => {
  it('splits rows by the words Youth and Adult in their labels, case-insensitively', () => {
    const groups = groupMeasurements([
      row('Youth (up to age 12)', 'Length: 20-24'),
      row('Intermediate (ages 12-16)', 'Length: 24-28'),
      row('ADULT 16+', 'Length: 28-32'),
      row('Goalie Cut', 'Width: +2-4'),
    ])
    expect(groups.youth.map((r) => r.sizeLabel)).toEqual(['Youth (up to age 12)'])
    expect(groups.adult.map((r) => r.sizeLabel)).toEqual(['ADULT 16+'])
    expect(groups.special.map((r) => r.sizeLabel)).toEqual(['Intermediate (ages 12-16)', 'Goalie Cut'])
  })

  it('does not mistake a word that merely contains "adult" for an adult size', () => {
    expect(groupMeasurements([row('Adulthood special', 'A: 1')]).special).toHaveLength(1)
  })
})

describe('parseDetail', () => {
  it('splits on the first colon only', () => {
    expect(parseDetail('Time: 10:30')).toEqual({ label: 'Time', value: '10:30' })
  })
  it('keeps a line without a label as a value', () => {
    expect(parseDetail('One size')).toEqual({ label: '', value: 'One size' })
  })
})

describe('toTable', () => {
  it('makes one column per label and fills gaps with a dash', () => {
    const table = toTable([row('Adult S', 'Length: 28', 'Width: 22'), row('Adult M', 'Length: 29', 'Sleeve: 12')])
    expect(table.columns).toEqual(['Length', 'Width', 'Sleeve'])
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['28', '22', '—'],
      ['29', '—', '12'],
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { byMoment, formatCalendarDate, formatDayOf, formatMoment, SHOP_TIME_ZONE } from './dates'

describe('dates', () => {
  it('are read in the shop\'s zone, Toronto unless configured', () => {
    expect(SHOP_TIME_ZONE).toBe('America/Toronto')
  })

  it('write a moment in the shop\'s time zone and name the zone, so a late-evening order keeps its day', () => {
    expect(formatMoment('2026-11-29T01:30:00Z')).toBe('Nov 28, 2026, 8:30 PM EST')
    expect(formatMoment('2026-07-01T16:05:00Z')).toBe('Jul 1, 2026, 12:05 PM EDT')
    expect(formatDayOf('2026-11-29T01:30:00Z')).toBe('Nov 28, 2026')
  })

  it('write a calendar date as the day typed, whatever the zone', () => {
    expect(formatCalendarDate('2027-01-10')).toBe('Jan 10, 2027')
    expect(formatCalendarDate('2027-01-10T00:00:00+00:00')).toBe('Jan 10, 2027')
  })

  it('orders timestamps by their moment, a whole second before the fractions that follow it, and microseconds within a millisecond', () => {
    const written = ['2026-12-01T12:00:01.5+00:00', '2026-12-01T12:00:01+00:00', '2026-12-01T12:00:00.999+00:00', '2026-12-01T12:00:01.000002+00:00', '2026-12-01T12:00:01.000001+00:00']
    expect([...written].sort(byMoment)).toEqual([
      '2026-12-01T12:00:00.999+00:00',
      '2026-12-01T12:00:01+00:00',
      '2026-12-01T12:00:01.000001+00:00',
      '2026-12-01T12:00:01.000002+00:00',
      '2026-12-01T12:00:01.5+00:00',
    ])
    // What the lists sorted with before: the whole second last.
    expect([...written].sort((a, b) => a.localeCompare(b)).at(-1)).toBe('2026-12-01T12:00:01+00:00')
  })
})

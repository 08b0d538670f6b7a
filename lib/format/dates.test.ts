import { describe, expect, it } from 'vitest'
import { formatCalendarDate, formatDayOf, formatMoment, SHOP_TIME_ZONE } from './dates'

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
})

import { describe, expect, it } from 'vitest'
import { closingDayOf, closingDayProblem, closingMoment, describeTimeLeft, expectedShipDay, goesAheadRule, shipsAbout, shipsAboutClosingDay, shopDay, TEAM_STORE_MESSAGES, timeLeft } from './rules'

// The shop's zone is America/Toronto (SHOP_TIME_ZONE unset in the tests).
describe('closing day', () => {
  it('closes at the end of the chosen day on the shop’s clock, in winter and in summer time', () => {
    expect(closingMoment('2026-12-04').toISOString()).toBe('2026-12-05T05:00:00.000Z')
    expect(closingMoment('2027-07-02').toISOString()).toBe('2027-07-03T04:00:00.000Z')
    // The clocks go back in the night of 2026-11-01: that day closes at the next midnight, EST.
    expect(closingMoment('2026-10-31').toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(closingMoment('2026-11-01').toISOString()).toBe('2026-11-02T05:00:00.000Z')
  })

  it('names the day a store closes at the end of', () => {
    expect(closingDayOf(closingMoment('2026-12-04'))).toBe('2026-12-04')
    expect(closingDayOf(closingMoment('2027-07-02'))).toBe('2027-07-02')
  })

  it('reads today as the shop’s day, not UTC’s', () => {
    expect(shopDay(new Date('2026-12-01T03:00:00Z'))).toBe('2026-11-30')
    expect(shopDay(new Date('2026-12-01T06:00:00Z'))).toBe('2026-12-01')
  })

  it('asks for a closing day at least three and at most sixty days away', () => {
    const now = new Date('2026-12-01T15:00:00Z')
    expect(closingDayProblem('', now)).toBe(TEAM_STORE_MESSAGES.closingDate)
    expect(closingDayProblem('2026-12-32', now)).toBe(TEAM_STORE_MESSAGES.closingDate)
    expect(closingDayProblem('2026-11-30', now)).toBe(TEAM_STORE_MESSAGES.closingTooSoon)
    expect(closingDayProblem('2026-12-03', now)).toBe(TEAM_STORE_MESSAGES.closingTooSoon)
    expect(closingDayProblem('2026-12-04', now)).toBeNull()
    expect(closingDayProblem('2027-01-30', now)).toBeNull()
    expect(closingDayProblem('2027-01-31', now)).toBe(TEAM_STORE_MESSAGES.closingTooLate)
  })
})

it('expects the order to ship the shop’s lead time after closing, in calendar days across a change of clocks', () => {
  expect(expectedShipDay(closingMoment('2026-12-04'), 21)).toBe('2026-12-26')
  // Toronto's clocks go back on Nov 1, 2026: still 22 days on.
  expect(expectedShipDay(closingMoment('2026-10-20'), 21)).toBe('2026-11-11')
})

it('says when an open store or one in production ships, never one that makes no order, nor before a day is chosen', () => {
  const closesAt = closingMoment('2026-12-04')
  expect(shipsAbout({ status: 'open', closesAt, closedAt: null }, 21)).toBe('About Dec 26, 2026 (21 days of production after closing)')
  expect(shipsAbout({ status: 'ordered', closesAt, closedAt: closesAt }, 21)).toBe('About Dec 26, 2026 (21 days of production after closing)')
  // Closed early, on Dec 1: made from then.
  expect(shipsAbout({ status: 'ordered', closesAt, closedAt: new Date('2026-12-01T18:00:00Z') }, 21)).toBe('About Dec 23, 2026 (21 days of production after closing)')
  expect(shipsAbout({ status: 'below_minimum', closesAt, closedAt: closesAt }, 21)).toBeNull()
  expect(shipsAbout({ status: 'cancelled', closesAt, closedAt: closesAt }, 21)).toBeNull()
  expect(shipsAbout({ status: 'open', closesAt, closedAt: null }, 0)).toBeNull()
  expect(shipsAboutClosingDay('2026-12-04', 21)).toBe(shipsAbout({ status: 'open', closesAt, closedAt: null }, 21))
  expect(shipsAboutClosingDay('', 21)).toBeNull()
})

describe('countdown', () => {
  const closes = new Date('2026-12-05T05:00:00Z')
  it('counts whole days, hours and minutes down, rounding a part-minute up', () => {
    expect(timeLeft(closes, new Date('2026-12-01T05:00:00Z'))).toEqual({ days: 4, hours: 0, minutes: 0 })
    expect(timeLeft(closes, new Date('2026-12-04T23:39:30Z'))).toEqual({ days: 0, hours: 5, minutes: 21 })
    expect(timeLeft(closes, closes)).toBeNull()
  })

  it('says it in words, down to the minute, and closed once it has come', () => {
    expect(describeTimeLeft({ days: 4, hours: 0, minutes: 0 })).toBe('4 days left')
    expect(describeTimeLeft({ days: 1, hours: 3, minutes: 10 })).toBe('1 day 3 hours left')
    expect(describeTimeLeft({ days: 0, hours: 5, minutes: 21 })).toBe('5 hours 21 minutes left')
    expect(describeTimeLeft({ days: 0, hours: 1, minutes: 0 })).toBe('1 hour left')
    expect(describeTimeLeft({ days: 0, hours: 0, minutes: 1 })).toBe('1 minute left')
    expect(describeTimeLeft(null)).toBe('Closed')
  })
})

describe('the minimum, as a player reads it', () => {
  it('says how many must have paid at closing, one or more, and that fewer means every payment back', () => {
    expect(goesAheadRule(1)).toBe('The team’s order goes ahead if at least 1 player has paid when the store closes; if fewer have, every payment is refunded in full.')
    expect(goesAheadRule(12)).toBe('The team’s order goes ahead if at least 12 players have paid when the store closes; if fewer have, every payment is refunded in full.')
  })
})

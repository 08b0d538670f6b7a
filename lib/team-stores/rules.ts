import { formatCalendarDate, SHOP_TIME_ZONE } from '@/lib/format/dates'
import { countOf } from '@/lib/format/text'
import { daysBetween, isIsoDate } from '@/lib/wizard/details'
import type { StoreStatus } from './statuses'

/**
 * A team store's rules: how long it stays open, how long a player's number is held while they pay,
 * what each player pays, and the time left on its countdown. The database keeps the same limits
 * on its columns (20261205000100_team_stores.sql); the site passes it the hold and the per-address
 * limit from here.
 */
export const TEAM_STORE_LIMITS = {
  /** Players need a few days to see the link and order. */
  minDaysOpen: 3,
  /** Card holds lapse after about a week, so players pay at entry: a long store only delays the order. */
  maxDaysOpen: 60,
  /** A number is kept for its player this long while they pay; then anyone may take it. */
  holdMinutes: 30,
  /** A parent ordering for several children enters each; more than this from one address is refused. */
  maxEntriesPerEmail: 10,
  /** An order's roster holds at most 100 players. */
  maxPlayers: 100,
  /** The team's fundraising mark-up on each player's price. */
  maxMarkupCents: 10_000,
  /** Addresses a manager may invite to one store (parents of up to 100 players), and in one go. */
  maxInvites: 200,
  maxInvitesAtOnce: 100,
} as const

export const TEAM_STORE_MESSAGES = {
  closingDate: 'Please choose the day the store closes',
  closingTooSoon: `Please give players at least ${TEAM_STORE_LIMITS.minDaysOpen} days: choose a later closing day`,
  closingTooLate: `A store stays open at most ${TEAM_STORE_LIMITS.maxDaysOpen} days: choose an earlier closing day`,
  /** What the minimum means, where the manager sets it. */
  minPlayersHint: 'Below this at closing, everyone is refunded.',
} as const

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, timeZoneName: 'longOffset' })

/** The shop's zone's offset from UTC at `instant`, in ms ("GMT-05:00" → -5 h). */
function zoneOffsetMs(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000
}

/** The shop's calendar day (YYYY-MM-DD) at `instant`. */
export function shopDay(instant: Date): string {
  return new Date(instant.getTime() + zoneOffsetMs(instant.getTime())).toISOString().slice(0, 10)
}

/**
 * When a store closing on `day` (YYYY-MM-DD) closes: the end of that day on the shop's clock, so
 * "closes Friday" means all of Friday wherever the team lives. Right across a change of clocks too.
 */
export function closingMoment(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`) + 86_400_000
  const guess = midnightUtc - zoneOffsetMs(midnightUtc)
  return new Date(midnightUtc - zoneOffsetMs(guess))
}

/** The shop's day a store closes at the end of (YYYY-MM-DD): the day before its closing moment's midnight. */
export const closingDayOf = (closesAt: Date) => shopDay(new Date(closesAt.getTime() - 1))

/** A store's closing day as the board, the account, the inbox and the e-mails say it ("Dec 11, 2026"). */
export const formatClosingDay = (closesAt: Date) => formatCalendarDate(closingDayOf(closesAt))

/** What is wrong with `day` as a closing day chosen at `now`, or null. */
export function closingDayProblem(day: string, now: Date): string | null {
  if (!isIsoDate(day)) return TEAM_STORE_MESSAGES.closingDate
  const days = daysBetween(shopDay(now), day)
  if (days < TEAM_STORE_LIMITS.minDaysOpen) return TEAM_STORE_MESSAGES.closingTooSoon
  if (days > TEAM_STORE_LIMITS.maxDaysOpen) return TEAM_STORE_MESSAGES.closingTooLate
  return null
}

/** What a player is told before and after paying: the store's order needs its minimum, or every payment goes back. */
export const goesAheadRule = (minPlayers: number) =>
  `The team’s order goes ahead if at least ${countOf(minPlayers, 'player has', 'players have')} paid when the store closes; if fewer have, every payment is refunded in full.`

/**
 * The day the order is expected to ship if it closes at `closesAt`: the shop's standard lead time
 * in days after its closing day, counted on the calendar (a change of clocks between them moves no day).
 */
export function expectedShipDay(closesAt: Date, standardOrderDays: number): string {
  const day = new Date(`${closingDayOf(closesAt)}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + standardOrderDays + 1)
  return day.toISOString().slice(0, 10)
}

/**
 * When a store's order ships, as the store's pages say it from its closing while it is open or in
 * production ("About Dec 26, 2026 (21 days of production after closing)"); null for a store
 * that makes no order, or while the shop names no lead time.
 */
export function shipsAbout(store: { status: StoreStatus; closesAt: Date; closedAt: Date | null }, standardOrderDays: number): string | null {
  if (standardOrderDays <= 0 || (store.status !== 'open' && store.status !== 'ordered')) return null
  // A store closed early is made from the moment it closed, not from its date.
  return `About ${formatCalendarDate(expectedShipDay(store.closedAt ?? store.closesAt, standardOrderDays))} (${countOf(standardOrderDays, 'day')} of production after closing)`
}

/** When a store closing on `day` (YYYY-MM-DD, as the opening form's date box has it) would ship; null while no day is chosen. */
export const shipsAboutClosingDay = (day: string, standardOrderDays: number) => (isIsoDate(day) ? shipsAbout({ status: 'open', closesAt: closingMoment(day), closedAt: null }, standardOrderDays) : null)

export type TimeLeft = { days: number; hours: number; minutes: number }

/** The countdown to `closesAt` at `now`, or null once it has come. */
export function timeLeft(closesAt: Date, now: Date): TimeLeft | null {
  const ms = closesAt.getTime() - now.getTime()
  if (ms <= 0) return null
  const minutes = Math.ceil(ms / 60_000)
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 }
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/** "3 days 4 hours left", "5 hours 20 minutes left", "12 minutes left", or "Closed". */
export function describeTimeLeft(left: TimeLeft | null): string {
  if (!left) return 'Closed'
  if (left.days > 0) return `${plural(left.days, 'day')}${left.hours ? ` ${plural(left.hours, 'hour')}` : ''} left`
  if (left.hours > 0) return `${plural(left.hours, 'hour')}${left.minutes ? ` ${plural(left.minutes, 'minute')}` : ''} left`
  return `${plural(left.minutes, 'minute')} left`
}

/**
 * Every date the shop shows, on a page or in an e-mail, written one way: moments (a request sent,
 * a payment made) in the shop's time zone with the zone named, and calendar dates (a wanted-by
 * date, typed as YYYY-MM-DD) as the day they name, never shifted by a zone.
 */

/** The shop's time zone (IANA name), as its staff and most of its customers read the clock. */
export const SHOP_TIME_ZONE = process.env.SHOP_TIME_ZONE || 'America/Toronto'

const moment = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
  timeZone: SHOP_TIME_ZONE,
})
const dayOfMoment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE })
// A calendar date parses as midnight UTC: written in UTC it stays the day that was typed.
const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** "Nov 28, 2026, 8:30 PM EST": when something happened. */
export const formatMoment = (at: string | Date) => moment.format(new Date(at))

/** "Nov 28, 2026": the shop's day on which something happened. */
export const formatDayOf = (at: string | Date) => dayOfMoment.format(new Date(at))

/** "Jan 10, 2027" for "2027-01-10": a date typed as a date, such as a wanted-by date. */
export const formatCalendarDate = (isoDate: string) => calendarDay.format(new Date(isoDate.slice(0, 10)))

/**
 * Orders two of the database's timestamps (ISO strings) earliest first. Not `localeCompare`: its
 * collation puts "12:00:01+00:00" (a whole second, as PGlite's millisecond clock often writes)
 * after "12:00:01.5+00:00", so an entry could be listed after the ones that followed it.
 */
export const byMoment = (a: string, b: string) => Date.parse(a) - Date.parse(b) || (a < b ? -1 : a > b ? 1 : 0)

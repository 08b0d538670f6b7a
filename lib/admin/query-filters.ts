/** What the back office's filter pages share: reading a query string forgivingly, and its date ranges. */
import { z } from 'zod'

/** A "from" or "to" day of a back-office filter (YYYY-MM-DD); anything else is dropped, not refused. */
export const filterDay = z.iso.date().optional().catch(undefined)

/** The day after `date` (YYYY-MM-DD), so that a range "to" a day includes the whole of it. */
export const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** A page's query with one value per name: a repeated or empty one counts as absent. */
export const singleValues = (query: Record<string, string | string[] | undefined>): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(query).map(([name, value]) => [name, typeof value === 'string' && value !== '' ? value : undefined]))

import { z } from 'zod'
import { filterDay, singleValues } from './query-filters'

/** Which orders the blanks are bought for: those in production, or also those approved and waiting for it. */
export const BLANKS_SCOPES = {
  production: { label: 'In production', requestStatuses: ['in_production'], orderStatuses: ['processing'] },
  approved: { label: 'Approved or in production', requestStatuses: ['approved', 'in_production'], orderStatuses: ['processing'] },
} as const satisfies Record<string, { label: string; requestStatuses: readonly string[]; orderStatuses: readonly string[] }>

export type BlanksScope = keyof typeof BLANKS_SCOPES

const blanksFiltersSchema = z.object({
  scope: z.enum(Object.keys(BLANKS_SCOPES) as [BlanksScope, ...BlanksScope[]]).catch('production'),
  from: filterDay,
  to: filterDay,
})

export type BlanksFilters = z.output<typeof blanksFiltersSchema>

/** The blanks page's filters from its query string (and its CSV's); anything unexpected is dropped, so the page always answers. */
export function parseBlanksFilters(query: Record<string, string | string[] | undefined>): BlanksFilters {
  return blanksFiltersSchema.parse(singleValues(query))
}

/** The same filters as a query string (for the CSV's link). */
export const blanksQuery = (filters: BlanksFilters) => new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString()

import { z } from 'zod'
import { kindAndIdOf } from '@/lib/format/uuid'
import { ALL_STATUSES, ENQUIRY_STATUSES, statusLabel } from '@/lib/orders/workflow'
import { STORE_STATUS_LABELS, STORE_STATUSES, type StoreStatus } from '@/lib/team-stores/statuses'
import { filterDay, singleValues } from './query-filters'

/** What the back office's inbox lists: the three kinds of order, contact enquiries and team stores. */
export const INBOX_KINDS = ['quote', 'express', 'order', 'enquiry', 'store'] as const
export type InboxKind = (typeof INBOX_KINDS)[number]

export const INBOX_KIND_LABELS: Record<InboxKind, string> = { quote: 'Quote request', express: 'Express order', order: 'Checkout order', enquiry: 'Enquiry', store: 'Team store' }

/** How the inbox words an entry's status: a store's as its board does, the others as their workflow does. */
export const inboxStatusLabel = (kind: InboxKind, status: string) =>
  kind === 'store' && status in STORE_STATUS_LABELS ? STORE_STATUS_LABELS[status as StoreStatus] : statusLabel(status)

export const INBOX_PAGE_SIZE = 25

/** The inbox entry a page's query names (`?kind=…&id=…`), or null when it names none. */
export const inboxEntryOf = (kind: unknown, id: unknown): { kind: InboxKind; id: string } | null => kindAndIdOf(INBOX_KINDS, kind, id)

/** How the inbox lists its entries: newest first, or by the date the team wants its order (soonest first, those with none after). */
export const INBOX_SORTS = ['newest', 'wanted'] as const
export const INBOX_SORT_LABELS: Record<(typeof INBOX_SORTS)[number], string> = { newest: 'Newest first', wanted: 'Wanted by, soonest first' }

/** What the inbox filters by status: every order's, an enquiry's, then a store's (a cancelled one is found with the cancelled orders). */
export const INBOX_STATUS_GROUPS: readonly { group: string; statuses: readonly string[]; label: (status: string) => string }[] = [
  { group: 'Orders', statuses: ALL_STATUSES, label: statusLabel },
  { group: 'Enquiries', statuses: ENQUIRY_STATUSES, label: statusLabel },
  { group: 'Team stores', statuses: STORE_STATUSES.filter((status) => status !== 'cancelled'), label: (status) => inboxStatusLabel('store', status) },
]
const INBOX_STATUSES = [...ALL_STATUSES, ...ENQUIRY_STATUSES, ...STORE_STATUSES] as const

/**
 * The inbox's filters from its query string. Anything unexpected is dropped rather than refused: the
 * list then shows more, never an error page. The search (of references, names, e-mail addresses and
 * the players' nameplates and numbers) keeps letters, digits and the characters of e-mail addresses and references only, so it can go into the database's pattern as it is (`_`
 * matches any one character there, which only widens a search a little).
 */
const inboxFiltersSchema = z.object({
  kind: z.enum(INBOX_KINDS).optional().catch(undefined),
  status: z.enum(INBOX_STATUSES).optional().catch(undefined),
  q: z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => value?.replace(/[^\p{L}\p{N}@.+_\-' ]/gu, '').trim().slice(0, 80) || undefined),
  product: z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => value?.replace(/[^\p{L}\p{N}.\-'&/() ]/gu, '').trim().slice(0, 80) || undefined),
  from: filterDay,
  to: filterDay,
  sort: z.enum(INBOX_SORTS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})

export type InboxFilters = z.output<typeof inboxFiltersSchema>

/** The filters of a page's query (one value per name; a repeated one counts as absent). */
export function parseInboxFilters(query: Record<string, string | string[] | undefined>): InboxFilters {
  return inboxFiltersSchema.parse(singleValues(query))
}

/** The query string of these filters on another page (or with another filter changed). */
export function inboxQuery(filters: InboxFilters, changes: Partial<InboxFilters> = {}): string {
  const merged = { ...filters, ...changes }
  const entries = Object.entries(merged).filter(([name, value]) => value !== undefined && !(name === 'page' && value === 1))
  const search = new URLSearchParams(entries.map(([name, value]) => [name, String(value)]))
  return search.size ? `?${search}` : ''
}

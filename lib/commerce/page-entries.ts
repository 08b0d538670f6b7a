import type { SupabaseClient } from '@supabase/supabase-js'
import { inboxEntryOf } from '@/lib/admin/inbox-filters'
import { isUuid } from '@/lib/format/uuid'
import { requestRefOf } from '@/lib/orders/request-ref'
import type { Database } from './database.types'

/**
 * Whether the entry a signed-in page names (`?kind=…&id=…`) is there for this visitor, asked before
 * the page renders. Those pages stream: their frame goes out with a 200 before the part that reads
 * the entry, so a notFound() there shows the 404 page under a 200 status (vercel/next.js#93253).
 * The proxy asks here first and answers a missing entry with a real 404. The pages check again,
 * with their own rules (an order whose roster can no longer change, a payment nothing is due on).
 */

const TABLES = { quote: 'quote_requests', express: 'express_orders', order: 'orders', enquiry: 'contact_enquiries', store: 'team_stores' } as const
type Table = (typeof TABLES)[keyof typeof TABLES]

/** What a page names: a row of a table, the visitor's own (`mine`) or any that staff may read. */
type Named = { table: Table; id: string; mine: boolean }

/** A parameter as the pages read it (queryValue): given once, or not at all. */
const single = (query: URLSearchParams, name: string) => {
  const values = query.getAll(name)
  return values.length === 1 ? values[0] : undefined
}

/** A quote request or an express order (`?kind=quote|express&id=…`): the visitor's own, or any for staff. */
const wizardRequest =
  (mine: boolean) =>
  (query: URLSearchParams): Named | null => {
    const request = requestRefOf(single(query, 'kind'), single(query, 'id'))
    return request && { table: TABLES[request.kind], id: request.id, mine }
  }

/** A row of the visitor's own named by `?id=…`. */
const ownRow =
  (table: Table) =>
  (query: URLSearchParams): Named | null => {
    const id = single(query, 'id')
    return id && isUuid(id) ? { table, id, mine: true } : null
  }

/** A page that may name an entry and does not this time: it renders (opening a store from no order of one's own). */
const NOTHING_NAMED = 'nothing named'

/** The pages that name an entry, and how each reads its query; null: the query names none (a 404 without asking). */
const PAGES: Record<string, (query: URLSearchParams) => Named | typeof NOTHING_NAMED | null> = {
  '/account/order': ownRow('orders'),
  '/account/pay': wizardRequest(true),
  '/account/store': ownRow('team_stores'),
  '/account/roster': wizardRequest(true),
  // A store opened from one of the manager's own orders names it; one opened for a product names none.
  '/account/stores/new': (query) => (query.has('kind') || query.has('id') ? wizardRequest(true)(query) : NOTHING_NAMED),
  '/admin/order': (query) => {
    const entry = inboxEntryOf(single(query, 'kind'), single(query, 'id'))
    return entry && { table: TABLES[entry.kind], id: entry.id, mine: false }
  },
  '/admin/order/sheet': wizardRequest(false),
  '/admin/order/roster': wizardRequest(false),
}

/** Pages for admins only. */
const ADMIN_PAGES = new Set(['/admin/team'])

/** Whether `path` is a page this module answers for. */
export const namesAnEntry = (path: string) => path in PAGES || ADMIN_PAGES.has(path)

/**
 * 'missing' when the page would answer 404 for this visitor, 'there' when it may render, null when
 * the backend could not say (the page then says the shop's servers could not be reached).
 * `userId` is the signed-in visitor's (a page without one sends them to sign in, not a 404).
 */
export async function pageEntry(supabase: SupabaseClient<Database>, userId: string, path: string, query: URLSearchParams): Promise<'missing' | 'there' | null> {
  if (ADMIN_PAGES.has(path)) {
    const { data, error } = await supabase.rpc('is_admin')
    if (error) return error.code ? 'missing' : null
    return data === true ? 'there' : 'missing'
  }
  const named = PAGES[path]?.(query)
  if (named === NOTHING_NAMED) return 'there'
  if (!named) return 'missing'
  // Untyped: the tables differ in their columns, and only `id` and (for `mine`) `user_id` are read.
  const select = (supabase as SupabaseClient).from(named.table).select('id').eq('id', named.id)
  const { data, error } = await (named.mine ? select.eq('user_id', userId) : select).maybeSingle()
  if (error) return error.code ? 'missing' : null
  return data ? 'there' : 'missing'
}

import 'server-only'
import { BackendError } from '@/lib/errors/backend'
import { WIZARD_REQUEST_MESSAGES } from '@/lib/errors/catalogue'
import type { WizardKind } from '@/lib/wizard/draft'
import type { Tables } from './database.types'
import { createSessionClient, getCurrentUser } from './session'

/** Where each kind of request is kept. */
export const REQUEST_TABLES = { quote: 'quote_requests', express: 'express_orders' } as const satisfies Record<WizardKind, string>

/** A quote request's or an express order's row, as the generated types hold it. */
type RequestRow<K extends WizardKind> = Tables<(typeof REQUEST_TABLES)[K]>

/** The names in a select list of plain columns, such as 'reference, logo_path'. */
type ColumnNames<List extends string> = List extends `${infer Name}, ${infer Rest}` ? Name | ColumnNames<Rest> : List

/**
 * One quote request or express order, with the columns the caller needs (a select list of plain
 * columns, each checked against the table): the signed-in customer's own (`mine`, the default), or
 * any as staff read it (`staff`: Row Level Security shows staff every request, and anyone else still
 * only their own). Null when nobody is signed in, or the request is not theirs or not there. For
 * `mine`, the filter says again what Row Level Security already holds.
 */
export async function readRequest<K extends WizardKind, List extends string>(
  kind: K,
  id: string,
  columns: ColumnNames<List> extends keyof RequestRow<K> ? List : never,
  whose: 'mine' | 'staff' = 'mine',
): Promise<Pick<RequestRow<K>, Extract<ColumnNames<List>, keyof RequestRow<K>>> | null> {
  const user = await getCurrentUser()
  if (!user) return null
  const query = (await createSessionClient())
    .from(REQUEST_TABLES[kind] as (typeof REQUEST_TABLES)[WizardKind])
    .select(columns)
    .eq('id', id)
  const { data, error } = await (whose === 'mine' ? query.eq('user_id', user.id) : query).maybeSingle()
  if (error) throw new BackendError(WIZARD_REQUEST_MESSAGES.requestsLoad, error)
  return data as Pick<RequestRow<K>, Extract<ColumnNames<List>, keyof RequestRow<K>>> | null
}

import 'server-only'
import { dayAfter } from '@/lib/admin/query-filters'
import { INBOX_PAGE_SIZE, type InboxFilters, type InboxKind } from '@/lib/admin/inbox-filters'
import { BACK_OFFICE_MESSAGES } from '@/lib/errors/catalogue'
import type { Payable } from '@/lib/orders/balance'
import { backendFailure } from '@/lib/commerce/errors'
import { createSessionClient } from '@/lib/commerce/session'

type InboxRow = {
  kind: InboxKind
  id: string
  reference: string
  status: string
  name: string
  email: string
  product: string
  players: number | null
  totalCents: number | null
  /** What a request paid by card asks and was paid (a quote's once priced); null for a checkout order and an enquiry. */
  amounts: Payable | null
  /** The date a quote request's team wants it by. */
  wantedBy: string | null
  /** When a team store closes. */
  closesAt: string | null
  /** How many of a team store's refunds the payment provider could not make: staff's to handle from its board. */
  failedRefunds: number | null
  createdAt: string
}

export type InboxPage = { rows: InboxRow[]; total: number; page: number; pages: number }

/**
 * One page of the inbox (public.back_office_inbox), newest first (or by wanted-by date), read with the staff member's own
 * session: the database shows it all to staff only.
 */
export async function listInbox(filters: InboxFilters): Promise<InboxPage> {
  const supabase = await createSessionClient()
  let query = supabase.from('back_office_inbox').select('*', { count: 'exact' })
  if (filters.kind) query = query.eq('kind', filters.kind)
  if (filters.status) query = query.eq('status', filters.status)
  if (filters.product) query = query.ilike('product', `%${filters.product}%`)
  // The search holds no comma, bracket or wildcard (inboxFiltersSchema), so it fits in the filter as it is.
  if (filters.q) query = query.or(['reference', 'name', 'email', 'players_text'].map((column) => `${column}.ilike.%${filters.q}%`).join(','))
  if (filters.from) query = query.gte('created_at', filters.from)
  if (filters.to) query = query.lt('created_at', dayAfter(filters.to))
  const start = (filters.page - 1) * INBOX_PAGE_SIZE
  if (filters.sort === 'wanted') query = query.order('wanted_by', { ascending: true, nullsFirst: false })
  const { data, count, error } = await query.order('created_at', { ascending: false }).order('id').range(start, start + INBOX_PAGE_SIZE - 1)
  // Past the last page the database answers "range not satisfiable": an empty page, not a failure.
  if (error && error.code !== 'PGRST103') throw backendFailure(error, BACK_OFFICE_MESSAGES.inboxLoad)
  const total = count ?? 0
  return {
    rows: (data ?? []).map((row) => ({
      kind: row.kind as InboxKind,
      id: row.id ?? '',
      reference: row.reference ?? '',
      status: row.status ?? '',
      name: row.name ?? '',
      email: row.email ?? '',
      product: row.product ?? '',
      players: row.players,
      totalCents: row.total_cents,
      amounts:
        row.total_cents !== null && row.first_due_cents !== null && row.paid_cents !== null
          ? { status: row.status ?? '', totalCents: row.total_cents, firstDueCents: row.first_due_cents, paidCents: row.paid_cents }
          : null,
      wantedBy: row.wanted_by,
      closesAt: row.closes_at,
      failedRefunds: row.failed_refunds,
      createdAt: row.created_at ?? '',
    })),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
  }
}

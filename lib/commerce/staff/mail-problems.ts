import 'server-only'
import { INBOX_KIND_LABELS, type InboxKind } from '@/lib/admin/inbox-filters'
import { MAIL_TEMPLATE_LABELS } from '@/lib/admin/mail-labels'
import { MAIL_PROBLEM_MESSAGES } from '@/lib/errors/catalogue'
import type { MailEvent } from '@/lib/mail/templates'
import { orderReference } from '@/lib/orders/reference'
import { routes } from '@/lib/routes'
import { backendFailure } from '@/lib/commerce/errors'
import { createSessionClient } from '@/lib/commerce/session'

/** An e-mail that has not gone: still being tried, or given up after its last try. */
export type MailProblem = {
  id: string
  what: string
  /** The customer's address, or the shop's own. */
  to: string
  /** The order, request or enquiry it tells of, to open in the back office. */
  about: { label: string; href: string } | null
  /** Given up after its last try; queued again by staff (no try since); or waiting for its next try. */
  state: 'given-up' | 'queued' | 'retrying'
  attempts: number
  lastError: string
  nextAttemptAt: string
  createdAt: string
}

const COLUMNS =
  'id, template, recipient, status, attempts, last_error, next_attempt_at, created_at, quote_request_id, express_order_id, order_id, enquiry_id, team_store_id, quote_requests(reference), express_orders(reference), contact_enquiries(name), team_stores(reference)'

type Row = {
  template: string
  quote_request_id: string | null
  express_order_id: string | null
  order_id: string | null
  enquiry_id: string | null
  team_store_id: string | null
  quote_requests: { reference: string } | null
  express_orders: { reference: string } | null
  contact_enquiries: { name: string } | null
  team_stores: { reference: string } | null
}

/** The inbox entry an e-mail tells of, named as the inbox names it. */
function aboutOf(row: Row): MailProblem['about'] {
  const entry = (kind: InboxKind, id: string, name: string) => ({ label: `${INBOX_KIND_LABELS[kind]} ${name}`.trim(), href: routes.adminOrder(kind, id) })
  if (row.quote_request_id) return entry('quote', row.quote_request_id, row.quote_requests?.reference ?? '')
  if (row.express_order_id) return entry('express', row.express_order_id, row.express_orders?.reference ?? '')
  if (row.order_id) return entry('order', row.order_id, orderReference(row.order_id))
  if (row.enquiry_id) return entry('enquiry', row.enquiry_id, `from ${row.contact_enquiries?.name ?? 'a visitor'}`)
  if (row.team_store_id) return { label: `Team store ${row.team_stores?.reference ?? ''}`.trim(), href: routes.teamStoreBoard(row.team_store_id) }
  return null
}

/**
 * The e-mails that have not gone (given up, or failed at least once and waiting for their next
 * try), newest first, read with the staff member's own session (the outbox's policy lets staff only).
 */
export async function listMailProblems(): Promise<MailProblem[]> {
  const { data, error } = await (await createSessionClient())
    .from('mail_outbox')
    .select(COLUMNS)
    .or('status.eq.failed,and(status.eq.pending,last_error.not.is.null)')
    .order('created_at', { ascending: false })
    .limit(100)
  if (error) throw backendFailure(error, MAIL_PROBLEM_MESSAGES.load)
  return data.map((row) => ({
    id: row.id,
    what: MAIL_TEMPLATE_LABELS[row.template as MailEvent['template']] ?? row.template,
    to: row.recipient ?? 'The shop',
    about: aboutOf(row),
    state: row.status === 'failed' ? 'given-up' : row.attempts === 0 ? 'queued' : 'retrying',
    attempts: row.attempts,
    lastError: row.last_error ?? '',
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
  }))
}

/** How many e-mails were given up, for the back office's bar. */
export async function countGivenUpMail(): Promise<number> {
  const { count, error } = await (await createSessionClient()).from('mail_outbox').select('id', { count: 'exact', head: true }).eq('status', 'failed')
  if (error) throw backendFailure(error, MAIL_PROBLEM_MESSAGES.load)
  return count ?? 0
}

/** Sends a given-up e-mail again, from its first try (public.retry_mail); false when it was not given up (sent meanwhile, or already retried). */
export async function retryMail(id: string): Promise<boolean> {
  const { data, error } = await (await createSessionClient()).rpc('retry_mail', { p_id: id })
  if (error) throw backendFailure(error, MAIL_PROBLEM_MESSAGES.notRetried)
  return data
}

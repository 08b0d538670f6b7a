import 'server-only'
import { BackendError } from '@/lib/errors/backend'
import { MOCKUP_ANSWER_MESSAGES } from '@/lib/errors/catalogue'
import type { MailAttachment } from '@/lib/mail/smtp'
import { mockupFilename, type MockupRound } from '@/lib/orders/mockups'
import type { MockupAnswer } from '@/lib/orders/mockups.schema'
import { MOCKUP_MESSAGES } from '@/lib/uploads/mockup'
import { checkMockup } from '@/lib/uploads/mockup-check'
import type { RequestRef } from '@/lib/orders/request-ref'
import { isStoreToken } from '@/lib/team-stores/fields'
import { entryTokenHash } from '@/lib/team-stores/tokens'
import { createAdminClient } from './admin'
import { backendFailure } from './errors'
import { readStoredFile, storeByContent, type StoredFile } from './private-files'
import { createSessionClient, getCurrentUser } from './session'

/**
 * Mockups (design proofs, supabase/migrations/20261127000200_mockups.sql): their files in the
 * private `mockups` bucket, which only this server reaches; their rounds read with the reader's own
 * session, so a customer sees only their own orders' and staff see all; the customer's answer made
 * with their session too, the database checking that the order is theirs.
 */
const BUCKET = 'mockups'

/** Stores a mockup's file after checking its bytes; a file we do not accept is an answer with the message. */
export async function storeMockupFile(bytes: Uint8Array): Promise<{ ok: true; path: string; contentType: string } | { ok: false; error: string }> {
  const checked = await checkMockup(bytes)
  if (!checked.ok) return checked
  return { ok: true, path: await storeByContent(BUCKET, bytes, checked, MOCKUP_MESSAGES.notStored), contentType: checked.contentType }
}

/** The columns of mockups a round needs, for a select that embeds them. */
export const MOCKUP_COLUMNS = 'id, round, content_type, note, created_at, decision, comment, decided_at'

type RoundRow = { id: string; round: number; content_type: string; note: string; created_at: string; decision: string | null; comment: string; decided_at: string | null }

/** A row of mockups as the pages show it. */
export const toRound = (row: RoundRow): MockupRound => ({
  id: row.id,
  round: row.round,
  contentType: row.content_type,
  note: row.note,
  sentAt: row.created_at,
  decision: row.decision === 'approved' || row.decision === 'changes_requested' ? row.decision : null,
  comment: row.comment,
  decidedAt: row.decided_at,
})

type FileRow = { file_path: string; content_type: string; round: number }
const FILE_COLUMNS = 'file_path, content_type, round'

const storedMockup = async (row: FileRow): Promise<StoredFile> => ({
  body: await readStoredFile(BUCKET, row.file_path, MOCKUP_MESSAGES.notOpened),
  contentType: row.content_type,
  filename: mockupFilename(row.round, row.content_type),
})

/**
 * A mockup's file, for its order's customer or for staff: null when the reader may not see it (or
 * it does not exist), so the route answers 404 either way.
 */
export async function readMockupFile(mockupId: string): Promise<StoredFile | null> {
  // A visitor's key may not read the table at all (a hosted project grants it nothing): nothing to ask.
  if (!(await getCurrentUser())) return null
  const supabase = await createSessionClient()
  const { data, error } = await supabase.from('mockups').select(FILE_COLUMNS).eq('id', mockupId).maybeSingle()
  if (error) throw backendFailure(error, MOCKUP_MESSAGES.notOpened)
  return data && storedMockup(data)
}

/**
 * The approved mockup a team store carries, for whoever has its link (its players have no account)
 * or, once it is off, a player's own entry link: null when the link is none or off, or the store
 * carries none.
 */
export async function readStoreMockupFile(access: StoreMockupAccess): Promise<StoredFile | null> {
  const token = 'link' in access ? access.link : access.entry
  if (!isStoreToken(token)) return null
  const row = 'link' in access ? await mockupByStoreLink(token) : await mockupByEntryLink(token)
  return row ? storedMockup(row) : null
}

export type StoreMockupAccess = { link: string } | { entry: string }

async function mockupByStoreLink(linkToken: string): Promise<FileRow | null> {
  const { data, error } = await createAdminClient().from('team_stores').select(`mockup:mockups(${FILE_COLUMNS})`).eq('link_token', linkToken).eq('link_enabled', true).maybeSingle()
  if (error) throw backendFailure(error, MOCKUP_MESSAGES.notOpened)
  return data?.mockup ?? null
}

async function mockupByEntryLink(editToken: string): Promise<FileRow | null> {
  const { data, error } = await createAdminClient()
    .from('team_store_entry_links')
    .select(`entry:team_store_entries!inner(store:team_stores!inner(mockup:mockups(${FILE_COLUMNS})))`)
    .eq('token_hash', entryTokenHash(editToken))
    .maybeSingle()
  if (error) throw backendFailure(error, MOCKUP_MESSAGES.notOpened)
  return data?.entry.store.mockup ?? null
}

/** The latest round of the signed-in customer's own quote request that they approved (Row Level Security shows them only their own), or null. */
export async function latestApprovedMockup(quoteId: string): Promise<{ id: string } | null> {
  const { data, error } = await (await createSessionClient())
    .from('mockups')
    .select('id')
    .eq('quote_request_id', quoteId)
    .eq('decision', 'approved')
    .order('round', { ascending: false })
    .limit(1)
    .maybeSingle()
  if (error) throw backendFailure(error, MOCKUP_MESSAGES.notOpened)
  return data
}

/** The largest mockup sent with its e-mail: base64 makes it a third larger, and mail servers commonly take 10 to 25 MB. */
const ATTACHMENT_MAX_BYTES = 7 * 1024 * 1024

/**
 * The mockup a "mockup sent" e-mail tells of, as its attachment, for the outbox's sender (service
 * role): the request's latest round sent up to `sentBy` (the history entry's time); null when there
 * is none, or it is too large to e-mail well.
 */
export async function mockupAttachment(request: RequestRef, sentBy: string): Promise<MailAttachment | null> {
  const { data, error } = await createAdminClient()
    .from('mockups')
    .select(FILE_COLUMNS)
    .eq(request.kind === 'quote' ? 'quote_request_id' : 'express_order_id', request.id)
    .lte('created_at', sentBy)
    .order('round', { ascending: false })
    .limit(1)
    .maybeSingle()
  if (error) throw backendFailure(error, MOCKUP_MESSAGES.notOpened)
  if (!data) return null
  const file = await storedMockup(data)
  const content = new Uint8Array(await new Response(file.body).arrayBuffer())
  if (content.byteLength > ATTACHMENT_MAX_BYTES) return null
  return { filename: file.filename, contentType: file.contentType, content }
}

/** The customer's answer to the latest mockup of their own order: approved, or changes asked for with a comment. */
export async function answerMockup({ mockupId, answer, comment }: MockupAnswer): Promise<void> {
  const supabase = await createSessionClient()
  const { error } = await supabase.rpc('decide_mockup', { p_mockup_id: mockupId, p_approve: answer === 'approve', p_comment: comment })
  if (!error) return
  if (error.hint === 'decided' || error.code === '42501' || error.code === 'P0002') throw new BackendError(MOCKUP_ANSWER_MESSAGES.answeredAlready, error)
  throw backendFailure(error, MOCKUP_ANSWER_MESSAGES.notSaved)
}

import 'server-only'
import { randomUUID } from 'node:crypto'
import { LOGO_MESSAGES } from '@/lib/uploads/logo'
import { checkLogo } from '@/lib/uploads/logo-check'
import { createAdminClient } from './admin'
import { backendFailure } from './errors'

/**
 * Team logos, in the private `logos` bucket (supabase/migrations/20261125000200_logo_storage.sql).
 * Only the server reaches it, with the service role: it stores what passed `checkLogo` and gives
 * short signed links to download a logo; no visitor or customer key opens the bucket.
 */
const BUCKET = 'logos'

/**
 * Stores a logo under a name of the server's choosing, `yyyy/mm/<uuid>.<ext>`, with the type its
 * content showed; nothing the browser said about the file is kept. A file that is not a logo we
 * accept is an answer (`ok: false` with the visitor's message); a failed upload throws a CommerceError.
 */
export async function storeLogo(bytes: Uint8Array): Promise<{ ok: true; path: string } | { ok: false; error: string }> {
  const checked = checkLogo(bytes)
  if (!checked.ok) return checked
  const now = new Date()
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  const path = `${now.getUTCFullYear()}/${month}/${randomUUID()}.${checked.extension}`
  const { error } = await createAdminClient()
    .storage.from(BUCKET)
    .upload(path, bytes, { contentType: checked.contentType, upsert: false })
  if (error) throw backendFailure(error, LOGO_MESSAGES.notStored)
  return { ok: true, path }
}

/**
 * A link that downloads the logo at `path` as a file (never shown inline), valid for `seconds`:
 * for staff, and for a customer's own logo once the server has checked it is theirs.
 */
export async function logoDownloadUrl(path: string, seconds = 300): Promise<string> {
  const { data, error } = await createAdminClient().storage.from(BUCKET).createSignedUrl(path, seconds, { download: true })
  if (error) throw backendFailure(error, LOGO_MESSAGES.notOpened)
  return data.signedUrl
}

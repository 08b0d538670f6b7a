import 'server-only'
import { createHash } from 'node:crypto'
import { LOGO_MESSAGES } from '@/lib/uploads/logo'
import { checkLogo } from '@/lib/uploads/image-check'
import { createAdminClient } from './admin'
import { backendFailure } from './errors'

/**
 * Team logos, in the private `logos` bucket (supabase/migrations/20261125000200_logo_storage.sql).
 * Only the server reaches it, with the service role: it stores what passed `checkLogo` and gives
 * short signed links to download a logo; no visitor or customer key opens the bucket.
 */
const BUCKET = 'logos'

/**
 * Stores a logo under a name made from its content, `<aa>/<sha256>.<ext>`, with the type its content
 * showed; nothing the browser said about the file is kept. The same logo sent again (a retry after a
 * declined card, a team's next order) is the file already there, not another copy left unreferenced.
 * A file that is not a logo we accept is an answer (`ok: false` with the visitor's message); a failed
 * upload throws a CommerceError.
 */
export async function storeLogo(bytes: Uint8Array): Promise<{ ok: true; path: string } | { ok: false; error: string }> {
  const checked = checkLogo(bytes)
  if (!checked.ok) return checked
  const hash = createHash('sha256').update(bytes).digest('hex')
  const path = `${hash.slice(0, 2)}/${hash}.${checked.extension}`
  const { error } = await createAdminClient()
    .storage.from(BUCKET)
    .upload(path, bytes, { contentType: checked.contentType, upsert: false })
  if (error && !alreadyStored(error)) throw backendFailure(error, LOGO_MESSAGES.notStored)
  return { ok: true, path }
}

/** Storage's answer when the name is taken: here, by the very same bytes. */
const alreadyStored = (error: { message: string; statusCode?: string | number }) =>
  String(error.statusCode) === '409' || /already exists/i.test(error.message)

/**
 * A link that downloads the logo at `path` as a file (never shown inline), valid for `seconds`:
 * for staff, and for a customer's own logo once the server has checked it is theirs.
 */
export async function logoDownloadUrl(path: string, seconds = 300): Promise<string> {
  const { data, error } = await createAdminClient().storage.from(BUCKET).createSignedUrl(path, seconds, { download: true })
  if (error) throw backendFailure(error, LOGO_MESSAGES.notOpened)
  return data.signedUrl
}

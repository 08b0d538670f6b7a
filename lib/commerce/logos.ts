import 'server-only'
import { KINDS, LOGO_MESSAGES } from '@/lib/uploads/logo'
import { checkLogo } from '@/lib/uploads/image-check'
import { readStoredFile, storeByContent, type StoredFile } from './private-files'

/**
 * Team logos, in the private `logos` bucket (supabase/migrations/20261125000200_logo_storage.sql).
 * Only the server reaches it, with the service role: it stores what passed `checkLogo` and reads a
 * logo back for staff, or for the customer whose request it is; no visitor or customer key opens
 * the bucket.
 */
const BUCKET = 'logos'

/**
 * Stores a logo under a name made from its content (a retry after a declined card, or a team's next
 * order, finds the file already there). A file that is not a logo we accept is an answer
 * (`ok: false` with the visitor's message); a failed upload throws a BackendError.
 */
export async function storeLogo(bytes: Uint8Array): Promise<{ ok: true; path: string } | { ok: false; error: string }> {
  const checked = await checkLogo(bytes)
  if (!checked.ok) return checked
  return { ok: true, path: await storeByContent(BUCKET, bytes, checked, LOGO_MESSAGES.notStored) }
}

/**
 * The logo at `path` as a file named after its request's reference (the caller has checked who
 * asks). The type comes from the name it was stored under, which its checked content chose.
 */
export async function readLogo(path: string, reference: string): Promise<StoredFile> {
  const body = await readStoredFile(BUCKET, path, LOGO_MESSAGES.notOpened)
  const extension = path.slice(path.lastIndexOf('.') + 1)
  const kind = Object.values(KINDS).find((candidate) => candidate.extension === extension)
  return { body, contentType: kind?.contentType ?? 'application/octet-stream', filename: `logo-${reference}.${kind?.extension ?? 'bin'}` }
}

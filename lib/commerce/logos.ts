import 'server-only'
import { LOGO_MESSAGES } from '@/lib/uploads/logo'
import { checkLogo } from '@/lib/uploads/image-check'
import { readStoredFile, storeByContent } from './private-files'

/**
 * Team logos, in the private `logos` bucket (supabase/migrations/20261125000200_logo_storage.sql).
 * Only the server reaches it, with the service role: it stores what passed `checkLogo` and reads a
 * logo back for staff; no visitor or customer key opens the bucket.
 */
const BUCKET = 'logos'

/**
 * Stores a logo under a name made from its content (a retry after a declined card, or a team's next
 * order, finds the file already there). A file that is not a logo we accept is an answer
 * (`ok: false` with the visitor's message); a failed upload throws a CommerceError.
 */
export async function storeLogo(bytes: Uint8Array): Promise<{ ok: true; path: string } | { ok: false; error: string }> {
  const checked = checkLogo(bytes)
  if (!checked.ok) return checked
  return { ok: true, path: await storeByContent(BUCKET, bytes, checked, LOGO_MESSAGES.notStored) }
}

/** The bytes of the logo at `path`, for staff (the caller has checked who asks). */
export const readLogo = (path: string) => readStoredFile(BUCKET, path, LOGO_MESSAGES.notOpened)

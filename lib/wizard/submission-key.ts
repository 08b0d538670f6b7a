import 'server-only'
import { createHash } from 'node:crypto'

/**
 * The key a submission is stored under: the draft's own key and everything the team chose (and the
 * logo's bytes), hashed into a UUID. The same draft sent twice is one request; a draft changed after
 * a declined card (another payment type, more players) is a new one, so an order is never paid at an
 * amount other than the one the team was shown, even after a reload.
 */
export function submissionKey<T extends { idempotencyKey: string }>(checked: T, logo: Uint8Array | null): string {
  const hash = createHash('sha256').update(JSON.stringify(checked))
  if (logo) hash.update(logo)
  const hex = hash.digest('hex')
  // Shaped as a version-5-style UUID, which is what the database's column holds.
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

import 'server-only'
import { createHash } from 'node:crypto'
import { createAdminClient } from './admin'
import { backendFailure } from './errors'
import type { FileDownload } from '@/lib/http/file-response'

/**
 * Files in the private Storage buckets only the server reaches (logos, mockups): stored under a
 * name made from their content, so the same file sent again is the file already there; read back
 * through short signed links.
 */

/**
 * Stores checked bytes at `<aa>/<sha256>.<extension>` with the type their content showed (nothing
 * the browser said about the file is kept), and returns that path. `failure` is the visitor's
 * message when Storage cannot take it.
 */
export async function storeByContent(bucket: string, bytes: Uint8Array, kind: { contentType: string; extension: string }, failure: string): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex')
  const path = `${hash.slice(0, 2)}/${hash}.${kind.extension}`
  const { error } = await createAdminClient().storage.from(bucket).upload(path, bytes, { contentType: kind.contentType, upsert: false })
  if (error && !alreadyStored(error)) throw backendFailure(error, failure)
  return path
}

/** Storage's answer when the name is taken: here, by the very same bytes. */
const alreadyStored = (error: { message: string; statusCode?: string | number }) => String(error.statusCode) === '409' || /already exists/i.test(error.message)

/** A link that downloads the file at `path` as a file (never shown inline), valid for `seconds`. */
export async function storedFileLink(bucket: string, path: string, seconds: number, failure: string): Promise<string> {
  const { data, error } = await createAdminClient().storage.from(bucket).createSignedUrl(path, seconds, { download: true })
  if (error) throw backendFailure(error, failure)
  return data.signedUrl
}

/** A stored file as a download: its bytes, its type and the name it is saved under (the route makes the answer). */
export type StoredFile = FileDownload & { body: ReadableStream<Uint8Array> }

/** The bytes of the file at `path`, read through a link valid for a minute; `failure` is the message when it cannot be read. */
export async function readStoredFile(bucket: string, path: string, failure: string): Promise<ReadableStream<Uint8Array>> {
  const stored = await fetch(await storedFileLink(bucket, path, 60, failure), { cache: 'no-store' })
  if (!stored.ok || !stored.body) throw backendFailure({ status: stored.status }, failure)
  return stored.body
}

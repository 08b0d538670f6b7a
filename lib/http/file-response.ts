/** A file a route serves: its bytes, its type, and the name it is saved under. */
export type FileDownload = { body: BodyInit; contentType: string; filename: string }

/** A plain 404 for a file that is not there or not the asker's: it says nothing about which. */
export const fileNotFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })

/**
 * A private file (a logo, a roster, a mockup), or the plain 404 when there is none for the asker:
 * saved as its name, or shown inline when `inline` (a picture); never sniffed into another type,
 * never kept by a shared cache, and, should it ever hold something active, run sandboxed with
 * nothing to load (`style-src` lets an SVG keep its look).
 */
export function fileResponse(file: FileDownload | null, { inline = false, styles = false } = {}): Response {
  if (!file) return fileNotFound()
  return new Response(file.body, {
    headers: {
      'content-type': file.contentType,
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${file.filename}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': `default-src 'none';${styles ? " style-src 'unsafe-inline';" : ''} sandbox`,
      'cache-control': 'private, no-store',
    },
  })
}

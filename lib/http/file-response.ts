/** A plain 404 for a file that is not there or not the asker's: it says nothing about which. */
export const fileNotFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })

/**
 * A private file (a logo, a roster, a mockup): saved as `filename`, or shown inline when `inline`
 * (a picture); never sniffed into another type, never kept by a shared cache, and, should it ever
 * hold something active, run sandboxed with nothing to load (`style-src` lets an SVG keep its look).
 */
export function fileResponse(body: BodyInit, contentType: string, filename: string, { inline = false, styles = false } = {}): Response {
  return new Response(body, {
    headers: {
      'content-type': contentType,
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${filename}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': `default-src 'none';${styles ? " style-src 'unsafe-inline';" : ''} sandbox`,
      'cache-control': 'private, no-store',
    },
  })
}

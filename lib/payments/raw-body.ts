/**
 * A request's body as text, read only as far as `maxBytes`: null when it is longer (or says it
 * is), so an oversized delivery is refused before it is held whole. A webhook's signature covers
 * these exact bytes, so the body is never parsed before it is checked.
 */
export async function readRawBody(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    text += decoder.decode(value, { stream: true })
  }
}

/**
 * A request's body, read only as far as `maxBytes`: null when it is longer (or says it is), so an
 * oversized body is refused before it is held whole.
 */
export async function readLimitedBytes(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return new Uint8Array(Buffer.concat(chunks, size))
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
}

/**
 * A request's body as text, read only as far as `maxBytes` (null when longer). The text is exactly
 * what was sent, so a signature over it can be checked before anything parses it.
 */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readLimitedBytes(request, maxBytes)
  return bytes === null ? null : new TextDecoder().decode(bytes)
}

// PostgreSQL's text and jsonb can hold neither U+0000 nor half of a UTF-16 surrogate pair (JSON
// lets a forged request send `"\ud800"`). No one types either (they come with pasted binary or a
// forged request), so the server mends what it is sent rather than refusing the whole form with a
// database error: U+0000 is dropped, a lone surrogate becomes U+FFFD as a browser would send it.

/** A surrogate pair (kept), or a half of one on its own (replaced). */
const SURROGATES = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g

/** `text` as the database can keep it. */
export function storableText(text: string): string {
  const withoutNul = text.includes('\u0000') ? text.replaceAll('\u0000', '') : text
  return withoutNul.replace(SURROGATES, (found) => (found.length === 2 ? found : '\ufffd'))
}

/** A copy of a JSON-like value whose texts the database can keep; anything else is kept as it is. */
export function storableDeep(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value)
  // Array.from, not map: a forged array's own `constructor` would pick what map builds.
  if (Array.isArray(value)) return Array.from(value, (item) => storableDeep(item))
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, storableDeep(inner)]))
}

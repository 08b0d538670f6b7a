// PostgreSQL's text and jsonb can hold neither U+0000 nor half of a UTF-16 surrogate pair (JSON
// lets a forged request send `"\ud800"`). No one types either (they come with pasted binary or a
// forged request), so the server mends what it is sent rather than refusing the whole form with a
// database error: U+0000 is dropped, a lone surrogate becomes U+FFFD as a browser would send it.

/**
 * `text` as the database can keep it. toWellFormed mends lone surrogates natively and hands a
 * well-formed text back as it is: a regular expression replace calling back for every pair took
 * 2.5 s of a core on 3 MB of emoji, which anyone may post to a form.
 */
export function storableText(text: string): string {
  return (text.includes('\u0000') ? text.replaceAll('\u0000', '') : text).toWellFormed()
}

/** A copy of a JSON-like value whose texts the database can keep; anything else is kept as it is. */
export function storableDeep(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value)
  // Array.from, not map: a forged array's own `constructor` would pick what map builds.
  if (Array.isArray(value)) return Array.from(value, (item) => storableDeep(item))
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, storableDeep(inner)]))
}

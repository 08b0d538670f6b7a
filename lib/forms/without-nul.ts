// PostgreSQL's text and jsonb cannot hold U+0000. No one types it (it comes with pasted binary or a
// forged request), so the server drops it from what it is sent rather than refusing the whole form
// with a database error.

/** `text` without U+0000. */
export const withoutNul = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '') : text)

/** A copy of a JSON-like value whose texts have no U+0000; anything else is kept as it is. */
export function withoutNulDeep(value: unknown): unknown {
  if (typeof value === 'string') return withoutNul(value)
  // Array.from, not map: a forged array's own `constructor` would pick what map builds.
  if (Array.isArray(value)) return Array.from(value, (item) => withoutNulDeep(item))
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutNulDeep(inner)]))
}

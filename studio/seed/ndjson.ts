import type { SeedDocument } from './source/helpers'

type KeyFor = (value: unknown, index: number) => string

/** Objects inside arrays need a `_key` in Sanity; give each one a stable key. */
function withKeys(value: unknown, keyFor: KeyFor): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      const keyed = withKeys(item, keyFor)
      return keyed && typeof keyed === 'object' && !Array.isArray(keyed) && !('_key' in keyed)
        ? { _key: keyFor(item, index), ...keyed }
        : keyed
    })
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, withKeys(inner, keyFor)]))
  }
  return value
}

/** One JSON document per line, sorted by id so the file diffs cleanly. */
export function toNdjson(documents: SeedDocument[], keyFor: KeyFor): string {
  return (
    [...documents]
      .sort((a, b) => a._id.localeCompare(b._id))
      .map((document) => JSON.stringify(withKeys(document, keyFor)))
      .join('\n') + '\n'
  )
}

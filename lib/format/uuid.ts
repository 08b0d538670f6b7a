const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether `value` is a uuid as the database writes them (ids of orders and requests). */
export const isUuid = (value: string) => UUID.test(value)

/**
 * What a query names by kind and id (`?kind=…&id=…`): one of `kinds` and a uuid, or null when it
 * names none (another kind, an id that is no uuid, a parameter missing or given twice).
 */
export function kindAndIdOf<Kind extends string>(kinds: readonly Kind[], kind: unknown, id: unknown): { kind: Kind; id: string } | null {
  const known = kinds.find((candidate) => candidate === kind)
  return known && typeof id === 'string' && isUuid(id) ? { kind: known, id } : null
}

import { z } from 'zod'

/**
 * Reads a list kept in browser storage, which anyone can edit: nothing stored is an empty list;
 * text that is not JSON, or any item that breaks the schema, gives an empty list and the message,
 * rather than a crash or items dropped unseen.
 */
export function readStoredList<T>(raw: string | null, item: z.ZodType<T>, corruptMessage: string): { items: T[]; error: string | null } {
  if (raw === null || raw.trim() === '') return { items: [], error: null }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { items: [], error: corruptMessage }
  }
  const parsed = z.array(item).safeParse(json)
  return parsed.success ? { items: parsed.data, error: null } : { items: [], error: corruptMessage }
}

import { z } from 'zod'
import { storableDeep } from './storable-text'

/** What the visitor is told: nothing could be read, or some items could not. */
export type StoredListMessages = { unreadable: string; partlyUnreadable: string }

/**
 * Reads a list kept in browser storage, which anyone can edit: nothing stored is an empty list.
 * Each item is checked on its own, so one bad item costs only itself: the readable ones are kept
 * (at most `maxItems`) and the visitor is told what was lost. Text that is not a JSON list gives an
 * empty list and the message.
 */
export function readStoredList<T>(raw: string | null, item: z.ZodType<T>, messages: StoredListMessages, maxItems: number): { items: T[]; error: string | null } {
  if (raw === null || raw.trim() === '') return { items: [], error: null }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { items: [], error: messages.unreadable }
  }
  if (!Array.isArray(json)) return { items: [], error: messages.unreadable }
  const items = json.flatMap((entry) => {
    const parsed = item.safeParse(storableDeep(entry))
    return parsed.success ? [parsed.data] : []
  })
  const kept = items.slice(0, maxItems)
  if (kept.length === json.length) return { items: kept, error: null }
  return { items: kept, error: kept.length ? messages.partlyUnreadable : messages.unreadable }
}

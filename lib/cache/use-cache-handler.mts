// Next's 'use cache' handler (next.config's cacheHandlers) when several instances share a Redis:
// an entry one instance makes is read by all, and a tag one instance revalidates is checked by all on
// every read, so a publish reaches every instance's next request. Redis unreachable: a miss, the
// content is read again (never an old entry kept past a publish that could not be recorded).
import { keptFor, requiredSharedStore, tagsExpired, tagsStale, type SharedStore } from './shared-store.mts'

type CacheEntry = {
  value: ReadableStream<Uint8Array>
  tags: string[]
  stale: number
  timestamp: number
  expire: number
  revalidate: number
}
type StoredEntry = Omit<CacheEntry, 'value'> & { value: Buffer }

const key = (cacheKey: string) => `use-cache:${cacheKey}`

const bytesOf = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer())

const streamOf = (bytes: Buffer) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes))
      controller.close()
    },
  })

/** The handler over `store` (a function, so the tests give it a store of their own). */
export function sharedCacheHandler(store: () => SharedStore) {
  // A read of a key this instance is still writing waits for the write, as Next requires.
  const pendingSets = new Map<string, Promise<void>>()

  return {
    async get(cacheKey: string): Promise<CacheEntry | undefined> {
      await pendingSets.get(cacheKey)
      try {
        const entry = (await store().read(key(cacheKey))) as StoredEntry | null
        if (!entry) return undefined
        const records = await store().tagRecords(entry.tags)
        if (tagsExpired(records, entry.tags, entry.timestamp)) return undefined
        return { ...entry, revalidate: tagsStale(records, entry.tags, entry.timestamp) ? -1 : entry.revalidate, value: streamOf(entry.value) }
      } catch (error) {
        store().warn('A cache read', error)
        return undefined
      }
    },

    async set(cacheKey: string, pendingEntry: Promise<CacheEntry>): Promise<void> {
      let done = () => {}
      pendingSets.set(cacheKey, new Promise<void>((resolve) => (done = resolve)))
      try {
        const { value, ...entry } = await pendingEntry
        const bytes = await bytesOf(value)
        // An entry that expires at once (a failed content read) is made again on every read: not kept.
        if (entry.expire === 0) return
        await store().write(key(cacheKey), { ...entry, value: bytes } satisfies StoredEntry, keptFor(entry.expire))
      } catch (error) {
        store().warn('A cache write', error)
      } finally {
        pendingSets.delete(cacheKey)
        done()
      }
    },

    // Nothing kept in this process to refresh: every read asks Redis for its tags.
    async refreshTags(): Promise<void> {},

    /** The latest expiry of `tags` (a page's implicit tags); while Redis is away, now: every entry is made again. */
    async getExpiration(tags: string[]): Promise<number> {
      try {
        const records = await store().tagRecords(tags)
        return Math.max(0, ...[...records.values()].map((record) => record.expired ?? 0))
      } catch (error) {
        store().warn('A cache tag read', error)
        return Date.now()
      }
    },

    /** Throws while Redis is away: the publish webhook then fails, and the content backend sends it again. */
    async updateTags(tags: string[], durations?: { expire?: number }): Promise<void> {
      await store().revalidate(tags, durations)
    },
  }
}

export default sharedCacheHandler(() => requiredSharedStore('The shared cache handler'))

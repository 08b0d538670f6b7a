// The cache that several site instances share (REDIS_URL): Next's 'use cache' entries
// (./use-cache-handler.mts), its page cache (./page-cache-handler.mts) and the times at which each
// cache tag was revalidated, which every instance checks on every read. Loaded by Next with Node's
// own import, so relative imports only. docs/decisions/0009-a-shared-cache-on-redis.md says why.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { createClient, RESP_TYPES } from 'redis'

/** When a tag was last marked stale and expired, in ms since the epoch, as Next's own tags manifest keeps it. */
export type TagRecord = { stale?: number; expired?: number }
export type TagRecords = ReadonlyMap<string, TagRecord>

/** Entries outlive no content change (tags do that), but not forever either: Redis drops them after this. */
export const LONGEST_ENTRY_SECONDS = 30 * 24 * 60 * 60

/**
 * Whether one of `tags` was expired after an entry made at `timestamp`, and the expiry has come:
 * the same rule as Next's own manifest (tags-manifest.external), over the shared records.
 */
export function tagsExpired(records: TagRecords, tags: readonly string[], timestamp: number, now = Date.now()): boolean {
  return tags.some((tag) => {
    const expired = records.get(tag)?.expired
    return typeof expired === 'number' && expired <= now && expired > timestamp
  })
}

/** Whether one of `tags` was marked stale after an entry made at `timestamp` (served once more while it is made again). */
export function tagsStale(records: TagRecords, tags: readonly string[], timestamp: number): boolean {
  return tags.some((tag) => (records.get(tag)?.stale ?? 0) > timestamp)
}

/** A tag's record after a revalidation at `now`: as Next's handlers write it, with or without durations. */
export function revalidatedRecord(existing: TagRecord, now: number, durations?: { expire?: number }): TagRecord {
  if (!durations) return { ...existing, expired: now }
  return { ...existing, stale: now, ...(durations.expire === undefined ? {} : { expired: now + durations.expire * 1000 }) }
}

/** Seconds a stored entry is kept: `seconds` (an entry's expire) within (0, LONGEST_ENTRY_SECONDS]. */
export function keptFor(seconds: number | false | undefined): number {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return LONGEST_ENTRY_SECONDS
  return Math.min(Math.ceil(seconds), LONGEST_ENTRY_SECONDS)
}

/**
 * Every key starts with the deployment: another build's entries hold references (server actions,
 * chunks) this one does not have, so two builds never share entries, even on one Redis.
 */
function deployment(): string {
  if (process.env.NEXT_DEPLOYMENT_ID) return process.env.NEXT_DEPLOYMENT_ID
  return readFileSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim()
}

const connect = (url: string) =>
  createClient({
    url,
    // A command while Redis is away fails at once (a miss) instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })

type Client = ReturnType<typeof connect>

/** How long the first commands of a process wait for its first connection. */
const FIRST_CONNECTION_MS = 1000

/** The shared store: its key prefix and one Redis connection per process, made on first use. */
export class SharedStore {
  readonly #client: Client
  readonly #prefix: string
  readonly #tagsKey: string
  readonly #where: string
  #opening: Promise<void> | null = null
  #waitUntil = 0
  #warnedAt = 0

  constructor(url: string, prefix: string) {
    this.#client = connect(url)
    this.#where = new URL(url).host
    this.#prefix = prefix
    this.#tagsKey = `${prefix}tags`
    // Without a listener an error event ends the process; a lost connection is retried on its own.
    this.#client.on('error', (error: unknown) => this.warn('Redis connection', error))
  }

  /** Logs a failure at most once a minute: while Redis is away every request would say it again. */
  warn(what: string, error: unknown) {
    if (Date.now() - this.#warnedAt < 60_000) return
    this.#warnedAt = Date.now()
    console.error(`[cache] ${what} failed, so pages are made without the shared cache: ${error instanceof Error ? error.message : String(error)}`)
  }

  /**
   * The client, once connected. The client reconnects on its own for as long as Redis is away, and
   * never gives up: so a command waits for the first connection only for its first second, and is
   * refused at once while Redis is away (the caller makes the page without the cache).
   */
  async #connected(): Promise<Client> {
    if (this.#client.isReady) return this.#client
    if (!this.#opening) {
      this.#opening = this.#client.connect().then(() => {})
      this.#opening.catch((error: unknown) => this.warn('Redis connection', error))
      this.#waitUntil = Date.now() + FIRST_CONNECTION_MS
    }
    const wait = this.#waitUntil - Date.now()
    if (wait > 0) await Promise.race([this.#opening, new Promise((resolve) => setTimeout(resolve, wait).unref())]).catch(() => {})
    if (!this.#client.isReady) throw new Error(`Redis is not reachable at ${this.#where}`)
    return this.#client
  }

  /** The stored value of `key`, or null. */
  async read(key: string): Promise<unknown> {
    const bytes = await (await this.#connected()).get(this.#prefix + key)
    return bytes ? deserialize(bytes) : null
  }

  /** Stores `value` (Buffers, Maps and plain data) under `key` for `seconds`. */
  async write(key: string, value: unknown, seconds: number): Promise<void> {
    await (await this.#connected()).set(this.#prefix + key, serialize(value), { expiration: { type: 'EX', value: seconds } })
  }

  async remove(key: string): Promise<void> {
    await (await this.#connected()).del(this.#prefix + key)
  }

  /** The records of `tags` that were ever revalidated. */
  async tagRecords(tags: readonly string[]): Promise<Map<string, TagRecord>> {
    const records = new Map<string, TagRecord>()
    if (tags.length === 0) return records
    const values = await (await this.#connected()).hmGet(this.#tagsKey, [...tags])
    values.forEach((value, index) => {
      if (value) records.set(tags[index]!, JSON.parse(value.toString()) as TagRecord)
    })
    return records
  }

  /** Records the revalidation of `tags` now, for every instance. */
  async revalidate(tags: readonly string[], durations?: { expire?: number }): Promise<void> {
    if (tags.length === 0) return
    const existing = await this.tagRecords(tags)
    const now = Date.now()
    const updates = Object.fromEntries(tags.map((tag) => [tag, JSON.stringify(revalidatedRecord(existing.get(tag) ?? {}, now, durations))]))
    await (await this.#connected()).hSet(this.#tagsKey, updates)
  }

  /** Ends the connection (a test's store; an instance keeps its own until it exits). */
  close(): void {
    this.#client.destroy()
  }

}

/** The store at `url` for this build's entries and tag records: the site's, or a journey reading what the instances wrote. */
export const deploymentStore = (url: string) => new SharedStore(url, `shop:${deployment()}:`)

const STORE = Symbol.for('hockey-shop.shared-cache-store')
const processWide = globalThis as typeof globalThis & { [STORE]?: SharedStore | null }

/**
 * The shared store when REDIS_URL is set, else null (one process: Next's own caches). One per
 * process: Next loads its handlers in more than one module graph.
 */
function sharedStore(): SharedStore | null {
  if (processWide[STORE] === undefined) {
    const url = process.env.REDIS_URL
    processWide[STORE] = url ? deploymentStore(url) : null
  }
  return processWide[STORE]
}

/** The shared store for a handler that next.config gives Next only with REDIS_URL: named `handler` in the error otherwise. */
export function requiredSharedStore(handler: string): SharedStore {
  const store = sharedStore()
  if (!store) throw new Error(`${handler} is configured without REDIS_URL`)
  return store
}

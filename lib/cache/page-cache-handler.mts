// Next's page cache (next.config's cacheHandler) when several instances share a Redis: a page one
// instance renders is served by all, with its scripts' hashes (../security/csp-hashes.mjs). The
// build's own pages are read from this instance's build folder until an instance renders them anew.
// Every entry is checked against the shared tag records, so no instance serves a page from before a
// publish that another one was told of.
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import ScriptHashingCache, { withScriptHashes } from '../security/csp-hashes.mjs'
import { keptFor, requiredSharedStore, tagsExpired, tagsStale, type TagRecords } from './shared-store.mts'

type CacheValue = { kind: string; headers?: Record<string, unknown> } | null
type CacheControl = { revalidate: number | false; expire?: number }
type Entry = { lastModified: number; value: CacheValue; cacheControl?: CacheControl }
type GetContext = { kind: string; tags?: string[]; softTags?: string[] }

/** The header under which Next keeps a page's cache tags (NEXT_CACHE_TAGS_HEADER). */
const TAGS_HEADER = 'x-next-cache-tags'

/** The tags an entry depends on, as Next's file-system cache reads them. */
function entryTags(entry: Entry, context: GetContext): string[] {
  if (entry.value?.kind === 'FETCH') return context.kind === 'FETCH' ? [...(context.tags ?? []), ...(context.softTags ?? [])] : []
  const header = entry.value?.headers?.[TAGS_HEADER]
  return typeof header === 'string' && header ? header.split(',') : []
}

/** Next's own checks (stale pages renewed in the background) read this process's manifest: it learns the shared records too. */
function remember(records: TagRecords) {
  for (const [tag, record] of records) tagsManifest.set(tag, record)
}

const key = (cacheKey: string) => `page:${cacheKey}`

/** Pages whose making may have started and not been stored yet, at most: a bound on what a stream of made-up addresses can add. */
const MOST_PAGES_BEING_MADE = 10_000
const MAKING = Symbol.for('hockey-shop.pages-being-made')
const processWide = globalThis as typeof globalThis & { [MAKING]?: Map<string, number> }

/**
 * When this process may have started making each page again: the first read since its last store
 * that found it missing or out of date. Per process, as Next loads this handler in more than one
 * module graph. An entry is as old as the content its page read, so it is stored with that moment,
 * not with when its making ended: a page made across a publish (seconds on a loaded machine) would
 * otherwise pass for newer than the publish, and be served with the old content until it expired.
 */
function pagesBeingMade(): Map<string, number> {
  return (processWide[MAKING] ??= new Map())
}

function mayBeMadeFrom(cacheKey: string, moment: number) {
  const making = pagesBeingMade()
  if (making.has(cacheKey)) return
  if (making.size >= MOST_PAGES_BEING_MADE) making.delete(making.keys().next().value!)
  making.set(cacheKey, moment)
}

/** Whether Next will make the page again: it is served stale once, or at all, after its revalidate time (unknown for the build's own pages). */
function dueForRevalidation(entry: Entry, at: number): boolean {
  const revalidate = entry.cacheControl?.revalidate
  if (revalidate === undefined) return true
  return revalidate !== false && at > entry.lastModified + revalidate * 1000
}

const store = () => requiredSharedStore('The shared page cache')

export default class SharedPageCache extends ScriptHashingCache {
  override async get(cacheKey: string, context: GetContext): Promise<Entry | null> {
    const asked = Date.now()
    try {
      const entry = ((await store().read(key(cacheKey))) as Entry | null) ?? ((await super.get(cacheKey, context)) as Entry | null)
      const tags = entry ? entryTags(entry, context) : []
      const records = await store().tagRecords(tags)
      remember(records)
      if (!entry || tagsExpired(records, tags, entry.lastModified)) {
        mayBeMadeFrom(cacheKey, asked)
        return null
      }
      if (tagsStale(records, tags, entry.lastModified) || dueForRevalidation(entry, asked)) mayBeMadeFrom(cacheKey, asked)
      withScriptHashes(entry.value)
      return entry
    } catch (error) {
      // Without the shared records, a kept page may be from before a publish: made anew instead.
      mayBeMadeFrom(cacheKey, asked)
      store().warn('A page cache read', error)
      return null
    }
  }

  override async set(cacheKey: string, data: CacheValue, context: { cacheControl?: CacheControl }): Promise<void> {
    const making = pagesBeingMade()
    const madeFrom = making.get(cacheKey) ?? Date.now()
    making.delete(cacheKey)
    try {
      if (!data) return await store().remove(key(cacheKey))
      withScriptHashes(data)
      const entry: Entry = { lastModified: madeFrom, value: data, ...(context.cacheControl ? { cacheControl: context.cacheControl } : {}) }
      await store().write(key(cacheKey), entry, keptFor(context.cacheControl?.expire))
    } catch (error) {
      store().warn('A page cache write', error)
    }
  }

  /** Throws while Redis is away: the publish webhook then fails, and the content backend sends it again. */
  override async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    await super.revalidateTag(tags, durations)
    await store().revalidate(typeof tags === 'string' ? [tags] : tags, durations)
  }
}

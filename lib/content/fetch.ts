import 'server-only'
import type { SanityQueries } from '@sanity/client'
import { cacheLife, cacheTag } from 'next/cache'
import { draftMode } from 'next/headers'
import { unstable_rethrow } from 'next/navigation'
import { BackendError } from '@/lib/errors/backend'
import { SERVICE_UNAVAILABLE } from '@/lib/errors/catalogue'
import { isSanityConfigured } from '@/lib/content/sanity-env'
import { queryEmbedded } from './embedded/backend'
import { queryHosted } from './hosted'
import { keepGoodContent, lastGoodContent } from './last-good'

type Result<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : never

/**
 * A read of the content backend that failed is said as the shop's servers being out of reach, the
 * message a form shows beside what was typed (lib/actions/validated-action.ts) and a page's error
 * boundary logs; Next's own signals pass through.
 */
async function reading<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    unstable_rethrow(error)
    throw new BackendError(SERVICE_UNAVAILABLE, error)
  }
}

/**
 * Runs one of the queries in ./queries on the configured backend: the hosted Content Lake
 * when NEXT_PUBLIC_SANITY_PROJECT_ID is set, otherwise groq-js over the bundled dataset.
 * Results are cached under the given tags until a publish revalidates them; in draft mode
 * Next re-runs this on every request and the drafts perspective is used, unless the caller needs
 * what customers are charged (`publishedOnly`). When the backend fails, published content is the
 * last good answer (./last-good) for a short while, and only without one does the read fail.
 */
export function fetchContent<const Q extends string>(
  query: Q,
  tags: readonly string[],
  params: Record<string, unknown> = {},
  options: { publishedOnly?: boolean } = {},
): Promise<Result<Q>> {
  return reading(async () => {
    const read = await cachedContent(query, tags, params, options)
    if (isFailure(read)) throw new Error(read.contentBackendFailed)
    return read
  })
}

/** What a cached read holds when the backend failed with no good answer kept, for no time at all: the next read asks again. */
type Failure = { contentBackendFailed: string }

/**
 * How long a page made from the content last read is kept: the backend is asked again in the
 * background after 30 s, and the shortest lifetime Next keeps in a prerendered page is 5 minutes (a
 * shorter one made the page renewed after a publish fail as "uncached data during prerendering").
 */
const STALE_IF_ERROR = { stale: 30, revalidate: 30, expire: 300 }
const isFailure = (read: unknown): read is Failure => typeof read === 'object' && read !== null && 'contentBackendFailed' in read

async function cachedContent<const Q extends string>(
  query: Q,
  tags: readonly string[],
  params: Record<string, unknown>,
  { publishedOnly = false }: { publishedOnly?: boolean },
): Promise<Result<Q> | Failure> {
  'use cache'
  cacheTag(...tags)
  const drafts = !publishedOnly && (await draftMode()).isEnabled
  const perspective = drafts ? 'drafts' : 'published'
  const run = isSanityConfigured ? queryHosted : queryEmbedded
  try {
    const result = (await run(query, params, perspective)) as Result<Q>
    cacheLife('max')
    if (!drafts) await keepGoodContent(query, params, result)
    return result
  } catch (error) {
    unstable_rethrow(error)
    const failure = error instanceof Error ? error.message : String(error)
    const kept = drafts ? undefined : await lastGoodContent(query, params, failure)
    if (kept !== undefined) {
      cacheLife(STALE_IF_ERROR)
      return kept as Result<Q>
    }
    // Returned, not thrown: thrown inside a cached function while a page was renewed after a publish,
    // it left every request for that page waiting, even once the backend was back (Next 16.4).
    cacheLife({ stale: 0, revalidate: 0, expire: 0 })
    return { contentBackendFailed: failure }
  }
}

/**
 * The same, published and as the backend holds it now: no Next cache (cleared only by a webhook
 * that may never arrive) and no CDN. For the prices a checkout charges, read once per order.
 */
export function fetchFreshPublished<const Q extends string>(query: Q, params: Record<string, unknown> = {}): Promise<Result<Q>> {
  return reading(async () => (isSanityConfigured ? queryHosted(query, params, 'published', { fresh: true }) : queryEmbedded(query, params, 'published')) as Promise<Result<Q>>)
}

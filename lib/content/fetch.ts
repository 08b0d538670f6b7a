import 'server-only'
import type { SanityQueries } from '@sanity/client'
import { cacheLife, cacheTag } from 'next/cache'
import { draftMode } from 'next/headers'
import { isSanityConfigured } from '@/studio/env'
import { queryEmbedded } from './embedded/backend'
import { queryHosted } from './hosted'

type Result<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : never

/**
 * Runs one of the queries in ./queries on the configured backend: the hosted Content Lake
 * when NEXT_PUBLIC_SANITY_PROJECT_ID is set, otherwise groq-js over the bundled dataset.
 * Results are cached under the given tags until a publish revalidates them; in draft mode
 * Next re-runs this on every request and the drafts perspective is used, unless the caller needs
 * what customers are charged (`publishedOnly`).
 */
export async function fetchContent<const Q extends string>(
  query: Q,
  tags: readonly string[],
  params: Record<string, unknown> = {},
  { publishedOnly = false }: { publishedOnly?: boolean } = {},
): Promise<Result<Q>> {
  'use cache'
  cacheLife('max')
  cacheTag(...tags)
  const drafts = !publishedOnly && (await draftMode()).isEnabled
  const perspective = drafts ? 'drafts' : 'published'
  const run = isSanityConfigured ? queryHosted : queryEmbedded
  return (await run(query, params, perspective)) as Result<Q>
}

/**
 * The same, published and as the backend holds it now: no Next cache (cleared only by a webhook
 * that may never arrive) and no CDN. For the prices a checkout charges, read once per order.
 */
export async function fetchFreshPublished<const Q extends string>(query: Q, params: Record<string, unknown> = {}): Promise<Result<Q>> {
  const result = isSanityConfigured ? await queryHosted(query, params, 'published', { fresh: true }) : await queryEmbedded(query, params, 'published')
  return result as Result<Q>
}

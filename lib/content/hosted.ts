import 'server-only'
import { createClient, type SanityClient } from '@sanity/client'
import { sanityApiVersion, sanityDataset, sanityProjectId } from '@/lib/content/sanity-env'
import type { Perspective } from './embedded/dataset'

export type HostedQuery = (query: string, params: Record<string, unknown>, perspective: Perspective, options?: { fresh?: boolean }) => Promise<unknown>

/**
 * Queries a Content Lake through `client`. Drafts need the read token, which never leaves the
 * server. `fresh` skips the CDN, whose copies may lag a publish: for what a customer is charged.
 */
export function hostedQuery(client: SanityClient, readToken = process.env.SANITY_API_READ_TOKEN): HostedQuery {
  return async (query, params, perspective, { fresh = false } = {}) => {
    if (perspective === 'published') return fresh ? client.fetch(query, params, { useCdn: false }) : client.fetch(query, params)
    if (!readToken) throw new Error('SANITY_API_READ_TOKEN is required to preview drafts')
    return client.fetch(query, params, { perspective: 'drafts', useCdn: false, token: readToken })
  }
}

let configured: HostedQuery | undefined

/** The project named by NEXT_PUBLIC_SANITY_PROJECT_ID, created on first use. */
export const queryHosted: HostedQuery = (query, params, perspective, options) => {
  configured ??= hostedQuery(
    createClient({ projectId: sanityProjectId, dataset: sanityDataset, apiVersion: sanityApiVersion, useCdn: true, perspective: 'published' }),
  )
  return configured(query, params, perspective, options)
}

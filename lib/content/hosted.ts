import 'server-only'
import { createClient, type SanityClient } from '@sanity/client'
import { sanityApiVersion, sanityDataset, sanityProjectId } from '@/studio/env'
import type { Perspective } from './embedded/dataset'

let client: SanityClient | undefined

function getClient() {
  client ??= createClient({
    projectId: sanityProjectId,
    dataset: sanityDataset,
    apiVersion: sanityApiVersion,
    useCdn: true,
    perspective: 'published',
  })
  return client
}

/** The hosted Content Lake. Drafts need the read token, which never leaves the server. */
export async function queryHosted(query: string, params: Record<string, unknown>, perspective: Perspective): Promise<unknown> {
  if (perspective === 'published') return getClient().fetch(query, params)
  const token = process.env.SANITY_API_READ_TOKEN
  if (!token) throw new Error('SANITY_API_READ_TOKEN is required to preview drafts')
  return getClient().fetch(query, params, { perspective: 'drafts', useCdn: false, token })
}

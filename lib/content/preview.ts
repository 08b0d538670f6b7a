import 'server-only'
import { createClient } from '@sanity/client'
import { validatePreviewUrl, type SanityClientLike } from '@sanity/preview-url-secret'
import { sanityApiVersion, sanityDataset, sanityProjectId, isSanityConfigured } from '@/lib/content/sanity-env'
import { queryEmbedded } from './embedded/backend'

/**
 * The embedded default's documents as Sanity's preview-secret check reads them: the check asks a
 * client for a token (it reads drafts) and runs one raw query, which groq-js answers over the same
 * documents the pages read (the local content lake's).
 */
const embeddedClient = (): SanityClientLike => ({
  config: () => ({ token: 'embedded' }),
  withConfig: () => embeddedClient(),
  fetch: <R, Q>(query: string, params: Q) => queryEmbedded(query, params as Record<string, unknown>, 'raw') as Promise<R>,
})

/**
 * Checks a preview link the Presentation tool made (its secret, kept as a draft document for an
 * hour) against the content backend in use: the hosted project with the server-only read token,
 * or the embedded default's documents. Where to go after, when valid.
 */
export async function checkPreviewLink(url: string): Promise<{ ok: true; redirectTo: string } | { ok: false; message: string }> {
  let client: SanityClientLike = embeddedClient()
  if (isSanityConfigured) {
    const token = process.env.SANITY_API_READ_TOKEN
    if (!token) return { ok: false, message: 'Previews need SANITY_API_READ_TOKEN on the server (see .env.example).' }
    client = createClient({ projectId: sanityProjectId, dataset: sanityDataset, apiVersion: sanityApiVersion, useCdn: false, token })
  }
  const { isValid, redirectTo = '/' } = await validatePreviewUrl(client, url)
  // Only a path of this site: the link's own redirect is the Studio's, but never trusted to leave.
  if (!isValid) return { ok: false, message: 'This preview link is not valid or has expired: open the preview from the Studio again.' }
  return { ok: true, redirectTo: redirectTo.startsWith('/') && !redirectTo.startsWith('//') ? redirectTo : '/' }
}

/**
 * Validates every dataset document against the Studio schema, offline: Sanity's own
 * `validateDocument` with a client that answers GROQ through groq-js over the dataset
 * (for slug uniqueness and custom rules) and reference checks against the dataset's ids.
 */
import { createSchema, validateDocument, type SanityClient, type SanityDocument, type Workspace } from 'sanity'
import { evaluate, parse } from 'groq-js'
import { schemaTypes, singletonIds } from '../schemaTypes'
import type { Document } from '../../lib/content/embedded/dataset'

export type Problem = { id: string; path: string; message: string }

function groqClient(documents: Document[]): SanityClient {
  const client = {
    withConfig: () => client,
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const result = await evaluate(parse(query, { params }), { dataset: documents, params })
      return result.get()
    },
  }
  return client as unknown as SanityClient
}

export async function validateDataset(documents: Document[]): Promise<Problem[]> {
  const schema = createSchema({ name: 'seed', types: schemaTypes })
  const client = groqClient(documents)
  const ids = new Set(documents.map((document) => document._id))
  const workspace = { schema, getClient: () => client } as unknown as Workspace
  const problems: Problem[] = []

  for (const id of singletonIds) {
    if (!ids.has(id)) problems.push({ id, path: '', message: `Singleton "${id}" is missing` })
  }
  for (const document of documents) {
    if (document._type === 'sanity.imageAsset') continue
    if (singletonIds.has(document._type) && document._id !== document._type) {
      problems.push({ id: document._id, path: '', message: `A ${document._type} must have the id "${document._type}"` })
    }
    const markers = await validateDocument({
      document: document as SanityDocument,
      workspace,
      environment: 'cli',
      getDocumentExists: async ({ id }) => ids.has(id),
    })
    for (const marker of markers) {
      if (marker.level === 'info') continue
      problems.push({
        id: document._id,
        path: marker.path.map((segment) => (typeof segment === 'object' ? JSON.stringify(segment) : String(segment))).join('.'),
        message: marker.message,
      })
    }
  }
  return problems
}

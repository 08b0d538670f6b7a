import 'server-only'
import { evaluate, parse } from 'groq-js'
import { lakeDocuments } from '@/lib/content/local-lake'
import { applyPerspective, type Document, type Perspective } from './dataset'
import { loadDataset } from './load'

/** groq-js over a prepared dataset: Sanity's own GROQ engine, no network. */
export async function queryDocuments(documents: Document[], query: string, params: Record<string, unknown>, perspective: Perspective): Promise<unknown> {
  const result = await evaluate(parse(query, { params }), { dataset: applyPerspective(documents, perspective), params })
  return result.get()
}

let bundled: Document[] | undefined

/**
 * The documents the embedded default serves: the local content lake's when the site works with one
 * and it has written them; otherwise the bundled dataset.
 */
async function currentDocuments(): Promise<Document[]> {
  return (await lakeDocuments()) ?? (bundled ??= loadDataset())
}

/** A query over the embedded default's documents. */
export async function queryEmbedded(query: string, params: Record<string, unknown>, perspective: Perspective): Promise<unknown> {
  return queryDocuments(await currentDocuments(), query, params, perspective)
}

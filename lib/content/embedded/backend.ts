import 'server-only'
import { evaluate, parse } from 'groq-js'
import { applyPerspective, type Document, type Perspective } from './dataset'
import { loadDataset } from './load'

/** groq-js over a prepared dataset: Sanity's own GROQ engine, no network. */
export async function queryDocuments(documents: Document[], query: string, params: Record<string, unknown>, perspective: Perspective): Promise<unknown> {
  const result = await evaluate(parse(query, { params }), { dataset: applyPerspective(documents, perspective), params })
  return result.get()
}

let bundled: Document[] | undefined

/** The bundled dataset, read once per server process. */
export function queryEmbedded(query: string, params: Record<string, unknown>, perspective: Perspective): Promise<unknown> {
  bundled ??= loadDataset()
  return queryDocuments(bundled, query, params, perspective)
}

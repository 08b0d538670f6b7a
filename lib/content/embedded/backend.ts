import 'server-only'
import { evaluate, parse } from 'groq-js'
import { applyPerspective, type Document, type Perspective } from './dataset'
import { loadDataset } from './load'

let dataset: Document[] | undefined

/** groq-js over the bundled dataset: Sanity's own GROQ engine, no network. */
export async function queryEmbedded(query: string, params: Record<string, unknown>, perspective: Perspective): Promise<unknown> {
  dataset ??= loadDataset()
  const documents = applyPerspective(dataset, perspective)
  const result = await evaluate(parse(query, { params }), { dataset: documents, params })
  return result.get()
}

import 'server-only'
import { readFileSync, statSync } from 'node:fs'
import { evaluate, parse } from 'groq-js'
import { lakeDocumentsFile, localContentLake } from '@/studio/local-lake/defaults'
import { applyPerspective, parseNdjson, type Document, type Perspective } from './dataset'
import { loadDataset } from './load'

/** groq-js over a prepared dataset: Sanity's own GROQ engine, no network. */
export async function queryDocuments(documents: Document[], query: string, params: Record<string, unknown>, perspective: Perspective): Promise<unknown> {
  const result = await evaluate(parse(query, { params }), { dataset: applyPerspective(documents, perspective), params })
  return result.get()
}

let bundled: Document[] | undefined
let fromLake: { file: string; modified: number; size: number; documents: Document[] } | undefined

/**
 * The documents the embedded default serves: the local content lake's, as its last transaction
 * left them, when the site works with one (read again whenever the file changes); otherwise, or
 * before the lake has first written, the bundled dataset.
 */
function currentDocuments(): Document[] {
  const lake = localContentLake()
  if (lake) {
    const file = lakeDocumentsFile(lake.dir)
    try {
      const { mtimeMs, size } = statSync(/*turbopackIgnore: true*/ file)
      if (fromLake?.file !== file || fromLake.modified !== mtimeMs || fromLake.size !== size) {
        fromLake = { file, modified: mtimeMs, size, documents: parseNdjson(readFileSync(/*turbopackIgnore: true*/ file, 'utf8')) }
      }
      return fromLake.documents
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return (bundled ??= loadDataset())
}

/** A query over the embedded default's documents. */
export function queryEmbedded(query: string, params: Record<string, unknown>, perspective: Perspective): Promise<unknown> {
  return queryDocuments(currentDocuments(), query, params, perspective)
}

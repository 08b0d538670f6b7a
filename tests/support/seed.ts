import { readFileSync } from 'node:fs'
import { DATASET_FILE } from '@/lib/content/embedded/load'
import { parseNdjson, type Document } from '@/lib/content/embedded/dataset'

/** The raw bundled dataset, for tests that check a page shows exactly what the content says. */
export const seed: Document[] = parseNdjson(readFileSync(DATASET_FILE, 'utf8'))

export function seedDocument<T>(id: string): T & Document {
  const document = seed.find((candidate) => candidate._id === id)
  if (!document) throw new Error(`No ${id} in the seed dataset`)
  return document as T & Document
}

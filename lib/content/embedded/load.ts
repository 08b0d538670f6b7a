import { readFileSync } from 'node:fs'
import path from 'node:path'
import { materializeAssets, parseNdjson, svgSize, type Document } from './dataset'

/** The bundled seed dataset: the same file `npm run sanity:seed` imports into a hosted project. */
export const DATASET_FILE = path.join(process.cwd(), 'studio', 'seed', 'dataset.ndjson')

function publicImageSize(publicPath: string) {
  const file = path.join(process.cwd(), 'public', publicPath)
  if (!file.endsWith('.svg')) throw new Error(`Seed images are SVG; cannot size ${publicPath}`)
  return svgSize(readFileSync(/*turbopackIgnore: true*/ file, 'utf8'))
}

/** Reads and prepares a dataset file from disk (Node only). */
export function loadDataset(file = DATASET_FILE): Document[] {
  return materializeAssets(parseNdjson(readFileSync(/*turbopackIgnore: true*/ file, 'utf8')), publicImageSize)
}

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { inspectImage } from '../../uploads/image-check'
import { materializeAssets, parseNdjson, type Document } from './dataset'

/** The bundled seed dataset: the same file `npm run sanity:seed` imports into a hosted project. */
export const DATASET_FILE = path.join(process.cwd(), 'studio', 'seed', 'dataset.ndjson')

/** The size of an image under public/, read from the file as the Studio's uploads are. */
function publicImageSize(publicPath: string) {
  const checked = inspectImage(readFileSync(/*turbopackIgnore: true*/ path.join(process.cwd(), 'public', publicPath)))
  if (!checked.ok || !checked.size) throw new Error(`Seed image ${publicPath} cannot be used: ${checked.ok ? 'it has no width and height or viewBox' : checked.error}`)
  return checked.size
}

/** Reads and prepares a dataset file from disk (Node only). */
export function loadDataset(file = DATASET_FILE): Document[] {
  return materializeAssets(parseNdjson(readFileSync(/*turbopackIgnore: true*/ file, 'utf8')), publicImageSize)
}

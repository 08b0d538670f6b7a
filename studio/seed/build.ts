/**
 * Writes studio/seed/dataset.ndjson from the typed sources in studio/seed/source.
 *   npx tsx studio/seed/build.ts          rewrite the dataset
 *   npx tsx studio/seed/build.ts --check  exit 1 if the committed dataset is stale
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { seedDocuments } from './source'
import { toNdjson } from './ndjson'
import { DATASET_FILE as target } from '../../lib/content/embedded/load'

const output = toNdjson(seedDocuments, (value, index) =>
  createHash('sha1').update(`${index}:${JSON.stringify(value)}`).digest('hex').slice(0, 12),
)

if (process.argv.includes('--check')) {
  const current = readFileSync(target, 'utf8')
  if (current !== output) {
    console.error('studio/seed/dataset.ndjson is out of date: run `npm run seed:build`.')
    process.exit(1)
  }
  console.log('Seed dataset is up to date.')
} else {
  writeFileSync(target, output)
  console.log(`Wrote ${seedDocuments.length} documents to ${target}`)
}

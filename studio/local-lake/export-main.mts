// `npm run content:export [file]`: the local content lake's published content as NDJSON in the
// seed's form (./export), to stdout or to `file`: the next seed (studio/seed), or an import into a
// hosted project with `sanity dataset import`.
import { readFileSync, writeFileSync } from 'node:fs'
import { parseNdjson } from '../../lib/content/embedded/dataset.js'
import { contentLakeSettings, lakeDocumentsFile } from './defaults.js'
import type { LakeDocument } from './documents.js'
import { exportContent } from './export.js'

const source = lakeDocumentsFile(contentLakeSettings().dir)
const text = exportContent(parseNdjson(readFileSync(source, 'utf8')) as LakeDocument[])
const target = process.argv[2]
if (target) {
  writeFileSync(target, text)
  console.error(`Wrote the published content of ${source} to ${target}.`)
} else {
  process.stdout.write(text)
}

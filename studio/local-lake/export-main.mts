// `npm run content:export [file]`: the local content lake's published content as NDJSON in the
// seed's form (./export), to stdout or to `file`: the next seed (studio/seed), or an import into a
// hosted project with `sanity dataset import`. Images uploaded in the Studio that the content uses
// are copied to public/images/uploads, where the NDJSON names them.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseNdjson } from '../../lib/content/embedded/dataset.js'
import { assetsDir } from './assets.js'
import { contentLakeSettings, datasetDir, lakeDocumentsFile } from './defaults.js'
import type { LakeDocument } from './documents.js'
import { EXPORTED_UPLOADS, exportContent } from './export.js'

const lake = contentLakeSettings().dir
const source = lakeDocumentsFile(lake)
const { ndjson, uploads } = exportContent(parseNdjson(readFileSync(source, 'utf8')) as LakeDocument[])
const uploadsDir = path.join(process.cwd(), 'public', EXPORTED_UPLOADS)
if (uploads.length > 0) mkdirSync(uploadsDir, { recursive: true })
for (const storedName of uploads) copyFileSync(path.join(assetsDir(datasetDir(lake)), storedName), path.join(uploadsDir, storedName))
if (uploads.length > 0) console.error(`Copied ${uploads.length} uploaded image(s) to public${EXPORTED_UPLOADS}: commit them with the exported content.`)
const target = process.argv[2]
if (target) {
  writeFileSync(target, ndjson)
  console.error(`Wrote the published content of ${source} to ${target}.`)
} else {
  process.stdout.write(ndjson)
}

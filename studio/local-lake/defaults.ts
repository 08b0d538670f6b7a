import path from 'node:path'
import { keysFile, randomKey } from '../../lib/local-services/keys-file'
import { LOCAL_LAKE_PROJECT } from './public'
import { storeFiles } from './store-files'

/**
 * Where the local content lake listens and keeps its files. It binds to loopback only: it serves
 * this machine's Studio. Its keys (the staff password, the session and webhook secrets) and its
 * TLS certificate are made on its first start, never fixed here.
 */
export const CONTENT_LAKE = {
  host: '127.0.0.1',
  port: 54360,
  ...LOCAL_LAKE_PROJECT,
  /** The documents and transaction log (git-ignored). */
  dir: '.data/content-lake',
  keysFile: '.data/content-lake.keys.json',
  staffEmail: 'staff@hockey-shop.local',
} as const

/** The lake's port, folder and keys file, from its environment or the defaults. */
export const contentLakeSettings = (env: NodeJS.ProcessEnv = process.env) => ({
  port: Number(env.CONTENT_LAKE_PORT || CONTENT_LAKE.port),
  // Ignored by the build's file tracing: the lake's files are made at run time and never ship.
  dir: path.resolve(/*turbopackIgnore: true*/ env.CONTENT_LAKE_DIR || CONTENT_LAKE.dir),
  keysFile: path.resolve(/*turbopackIgnore: true*/ env.CONTENT_LAKE_KEYS_FILE || CONTENT_LAKE.keysFile),
})

/**
 * The lake the site works with, or null: only when CONTENT_LAKE_DIR names its folder (as
 * `npm run serve` and the browser tests do). Local use only: a deployment without a Sanity project
 * serves the bundled content, read-only, and its /studio explains how to connect a project.
 */
export function localContentLake(env: NodeJS.ProcessEnv = process.env) {
  return env.CONTENT_LAKE_DIR ? contentLakeSettings(env) : null
}

/** The folder of the lake's one dataset. */
export const datasetDir = (dir: string) => path.join(/*turbopackIgnore: true*/ dir, CONTENT_LAKE.dataset)

/** The file holding the lake's documents now: what the site's pages read on the embedded default. */
export const lakeDocumentsFile = (dir: string) => storeFiles(datasetDir(dir)).documents

/** Where a lake on `port` answers, for the Studio in the browser. */
export const contentLakeUrl = (port: number) => `https://${CONTENT_LAKE.host}:${port}`

type ContentLakeKeys = { staffPassword: string; sessionSecret: string; webhookSecret: string }

// The staff password edits the content; the session secret signs the Studio's sessions; the webhook
// secret signs the lake's publish notices to the site.
const keys = keysFile<ContentLakeKeys>({
  service: 'the local content lake',
  names: ['staffPassword', 'sessionSecret', 'webhookSecret'],
  make: () => ({ staffPassword: randomKey(12), sessionSecret: randomKey(32), webhookSecret: randomKey(32) }),
})

export const ensureContentLakeKeys = (file: string, options?: { renew?: boolean }) => keys.ensure(file, options)
export const readContentLakeKeys = (file: string = contentLakeSettings().keysFile) => keys.read(file)

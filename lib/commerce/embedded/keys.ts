import { randomBytes } from 'node:crypto'
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The embedded backend's JWT secret and API keys. Nothing about them is fixed: the backend makes
 * them at random the first time it starts on a data folder and keeps them beside the data, readable
 * by this user only, so a token or key can only come from this machine's backend.
 */
export type EmbeddedKeys = { jwtSecret: string; publishableKey: string; secretKey: string }

/** Where the keys live: SUPABASE_LITE_KEYS_FILE, or beside the default data folder (git-ignored). */
export function embeddedKeysFile(): string {
  // Ignored by the build's file tracing: the keys are made at run time and must never ship with it.
  return path.resolve(/*turbopackIgnore: true*/ process.env.SUPABASE_LITE_KEYS_FILE || '.data/supabase-keys.json')
}

const random = (bytes: number) => randomBytes(bytes).toString('base64url')

function parseKeys(text: string, file: string): EmbeddedKeys {
  const keys: unknown = JSON.parse(text)
  const valid =
    typeof keys === 'object' &&
    keys !== null &&
    ['jwtSecret', 'publishableKey', 'secretKey'].every((name) => typeof (keys as Record<string, unknown>)[name] === 'string')
  if (!valid) throw new Error(`${file} does not hold the embedded backend's keys; delete it to make new ones`)
  return keys as EmbeddedKeys
}

/**
 * The keys of `file`, made on first use. `renew` replaces them (a fresh database: tokens signed for
 * the old one must not open the new one). Written to a temporary file and linked into place, so a
 * reader never sees half a file and two starters cannot both win.
 */
export function ensureEmbeddedKeys(file: string, { renew = false } = {}): EmbeddedKeys {
  if (renew) rmSync(file, { force: true })
  mkdirSync(path.dirname(file), { recursive: true })
  const keys: EmbeddedKeys = {
    jwtSecret: random(48),
    publishableKey: `sb_publishable_${random(24)}`,
    secretKey: `sb_secret_${random(32)}`,
  }
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, JSON.stringify(keys), { mode: 0o600 })
  try {
    linkSync(temporary, file)
    return keys
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return readEmbeddedKeys(file)
  } finally {
    rmSync(temporary, { force: true })
  }
}

let cached: { file: string; modified: number; keys: EmbeddedKeys } | undefined

/**
 * The keys the running embedded backend uses, for the site's server. Read again whenever the file
 * changes (a test run starts its backend afresh); a missing file means the backend never started.
 */
export function readEmbeddedKeys(file: string = embeddedKeysFile()): EmbeddedKeys {
  let stats
  try {
    stats = statSync(/*turbopackIgnore: true*/ file)
  } catch {
    throw new Error(`The embedded commerce backend's keys are missing (${file}): start it with \`npm run serve\`.`)
  }
  if (cached?.file === file && cached.modified === stats.mtimeMs) return cached.keys
  // Tightened if someone loosened it: the secret key bypasses every row-level rule.
  if ((stats.mode & 0o077) !== 0) chmodSync(/*turbopackIgnore: true*/ file, 0o600)
  const keys = parseKeys(readFileSync(/*turbopackIgnore: true*/ file, 'utf8'), file)
  cached = { file, modified: stats.mtimeMs, keys }
  return keys
}

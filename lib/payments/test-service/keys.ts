import { randomBytes } from 'node:crypto'
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { testPaymentKeysFile } from './defaults'

/**
 * The local payment service's secret API key (the site's server creates payment intents with it)
 * and webhook secret (it signs the events it sends the site). Made at random on the service's
 * first start and kept beside its data, readable by this user only, like the embedded commerce
 * backend's keys: nothing about them is in the code, the config or the build.
 */
export type TestPaymentKeys = { secretKey: string; webhookSecret: string }

const random = (bytes: number) => randomBytes(bytes).toString('base64url')

function parseKeys(text: string, file: string): TestPaymentKeys {
  const keys: unknown = JSON.parse(text)
  const valid =
    typeof keys === 'object' && keys !== null && ['secretKey', 'webhookSecret'].every((name) => typeof (keys as Record<string, unknown>)[name] === 'string')
  if (!valid) throw new Error(`${file} does not hold the test payment service's keys; delete it to make new ones`)
  return keys as TestPaymentKeys
}

/**
 * The keys of `file`, made on first use; `renew` replaces them (a fresh start: events signed for
 * the old run must not pass). Written to a temporary file and linked into place, so a reader never
 * sees half a file and two starters cannot both win.
 */
export function ensureTestPaymentKeys(file: string, { renew = false } = {}): TestPaymentKeys {
  if (renew) rmSync(file, { force: true })
  mkdirSync(path.dirname(file), { recursive: true })
  const keys: TestPaymentKeys = { secretKey: `sk_test_local_${random(32)}`, webhookSecret: `whsec_local_${random(32)}` }
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, JSON.stringify(keys), { mode: 0o600 })
  try {
    linkSync(temporary, file)
    return keys
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return readTestPaymentKeys(file)
  } finally {
    rmSync(temporary, { force: true })
  }
}

let cached: { file: string; modified: number; keys: TestPaymentKeys } | undefined

/**
 * The keys the running service uses, for the site's server: read again whenever the file changes
 * (a test run starts its service afresh); a missing file means the service never started.
 */
export function readTestPaymentKeys(file: string = testPaymentKeysFile()): TestPaymentKeys {
  let stats
  try {
    stats = statSync(/*turbopackIgnore: true*/ file)
  } catch {
    throw new Error(`The test payment service's keys are missing (${file}): start it with \`npm run serve\`.`)
  }
  if (cached?.file === file && cached.modified === stats.mtimeMs) return cached.keys
  // Tightened if someone loosened it: the secret key creates payments, the webhook secret forges their outcome.
  if ((stats.mode & 0o077) !== 0) chmodSync(/*turbopackIgnore: true*/ file, 0o600)
  const keys = parseKeys(readFileSync(/*turbopackIgnore: true*/ file, 'utf8'), file)
  cached = { file, modified: stats.mtimeMs, keys }
  return keys
}

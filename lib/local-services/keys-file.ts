import { randomBytes } from 'node:crypto'
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { capitalise } from '../format/text'

/**
 * The secret keys a local service (the embedded commerce backend, the test payment service) makes
 * for itself: at random on its first start, kept in a file beside its data readable by this user
 * only, read by the site's server at run time. Nothing about them is in the code, the config or
 * the build.
 */

/** `bytes` random bytes, as URL-safe text. */
export const randomKey = (bytes: number) => randomBytes(bytes).toString('base64url')

type KeysFileSpec<K extends Record<string, string>> = {
  /** The service, as a message names it: "the embedded commerce backend". */
  service: string
  names: readonly (keyof K & string)[]
  /** A new set of keys. */
  make: () => K
}

/** Making and reading one service's keys file. */
export function keysFile<K extends Record<string, string>>({ service, names, make }: KeysFileSpec<K>) {
  function parse(text: string, file: string): K {
    const keys: unknown = JSON.parse(text)
    const valid = typeof keys === 'object' && keys !== null && names.every((name) => typeof (keys as Record<string, unknown>)[name] === 'string')
    if (!valid) throw new Error(`${file} does not hold ${service}'s keys; delete it to make new ones`)
    return keys as K
  }

  let cached: { file: string; modified: number; keys: K } | undefined

  /**
   * The keys the running service uses, for the site's server: read again whenever the file changes
   * (a test run starts its service afresh); a missing file means the service never started.
   */
  function read(file: string): K {
    let stats
    try {
      stats = statSync(/*turbopackIgnore: true*/ file)
    } catch {
      throw new Error(`${capitalise(service)}'s keys are missing (${file}): start it with \`npm run serve\`.`)
    }
    if (cached?.file === file && cached.modified === stats.mtimeMs) return cached.keys
    // Tightened if someone loosened it: each of these keys opens what it guards to anyone holding it.
    if ((stats.mode & 0o077) !== 0) chmodSync(/*turbopackIgnore: true*/ file, 0o600)
    const keys = parse(readFileSync(/*turbopackIgnore: true*/ file, 'utf8'), file)
    cached = { file, modified: stats.mtimeMs, keys }
    return keys
  }

  /**
   * The keys of `file`, made on first use; `renew` replaces them (a fresh start: what was signed for
   * the old run must not pass). Written to a temporary file and linked into place, so a reader never
   * sees half a file and two starters cannot both win.
   */
  function ensure(file: string, { renew = false } = {}): K {
    if (renew) rmSync(file, { force: true })
    mkdirSync(path.dirname(file), { recursive: true })
    const keys = make()
    const temporary = `${file}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(keys), { mode: 0o600 })
    try {
      linkSync(temporary, file)
      return keys
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      return read(file)
    } finally {
      rmSync(temporary, { force: true })
    }
  }

  return { read, ensure }
}

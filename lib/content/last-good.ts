import 'server-only'
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The last published content each query read from the content backend, for pages made while the
 * backend is out (stale-if-error): a publish during an outage expires the cached copies, and the
 * pages it renews are then made from this, silently, instead of failing. Prices are never read from
 * here: a checkout reads the backend itself (fetchFreshPublished) and says when it cannot.
 *
 * Kept as files in the build folder, beside the pages Next itself writes there: the build's own
 * reads first (every page prerendered), then each read this server makes.
 */
const folder = () => path.resolve(process.env.NEXT_DIST_DIR || '.next', 'last-good-content')

const fileOf = (query: string, params: Record<string, unknown>) =>
  path.join(folder(), `${createHash('sha256').update(JSON.stringify([query, params])).digest('hex')}.json`)

/** Keeps `result` as the last good answer to `query` with `params`. Never fails the read it follows. */
export async function keepGoodContent(query: string, params: Record<string, unknown>, result: unknown): Promise<void> {
  const file = fileOf(query, params)
  try {
    await mkdir(folder(), { recursive: true })
    // Written aside, then moved: a reader never sees half a file. Each write has its own aside: two
    // pages reading the same query at once (seen in the build) would otherwise move one file twice.
    const aside = `${file}.${randomUUID()}.tmp`
    await writeFile(aside, JSON.stringify({ result }))
    await rename(aside, file)
  } catch (error) {
    console.warn(`[content] could not keep the content last read (${error instanceof Error ? error.message : String(error)})`)
  }
}

let warnedAt = 0

/** The last good answer to `query` with `params`, or undefined when none was ever kept. */
export async function lastGoodContent(query: string, params: Record<string, unknown>, failure: string): Promise<unknown> {
  let kept: { result: unknown } | undefined
  try {
    kept = JSON.parse(await readFile(fileOf(query, params), 'utf8')) as { result: unknown }
  } catch {
    return undefined
  }
  // Once a minute at most: every page made during an outage would say it again.
  if (Date.now() - warnedAt > 60_000) {
    warnedAt = Date.now()
    console.warn(`[content] the content backend failed (${failure}): pages are made from the content last read until it answers again`)
  }
  return kept.result
}

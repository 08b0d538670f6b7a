import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The time the shop's rules read where a date decides something (a team store's closing). The
 * journeys move it instead of waiting: with TEST_CLOCK_FILE set (and, in a production build,
 * ALLOW_TEST_CLOCK=1, which only `npm run serve` and the tests set), the clock runs that file's
 * `offsetMs` ahead of the machine's. Read on every call, so every instance sees a move at once.
 */
export function now(env: NodeJS.ProcessEnv = process.env): Date {
  const file = env.TEST_CLOCK_FILE
  if (!file || (env.NODE_ENV === 'production' && env.ALLOW_TEST_CLOCK !== '1')) return new Date()
  let offsetMs = 0
  try {
    const kept: unknown = JSON.parse(readFileSync(path.resolve(/*turbopackIgnore: true*/ file), 'utf8'))
    if (typeof kept === 'object' && kept !== null && 'offsetMs' in kept && Number.isSafeInteger(kept.offsetMs)) offsetMs = kept.offsetMs as number
  } catch {
    // No file yet: the clock has not been moved.
  }
  return new Date(Date.now() + offsetMs)
}

import 'server-only'
import { after } from 'next/server'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Answers what `work` answers (its value, or what it throws), never sooner than `ms` after the
 * start. With `orElse`, never later either: work still running then goes on after the answer (its
 * failure is logged), and the visitor gets `orElse`, which must be what every path answers anyway
 * ("check your inbox").
 */
export async function steadyAnswer<T>(ms: number, work: Promise<T>, orElse?: () => T): Promise<T> {
  const started = performance.now()
  const settled = work.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  const outcome = orElse ? await Promise.race([settled, sleep(ms).then(() => null)]) : await settled
  if (outcome === null) {
    after(settled.then((late) => void ('error' in late && console.error('work that went on after its answer failed', late.error))))
    return orElse!()
  }
  await sleep(Math.max(0, ms - (performance.now() - started)))
  if ('error' in outcome) throw outcome.error
  return outcome.value
}

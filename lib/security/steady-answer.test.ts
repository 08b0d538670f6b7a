import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { steadyAnswer } from './steady-answer'

const later = vi.hoisted(() => ({ work: [] as Promise<unknown>[] }))
vi.mock('next/server', () => ({ after: (work: Promise<unknown>) => later.work.push(work) }))

/** Work that settles after `ms` with `value`, or fails with it. */
const work = <T,>(ms: number, value: T, fails = false) => new Promise<T>((resolve, reject) => setTimeout(() => (fails ? reject(value) : resolve(value)), ms))

/** When the answer came, in fake milliseconds, and what it was. */
async function answered<T>(answer: Promise<T>) {
  const start = Date.now()
  const settled = answer.then(
    (value) => ({ value, at: Date.now() - start }),
    (error: unknown) => ({ error, at: Date.now() - start }),
  )
  await vi.runAllTimersAsync()
  return settled
}

describe('steadyAnswer', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    later.work = []
  })
  afterEach(() => vi.useRealTimers())

  it('answers quick work at the set time, whatever the work took, value or failure', async () => {
    expect(await answered(steadyAnswer(500, work(30, 'known')))).toEqual({ value: 'known', at: 500 })
    expect(await answered(steadyAnswer(500, work(300, 'unknown')))).toEqual({ value: 'unknown', at: 500 })
    const failure = new Error('outage')
    expect(await answered(steadyAnswer(500, work(10, failure, true)))).toEqual({ error: failure, at: 500 })
  })

  it('waits for slow work that has no answer of its own', async () => {
    expect(await answered(steadyAnswer(500, work(800, 'slow')))).toEqual({ value: 'slow', at: 800 })
  })

  it('answers for slow work at the set time with the answer every path gives, the work going on after it', async () => {
    expect(await answered(steadyAnswer(500, work(2000, 'sent'), () => 'check your inbox'))).toEqual({ value: 'check your inbox', at: 500 })
    expect(later.work).toHaveLength(1)
    // Work finished in time keeps its own answer.
    expect(await answered(steadyAnswer(500, work(100, 'sent'), () => 'check your inbox'))).toEqual({ value: 'sent', at: 500 })
  })
})

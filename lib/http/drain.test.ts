import { describe, expect, it } from 'vitest'
import { mayStopListening, QUIET_MS } from './drain.mts'

describe('mayStopListening', () => {
  const stoppingSince = 10_000
  it('stops at once without a delay, even while requests come', () => {
    expect(mayStopListening({ now: stoppingSince, stoppingSince, lastRequestAt: stoppingSince, delayMs: 0 })).toBe(true)
  })
  it('goes on serving for the whole delay, however quiet', () => {
    expect(mayStopListening({ now: stoppingSince + 2999, stoppingSince, lastRequestAt: 0, delayMs: 3000 })).toBe(false)
    expect(mayStopListening({ now: stoppingSince + 3000, stoppingSince, lastRequestAt: 0, delayMs: 3000 })).toBe(true)
  })
  it('goes on serving past the delay while the balancer still sends requests', () => {
    const now = stoppingSince + 5000
    expect(mayStopListening({ now, stoppingSince, lastRequestAt: now - QUIET_MS + 1, delayMs: 3000 })).toBe(false)
    expect(mayStopListening({ now, stoppingSince, lastRequestAt: now - QUIET_MS, delayMs: 3000 })).toBe(true)
  })
})

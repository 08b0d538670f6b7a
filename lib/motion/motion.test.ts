import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_TILT_ROTATE_DEG, MAX_TILT_TRANSLATE_PX, parallaxOffset, throttle, tiltTowards } from './motion'

const box = { left: 100, top: 100, width: 200, height: 200 }

describe('tiltTowards', () => {
  it('stays still with the pointer at the centre', () => {
    expect(tiltTowards({ x: 200, y: 200 }, box)).toEqual({ x: 0, y: 0, rotate: 0 })
  })
  it('leans fully at the edge and never beyond the limits', () => {
    expect(tiltTowards({ x: 300, y: 100 }, box)).toEqual({ x: MAX_TILT_TRANSLATE_PX, y: -MAX_TILT_TRANSLATE_PX, rotate: MAX_TILT_ROTATE_DEG })
    expect(tiltTowards({ x: 5000, y: -5000 }, box)).toEqual({ x: 15, y: -15, rotate: 5 })
  })
  it('is proportional in between', () => {
    expect(tiltTowards({ x: 150, y: 250 }, box)).toEqual({ x: -7.5, y: 7.5, rotate: -2.5 })
  })
})

describe('parallaxOffset', () => {
  it('moves the background by a fraction of the scroll, never upwards past the top', () => {
    expect(parallaxOffset(100)).toBe(30)
    expect(parallaxOffset(100, 0.25)).toBe(25)
    expect(parallaxOffset(-50)).toBe(0)
  })
})

describe('throttle', () => {
  afterEach(() => vi.useRealTimers())

  it('runs at most once per interval and keeps the latest call', () => {
    vi.useFakeTimers()
    const calls: number[] = []
    const throttled = throttle((value: number) => calls.push(value), 50)
    throttled(1)
    throttled(2)
    throttled(3)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(50)
    expect(calls).toEqual([1, 3])
    throttled(4)
    expect(calls).toEqual([1, 3])
    vi.advanceTimersByTime(50)
    expect(calls).toEqual([1, 3, 4])
  })
})

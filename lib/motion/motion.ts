/** Presentation constants and maths for the home hero. */

export const SCROLL_THROTTLE_MS = 16
export const TILT_THROTTLE_MS = 50
export const MAX_TILT_TRANSLATE_PX = 15
export const MAX_TILT_ROTATE_DEG = 5
export const PARALLAX_FACTOR = 0.3

export type Tilt = { x: number; y: number; rotate: number }

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value))

/**
 * How far the jersey leans towards the pointer: the pointer's offset from the centre of `box`,
 * as a fraction of half its size, scaled to the translate and rotate limits.
 */
export function tiltTowards(pointer: { x: number; y: number }, box: { left: number; top: number; width: number; height: number }): Tilt {
  const dx = clamp((pointer.x - (box.left + box.width / 2)) / (box.width / 2), 1)
  const dy = clamp((pointer.y - (box.top + box.height / 2)) / (box.height / 2), 1)
  return {
    x: dx * MAX_TILT_TRANSLATE_PX,
    y: dy * MAX_TILT_TRANSLATE_PX,
    rotate: dx * MAX_TILT_ROTATE_DEG,
  }
}

/** The background moves at a fraction of the scroll, so it seems further away. */
export function parallaxOffset(scrollY: number, factor = PARALLAX_FACTOR): number {
  return Math.max(0, scrollY) * factor
}

/** Runs `fn` at most once per `ms`, always with the latest arguments (the trailing call is kept). */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = () => Date.now()) {
  let last = -Infinity
  let pending: ReturnType<typeof setTimeout> | undefined
  let latest: A
  const throttled = (...args: A) => {
    latest = args
    const wait = last + ms - now()
    if (wait <= 0) {
      last = now()
      fn(...latest)
    } else {
      pending ??= setTimeout(() => {
        pending = undefined
        last = now()
        fn(...latest)
      }, wait)
    }
  }
  throttled.cancel = () => {
    clearTimeout(pending)
    pending = undefined
  }
  return throttled
}

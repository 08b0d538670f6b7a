/** Rules for the jersey examples carousel (wrap-around, autoplay, swipe, cards per width), free of any framework. */

/** How long each position stays before autoplay moves on. */
export const AUTOPLAY_INTERVAL_MS = 5000

/** A drag must travel further than this, horizontally, to count as a swipe. */
const SWIPE_THRESHOLD_PX = 50

/** Cards shown side by side from each viewport width up; matches Tailwind's `sm` and `lg`. */
const VISIBLE_FROM_WIDTH = [
  { minWidth: 1024, count: 3 },
  { minWidth: 640, count: 2 },
  { minWidth: 0, count: 1 },
] as const

/** Brings any whole number into 0..count-1, so stepping past either end wraps around. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

export const nextIndex = (index: number, count: number) => wrapIndex(index + 1, count)
export const previousIndex = (index: number, count: number) => wrapIndex(index - 1, count)

/** How many cards fit side by side at a viewport width in CSS pixels. */
export function visibleCount(width: number): number {
  return VISIBLE_FROM_WIDTH.find((step) => width >= step.minWidth)?.count ?? 1
}

export type SwipeDirection = 'next' | 'previous'

/** A drag to the left shows the next card and a drag to the right the previous one; short drags do nothing. */
export function swipeDirection(deltaX: number, threshold = SWIPE_THRESHOLD_PX): SwipeDirection | null {
  if (deltaX < -threshold) return 'next'
  if (deltaX > threshold) return 'previous'
  return null
}

/** The cards on screen, first to last, when `index` is the first: wraps past the end, never repeats a card. */
export function visibleIndices(index: number, visible: number, count: number): number[] {
  const shown = Math.max(0, Math.min(visible, count))
  return Array.from({ length: shown }, (_, offset) => wrapIndex(index + offset, count))
}

/** Every card in on-screen order starting at `index`, so the visible ones come first. */
export function rotation(index: number, count: number): number[] {
  return visibleIndices(index, count, count)
}

import { describe, expect, it } from 'vitest'
import { nextIndex, previousIndex, rotation, swipeDirection, visibleCount, visibleIndices, wrapIndex } from './carousel'

describe('next and previous', () => {
  it('step one card at a time', () => {
    expect(nextIndex(0, 6)).toBe(1)
    expect(previousIndex(3, 6)).toBe(2)
  })

  it('wrap around both ends', () => {
    expect(nextIndex(5, 6)).toBe(0)
    expect(previousIndex(0, 6)).toBe(5)
  })

  it('stay on the only card of a one-card carousel', () => {
    expect(nextIndex(0, 1)).toBe(0)
    expect(previousIndex(0, 1)).toBe(0)
  })

  it('wrap any whole number, and an empty carousel stays at 0', () => {
    expect(wrapIndex(13, 6)).toBe(1)
    expect(wrapIndex(-7, 6)).toBe(5)
    expect(wrapIndex(3, 0)).toBe(0)
  })
})

describe('visible cards by viewport width', () => {
  it.each([
    [320, 1],
    [390, 1],
    [639, 1],
    [640, 2],
    [1023, 2],
    [1024, 3],
    [1280, 3],
    [2560, 3],
  ])('%i px shows %i', (width, count) => {
    expect(visibleCount(width)).toBe(count)
  })
})

describe('swipe decision', () => {
  it('moves only when the drag is longer than 50 px', () => {
    expect(swipeDirection(-51)).toBe('next')
    expect(swipeDirection(51)).toBe('previous')
    expect(swipeDirection(-50)).toBeNull()
    expect(swipeDirection(50)).toBeNull()
    expect(swipeDirection(30)).toBeNull()
    expect(swipeDirection(-30)).toBeNull()
    expect(swipeDirection(0)).toBeNull()
  })

  it('goes next on a left drag and previous on a right drag', () => {
    expect(swipeDirection(-200)).toBe('next')
    expect(swipeDirection(200)).toBe('previous')
  })

  it('takes another threshold', () => {
    expect(swipeDirection(-21, 20)).toBe('next')
    expect(swipeDirection(-20, 20)).toBeNull()
  })
})

describe('which cards are visible', () => {
  it('lists the cards from the current one', () => {
    expect(visibleIndices(0, 3, 6)).toEqual([0, 1, 2])
    expect(visibleIndices(2, 2, 6)).toEqual([2, 3])
    expect(visibleIndices(1, 1, 6)).toEqual([1])
  })

  it('wraps past the last card', () => {
    expect(visibleIndices(4, 3, 6)).toEqual([4, 5, 0])
    expect(visibleIndices(5, 3, 6)).toEqual([5, 0, 1])
  })

  it('never shows a card twice when there are fewer cards than places', () => {
    expect(visibleIndices(1, 3, 2)).toEqual([1, 0])
    expect(visibleIndices(0, 3, 0)).toEqual([])
  })

  it('orders every card from the current one', () => {
    expect(rotation(4, 6)).toEqual([4, 5, 0, 1, 2, 3])
    expect(rotation(0, 3)).toEqual([0, 1, 2])
  })
})

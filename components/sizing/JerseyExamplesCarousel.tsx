'use client'

import { useEffect, useId, useRef, useState, useSyncExternalStore, type PointerEvent, type ReactNode } from 'react'
import { AUTOPLAY_INTERVAL_MS, nextIndex, previousIndex, rotation, swipeDirection, visibleCount, visibleIndices } from '@/lib/carousel/carousel'

export type CarouselSlide = { key: string; name: string; content: ReactNode }

// Which rotation positions are on screen at each breakpoint; CSS decides before any script
// runs, with the same widths as VISIBLE_FROM_WIDTH (sm = 640 px, lg = 1024 px).
const SHOWN_AT_POSITION = ['flex', 'hidden sm:flex', 'hidden lg:flex']

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function subscribeResize(onChange: () => void) {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

const usePrefersReducedMotion = () => useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(REDUCED_MOTION).matches, () => false)
const useVisibleCount = () => useSyncExternalStore(subscribeResize, () => visibleCount(window.innerWidth), () => 1)

const button =
  'grid size-11 place-items-center rounded-full border-2 border-navy-800 text-navy-800 transition-colors hover:bg-navy-800 hover:text-white'

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  )
}

/**
 * The jersey examples carousel: previous/next and dots wrap around, a drag or swipe
 * longer than 50 px moves one card, and it advances every 5 seconds unless the pointer is over it,
 * a keyboard user is inside it, the visitor paused it, or the system asks for reduced motion.
 */
export function JerseyExamplesCarousel({ title, slides }: { title: string; slides: CarouselSlide[] }) {
  const count = slides.length
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [keyboardInside, setKeyboardInside] = useState(false)
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const reducedMotion = usePrefersReducedMotion()
  const visible = useVisibleCount()
  const dragStart = useRef<number | null>(null)
  const headingId = useId()
  const trackId = useId()

  const playing = choice ? choice === 'play' : !reducedMotion
  const rotating = playing && !hovered && !keyboardInside && count > 1

  useEffect(() => {
    if (!rotating) return
    // Restarted on every move, so a card chosen by hand also gets its full 5 seconds.
    const timer = window.setTimeout(() => setIndex((current) => nextIndex(current, count)), AUTOPLAY_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, index, count])

  if (count === 0) return null

  const onScreen = new Set(visibleIndices(index, visible, count))

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current === null) return
    const direction = swipeDirection(event.clientX - dragStart.current)
    dragStart.current = null
    if (direction === 'next') setIndex(nextIndex(index, count))
    if (direction === 'previous') setIndex(previousIndex(index, count))
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => setKeyboardInside(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInside(false)
      }}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="font-display text-3xl font-bold tracking-wide text-navy-900 uppercase sm:text-4xl">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          <button type="button" className={button} aria-controls={trackId} aria-label="Previous example" onClick={() => setIndex(previousIndex(index, count))}>
            <Chevron direction="left" />
          </button>
          <button type="button" className={button} aria-controls={trackId} aria-label="Next example" onClick={() => setIndex(nextIndex(index, count))}>
            <Chevron direction="right" />
          </button>
          <button
            type="button"
            className={button}
            aria-label={playing ? 'Pause automatic rotation' : 'Start automatic rotation'}
            onClick={() => setChoice(playing ? 'pause' : 'play')}
          >
            {playing ? (
              <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
                <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
                <path d="M7 4l13 8-13 8z" />
              </svg>
            )}
          </button>
        </div>
      </div>

      <div
        id={trackId}
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={(event) => {
          if (event.pointerType === 'mouse' && event.button !== 0) return
          dragStart.current = event.clientX
          event.currentTarget.setPointerCapture(event.pointerId)
        }}
        onPointerUp={endDrag}
        onPointerCancel={() => {
          dragStart.current = null
        }}
        onDragStart={(event) => event.preventDefault()}
        className="mt-8 grid cursor-grab touch-pan-y grid-cols-1 gap-6 select-none active:cursor-grabbing sm:grid-cols-2 lg:grid-cols-3"
      >
        {rotation(index, count).map((slideIndex, position) => {
          const slide = slides[slideIndex]
          if (!slide) return null
          return (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}`}
              className={`${SHOWN_AT_POSITION[position] ?? 'hidden'} flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm`}
            >
              {slide.content}
            </div>
          )
        })}
      </div>

      <div className="mt-6 flex justify-center gap-1">
        {slides.map((slide, slideIndex) => (
          <button
            key={slide.key}
            type="button"
            aria-controls={trackId}
            aria-label={`Show example ${slideIndex + 1}: ${slide.name}`}
            aria-current={slideIndex === index ? 'true' : undefined}
            onClick={() => setIndex(slideIndex)}
            className="group grid size-8 place-items-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full motion-safe:transition-all ${
                slideIndex === index ? 'w-7 bg-navy-800' : onScreen.has(slideIndex) ? 'w-2.5 bg-sky-600' : 'w-2.5 bg-slate-500 group-hover:bg-slate-600'
              }`}
            />
          </button>
        ))}
      </div>
    </section>
  )
}

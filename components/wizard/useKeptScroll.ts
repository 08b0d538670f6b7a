'use client'

import { useEffect, useRef } from 'react'
import { readStorage, writeStorage } from '@/lib/browser-storage'

/** Whether this document was loaded by a reload or by Back or Forward, when a browser puts the scroll back. */
const returnedTo = () => ['reload', 'back_forward'].includes((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ?? '')

/**
 * Where the team was on a wizard's page, put back by the wizard once its draft is on screen (`shown`),
 * after a reload or a return with Back. The browser would put it back at once, over the first step
 * the server draws before the draft is read, and the later step the draft opens then pushed the
 * footer down under the team's eyes (a reload 300 px down the roster: a layout shift of 0.06).
 * Kept per wizard (`key`) for the tab's life; the browser's own restoring is turned off only as
 * the page goes, so Back and Forward inside the site behave as on every other page.
 */
export function useKeptScroll(key: string, shown: boolean) {
  // Read once (React may run the effect twice in development), then forgotten: a later visit starts at the top.
  const kept = useRef<number | null | undefined>(undefined)

  useEffect(() => {
    if (kept.current === undefined) {
      kept.current = returnedTo() ? Number(readStorage(key, 'session')) || null : null
      writeStorage(key, null, 'session')
    }
    const leave = (event: PageTransitionEvent) => {
      if (event.persisted) return
      history.scrollRestoration = 'manual'
      writeStorage(key, String(Math.round(window.scrollY)), 'session')
    }
    window.addEventListener('pagehide', leave)
    return () => window.removeEventListener('pagehide', leave)
  }, [key])

  useEffect(() => {
    if (!shown) return
    history.scrollRestoration = 'auto'
    const top = kept.current
    if (!top) return
    // In the frame after the one that draws the draft's step: scrolled in the same frame, the footer
    // the step pushes down counts as moved within the window scrolled to.
    const scroll = () => {
      kept.current = null
      window.scrollTo({ top, behavior: 'instant' })
    }
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(scroll)))
    return () => cancelAnimationFrame(frame)
  }, [shown])
}

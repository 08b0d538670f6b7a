'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

/** How long the logo overlay shows after a path change. */
const TRANSITION_MS = 600

/**
 * After every path change: scroll to the top and show the logo overlay briefly.
 * The overlay never takes clicks, and is skipped for visitors who ask for reduced motion.
 */
export function RouteTransition({ children }: { children: React.ReactNode }) {
  const pathname = usePathname()
  const previous = useRef(pathname)
  // The path the overlay is showing for; a new path change restarts its time.
  const [shownFor, setShownFor] = useState<string | null>(null)
  const visible = shownFor !== null

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    window.scrollTo({ top: 0, behavior: 'instant' })
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the overlay is a reaction to navigation, which only an effect sees
    setShownFor(pathname)
  }, [pathname])

  // Timed from when the overlay is on screen, so it is visible for the whole duration.
  useEffect(() => {
    if (shownFor === null) return
    const timer = window.setTimeout(() => setShownFor(null), TRANSITION_MS)
    return () => window.clearTimeout(timer)
  }, [shownFor])

  return (
    <div
      aria-hidden="true"
      data-testid="route-transition"
      data-visible={visible}
      className={`pointer-events-none fixed inset-0 z-50 grid place-items-center bg-navy-900 transition-opacity duration-300 ${visible ? 'opacity-100' : 'invisible opacity-0'}`}
    >
      <div className="animate-pulse">{children}</div>
    </div>
  )
}

'use client'

import { useCallback, useState, type ReactNode } from 'react'

/**
 * Removes a measurement diagram whose picture fails to load (spec §9), instead of leaving a
 * broken image. The ref check catches a failure that happened before hydration.
 */
export function Diagram({ children, className }: { children: ReactNode; className?: string }) {
  const [failed, setFailed] = useState(false)
  const watch = useCallback((node: HTMLElement | null) => {
    const image = node?.querySelector('img')
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) setFailed(true)
  }, [])
  if (failed) return null
  return (
    <figure ref={watch} onError={() => setFailed(true)} className={className}>
      {children}
    </figure>
  )
}

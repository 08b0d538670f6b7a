'use client'

import Image from 'next/image'
import { useState } from 'react'

type Props = {
  /** Sources to try in order; build them with `fallbackCandidates` from lib/images/fallback. */
  candidates: string[]
  alt: string
  width: number
  height: number
  className?: string
  sizes?: string
  /** Says on the page when a fallback is showing (developer pages). */
  debug?: boolean
}

/**
 * A picture that moves to the next candidate when one fails to load. next/image replays an error
 * that happened before hydration, so a broken server-rendered source still falls back.
 */
export function ImageWithFallback({ candidates, alt, width, height, className, sizes, debug = false }: Props) {
  // A new list of candidates starts again from the first, without an effect.
  const listKey = candidates.join('\n')
  const [failed, setFailed] = useState({ listKey, count: 0 })
  const index = failed.listKey === listKey ? Math.min(failed.count, candidates.length - 1) : 0
  const src = candidates[index]
  if (!src) return null

  const handleError = () => {
    // Failures are only logged: the next candidate is the visible answer.
    console.warn(`Image failed to load: ${src.slice(0, 120)}`)
    if (index < candidates.length - 1) setFailed({ listKey, count: index + 1 })
  }

  return (
    <>
      <Image key={src} src={src} alt={alt} width={width} height={height} sizes={sizes} className={className} onError={handleError} unoptimized />
      {debug && index > 0 && (
        <p role="status" className="mt-2 text-sm font-medium text-amber-800">
          Image failed to load, using fallback
        </p>
      )}
    </>
  )
}

'use client'

import { useCallback, useState } from 'react'
import { useFailedBeforeHydration } from './useFailedBeforeHydration'

type Props = {
  /** Sources to try in order; build them with `fallbackCandidates` from lib/images/fallback. */
  candidates: string[]
  alt: string
  width: number
  height: number
  className?: string
  /** Says on the page when a fallback is showing (developer pages). */
  debug?: boolean
  /** The page's largest picture above the fold (its LCP): fetched straight away at high priority. */
  preload?: boolean
}

/**
 * A picture that moves to the next candidate when one fails to load. A plain <img>, not next/image:
 * next/image replays early errors by setting `src` again after hydration, which repaints the picture
 * late and delays the page's largest paint. A failure before hydration is caught when the element
 * mounts (see useFailedBeforeHydration).
 */
export function ImageWithFallback({ candidates, alt, width, height, className, debug = false, preload = false }: Props) {
  // A new list of candidates starts again from the first, without an effect.
  const listKey = candidates.join('\n')
  const [failed, setFailed] = useState({ listKey, count: 0 })
  const index = failed.listKey === listKey ? Math.min(failed.count, candidates.length - 1) : 0
  const src = candidates[index]

  const handleError = useCallback(() => {
    // Failures are only logged: the next candidate is the visible answer.
    console.warn(`Image failed to load: ${src?.slice(0, 120)}`)
    if (index < candidates.length - 1) setFailed({ listKey, count: index + 1 })
  }, [src, index, candidates.length, listKey])

  const failedBeforeHydration = useFailedBeforeHydration(handleError)

  if (!src) return null
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- see the component's comment */}
      <img
        key={src}
        ref={failedBeforeHydration}
        src={src}
        alt={alt}
        width={width}
        height={height}
        className={className}
        onError={handleError}
        decoding="async"
        loading={preload ? 'eager' : 'lazy'}
        fetchPriority={preload ? 'high' : undefined}
      />
      {debug && index > 0 && (
        <p role="status" className="mt-2 text-sm font-medium text-amber-800">
          Image failed to load, using fallback
        </p>
      )}
    </>
  )
}

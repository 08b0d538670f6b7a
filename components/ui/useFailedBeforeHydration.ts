import { useCallback } from 'react'

/**
 * A ref for an <img> that reports a load failure React could not hear: an error before hydration
 * fired with no listener attached and is not repeated. Such a picture is complete, yet has no pixels.
 */
export function useFailedBeforeHydration(onError: () => void) {
  return useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth === 0) onError()
    },
    [onError],
  )
}

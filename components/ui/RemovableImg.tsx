'use client'

import { useCallback, useState } from 'react'
import type { ContentImgProps } from './ContentImage'
import { useFailedBeforeHydration } from './useFailedBeforeHydration'

/** An <img> that leaves the page when it fails to load, also when it failed before hydration. */
export function RemovableImg({ alt, ...props }: ContentImgProps) {
  const [failed, setFailed] = useState(false)
  const fail = useCallback(() => setFailed(true), [])
  const failedBeforeHydration = useFailedBeforeHydration(fail)
  if (failed) return null
  // eslint-disable-next-line @next/next/no-img-element -- attributes from contentImgProps, see OptionalImage
  return <img alt={alt} {...props} ref={failedBeforeHydration} onError={fail} />
}

'use client'

import Image from 'next/image'
import { useState } from 'react'
import type { ImageSource } from '@/lib/content/image'

/**
 * A picture the page can do without (a measurement diagram): if it cannot load it is removed
 * rather than shown broken. next/image replays an error that happened before hydration.
 */
export function OptionalImage({ image, sizes, className }: { image: ImageSource; sizes: string; className?: string }) {
  const [failed, setFailed] = useState(false)
  if (failed) return null
  return <Image src={image.src} alt={image.alt} width={image.width} height={image.height} sizes={sizes} className={className} onError={() => setFailed(true)} />
}

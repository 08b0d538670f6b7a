'use client'

import Image from 'next/image'
import { useState } from 'react'
import type { ImageSource } from '@/lib/content/image'

/** The measurement drawing; if it cannot load, the legend and tables stand on their own. */
export function SizingDiagram({ image }: { image: ImageSource }) {
  const [failed, setFailed] = useState(false)
  if (failed) return null
  return (
    <Image
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes="(min-width: 1024px) 28rem, 100vw"
      className="h-auto w-full max-w-md rounded-xl border border-slate-200 bg-white"
      onError={() => setFailed(true)}
    />
  )
}

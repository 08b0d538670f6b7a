'use client'

import { useState } from 'react'
import { ImageWithFallback } from '@/components/ui/ImageWithFallback'
import { wrapIndex } from '@/lib/carousel/carousel'
import type { ImageSource } from '@/lib/content/image'

type Props = {
  images: ImageSource[]
  /** Shown in place of a picture that fails to load. */
  fallback: ImageSource | null
  name: string
}

const debugImages = process.env.NEXT_PUBLIC_IMAGE_DEBUG === '1'

/** The product's pictures: previous/next and dots, wrapping around at both ends. */
export function ProductGallery({ images, fallback, name }: Props) {
  const [index, setIndex] = useState(0)
  const current = images[index]
  if (!current) return null
  const many = images.length > 1
  const go = (to: number) => setIndex(wrapIndex(to, images.length))

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={`${name} pictures`}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(index + 1)
        else if (event.key === 'ArrowLeft') go(index - 1)
      }}
    >
      <div className="relative overflow-hidden rounded-xl bg-ice-100">
        <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${images.length}`}>
          <ImageWithFallback
            candidates={fallback ? [current.src, fallback.src] : [current.src]}
            alt={current.alt}
            width={current.width}
            height={current.height}
            className="h-auto w-full"
            debug={debugImages}
            preload={index === 0}
          />
        </div>
        {many && (
          <>
            <GalleryButton label="Previous picture" onClick={() => go(index - 1)} className="left-3">
              ‹
            </GalleryButton>
            <GalleryButton label="Next picture" onClick={() => go(index + 1)} className="right-3">
              ›
            </GalleryButton>
          </>
        )}
      </div>
      {many && (
        <div className="mt-3 flex justify-center gap-2">
          {images.map((image, dot) => (
            <button
              key={image.src}
              type="button"
              aria-label={`Show picture ${dot + 1} of ${images.length}`}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => go(dot)}
              className="grid size-8 place-items-center"
            >
              <span className={`block size-3 rounded-full transition-colors ${dot === index ? 'bg-navy-800' : 'bg-slate-300 hover:bg-slate-400'}`} />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}

function GalleryButton({ label, onClick, className, children }: { label: string; onClick: () => void; className: string; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-3xl leading-none text-navy-900 shadow-md transition-colors hover:bg-white ${className}`}
    >
      <span aria-hidden="true" className="-mt-1">{children}</span>
    </button>
  )
}

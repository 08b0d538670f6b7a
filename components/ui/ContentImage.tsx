import Image from 'next/image'
import { imageSource, type ContentImageData } from '@/lib/content/image'

export type { ContentImageData }

type Props = {
  image: ContentImageData
  /** The rendered width at each breakpoint, so the browser picks the right file. */
  sizes: string
  className?: string
  /** The page's largest picture above the fold (its LCP): fetched early at high priority. */
  preload?: boolean
  /** Above the fold but not the largest: loaded straight away, at normal priority. */
  eager?: boolean
}

/** A picture from the content layer, sized by its intrinsic dimensions. */
export function ContentImage({ image, sizes, className, preload, eager }: Props) {
  const source = imageSource(image)
  if (!source) return null
  return (
    <Image
      src={source.src}
      alt={source.alt}
      width={source.width}
      height={source.height}
      sizes={sizes}
      className={className}
      style={source.objectPosition ? { objectPosition: source.objectPosition } : undefined}
      // Only the Sanity CDN resizes; a bundled SVG needs no srcset of identical URLs.
      unoptimized={!source.src.startsWith('https://cdn.sanity.io/')}
      // fetchPriority, not next/image's `preload`: a preload link alone still fetches at low priority.
      loading={eager || preload ? 'eager' : undefined}
      fetchPriority={preload ? 'high' : undefined}
    />
  )
}

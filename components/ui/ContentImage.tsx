import Image from 'next/image'
import { imageSource, type ContentImageData } from '@/lib/content/image'

export type { ContentImageData }

type Props = {
  image: ContentImageData
  /** The rendered width at each breakpoint, so the browser picks the right file. */
  sizes: string
  className?: string
  priority?: boolean
}

/** A picture from the content layer, sized by its intrinsic dimensions. */
export function ContentImage({ image, sizes, className, priority }: Props) {
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
      priority={priority}
    />
  )
}

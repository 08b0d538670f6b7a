import Image from 'next/image'

export type ContentImageData = { url: string | null; alt: string | null; width: number | null; height: number | null } | null

type Props = {
  image: ContentImageData
  /** The rendered width at each breakpoint, so the browser picks the right file. */
  sizes: string
  className?: string
  priority?: boolean
}

/** A picture from the content layer, sized by its intrinsic dimensions. */
export function ContentImage({ image, sizes, className, priority }: Props) {
  if (!image?.url || !image.width || !image.height) return null
  return (
    <Image
      src={image.url}
      alt={image.alt ?? ''}
      width={image.width}
      height={image.height}
      sizes={sizes}
      className={className}
      priority={priority}
    />
  )
}

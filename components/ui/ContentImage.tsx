import { getImageProps } from 'next/image'
import { imageSource, type ContentImageData, type ImageSource } from '@/lib/content/image'

export type { ContentImageData }

const FETCH_PRIORITY = { lcp: 'high', eager: undefined, low: 'low' } as const
export type ContentImageLoad = keyof typeof FETCH_PRIORITY

type Options = {
  /** The rendered width at each breakpoint, so the browser picks the right file. */
  sizes: string
  className?: string
  /**
   * When the picture loads; unset, lazily as it nears the viewport. Above the fold:
   * - 'lcp': the page's largest picture, fetched early at high priority;
   * - 'eager': not the largest, loaded straight away at normal priority;
   * - 'low': small and never the LCP (the header logo), loaded straight away at low priority and not
   *   preloaded, so it does not take a connection from the LCP picture, the stylesheet or the font.
   */
  load?: ContentImageLoad
}

/**
 * The <img> attributes next/image would render (srcset through the content loader, lazy loading,
 * async decoding), worked out on the server so next/image's client runtime never ships to the browser.
 * React's server renderer preloads every picture not loaded lazily and not of low priority (a `Link`
 * header or a <link> in the head), `fetchpriority="high"` included: the LCP picture needs no preload
 * call of its own.
 */
export function contentImgProps(source: ImageSource, { sizes, className, load }: Options) {
  return getImageProps({
    src: source.src,
    alt: source.alt,
    width: source.width,
    height: source.height,
    sizes,
    className,
    style: source.objectPosition ? { objectPosition: source.objectPosition } : undefined,
    // Only the Sanity CDN resizes; a bundled SVG needs no srcset of identical URLs.
    unoptimized: !source.src.startsWith('https://cdn.sanity.io/'),
    loading: load ? 'eager' : undefined,
    fetchPriority: load ? FETCH_PRIORITY[load] : undefined,
  }).props
}

export type ContentImgProps = ReturnType<typeof contentImgProps>

/** A picture from the content layer, sized by its intrinsic dimensions. */
export function ContentImage({ image, ...options }: Options & { image: ContentImageData }) {
  const source = imageSource(image)
  if (!source) return null
  const { alt, ...props } = contentImgProps(source, options)
  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes without its client component, see contentImgProps
  return <img alt={alt} {...props} />
}

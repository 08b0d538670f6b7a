import type { ImageLoaderProps } from 'next/image'

/**
 * next/image loader for content pictures. Sanity's CDN resizes and re-encodes on request;
 * the bundled seed artwork is SVG, which scales by itself and is served as-is.
 */
export default function contentImageLoader({ src, width, quality }: ImageLoaderProps): string {
  if (!src.startsWith('https://cdn.sanity.io/')) return src
  const url = new URL(src)
  url.searchParams.set('w', String(width))
  url.searchParams.set('q', String(quality ?? 75))
  url.searchParams.set('auto', 'format')
  url.searchParams.set('fit', 'max')
  return url.toString()
}

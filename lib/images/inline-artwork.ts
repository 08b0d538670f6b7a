import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { cacheLife } from 'next/cache'
import { unstable_rethrow } from 'next/navigation'
import { readLakeAsset } from '@/lib/content/local-lake'
import type { ContentImageData } from '@/lib/content/image'
import { ASSET_SITE_PATH, bundledImageFile } from './site-paths'
import { svgDataUri } from './svg-data-uri'

/**
 * The largest artwork worth writing into the page: an inlined picture travels twice (in the HTML and
 * in React's payload), so past this its bytes cost a slow connection more than its own request does.
 */
export const INLINE_ARTWORK_MAX_BYTES = 12 * 1024

/** The bytes of an SVG the site holds itself: bundled artwork, or a Studio upload on the local lake. */
async function svgBytes(url: string): Promise<Uint8Array | null> {
  if (!/\.svg$/i.test(url)) return null
  const bundled = bundledImageFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'public'), url)
  if (bundled) return readFile(/*turbopackIgnore: true*/ bundled)
  if (url.startsWith(`${ASSET_SITE_PATH}/`)) {
    const asset = await readLakeAsset(url.slice(ASSET_SITE_PATH.length + 1))
    return asset?.headers['content-type'] === 'image/svg+xml' ? asset.bytes : null
  }
  return null
}

/** The small SVG at `url` as a data: URI, or null when it is not one the site holds. */
async function artworkDataUri(url: string): Promise<string | null> {
  'use cache'
  try {
    const bytes = await svgBytes(url)
    cacheLife('max')
    if (!bytes || bytes.byteLength > INLINE_ARTWORK_MAX_BYTES) return null
    return svgDataUri(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch (error) {
    unstable_rethrow(error)
    // Unreadable now (a missing file, a lake that is down, not UTF-8): the picture loads from its
    // address as usual, and the next render tries again.
    cacheLife({ stale: 0, revalidate: 0, expire: 0 })
    return null
  }
}

/**
 * A picture painted with the page's first frame, written into the page when it is small vector artwork.
 * Loaded from its address it would start only once the HTML had arrived and paint a round trip after the
 * page: about 0.6 s later on Lighthouse's slow 4G, where the page's largest paint is this picture.
 */
export async function inlineArtwork<T extends ContentImageData>(image: T): Promise<T> {
  if (!image?.url) return image
  const dataUri = await artworkDataUri(image.url)
  return dataUri ? { ...image, url: dataUri } : image
}

import { createImageUrlBuilder } from '@sanity/image-url'
import { sanityDataset, sanityProjectId } from '@/lib/content/sanity-env'

type Crop = { top?: number | null; bottom?: number | null; left?: number | null; right?: number | null }
type Hotspot = { x?: number | null; y?: number | null }

/** An image as every content query projects it (see `image` in ./queries). */
export type ContentImageData = {
  alt: string | null
  url: string | null
  width: number | null
  height: number | null
  assetId: string | null
  crop: Crop | null
  hotspot: Hotspot | null
} | null

export type ImageSource = { src: string; alt: string; width: number; height: number; objectPosition?: string }

const percent = (fraction: number) => `${Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 10}%`

/**
 * Where to load a content image from and how big it is. Hosted assets go through Sanity's
 * image pipeline with the editor's crop applied; the hotspot becomes the CSS focus point, so a
 * picture cropped by its frame keeps what the editor marked. Bundled artwork is used as-is.
 */
export function imageSource(
  image: ContentImageData,
  project: { projectId: string; dataset: string } = { projectId: sanityProjectId, dataset: sanityDataset },
): ImageSource | null {
  if (!image?.url || !image.width || !image.height) return null
  const alt = image.alt ?? ''
  if (!image.assetId || !image.url.startsWith('https://cdn.sanity.io/')) {
    return { src: image.url, alt, width: image.width, height: image.height }
  }
  const crop = { top: image.crop?.top ?? 0, bottom: image.crop?.bottom ?? 0, left: image.crop?.left ?? 0, right: image.crop?.right ?? 0 }
  const keptWidth = 1 - crop.left - crop.right
  const keptHeight = 1 - crop.top - crop.bottom
  const src = createImageUrlBuilder(project).image({ asset: { _ref: image.assetId }, crop }).url()
  const hotspot = image.hotspot
  return {
    src,
    alt,
    width: Math.round(image.width * keptWidth),
    height: Math.round(image.height * keptHeight),
    objectPosition:
      hotspot?.x == null || hotspot.y == null
        ? undefined
        : `${percent((hotspot.x - crop.left) / keptWidth)} ${percent((hotspot.y - crop.top) / keptHeight)}`,
  }
}

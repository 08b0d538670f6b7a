/**
 * Turns Sanity's NDJSON export format into the documents groq-js queries, so the
 * embedded backend answers the same queries the Content Lake would:
 *  - `_sanityAsset: "image@file://./…/public/images/x.svg"` (what `sanity dataset import`
 *    uploads) becomes a reference to a synthesised `sanity.imageAsset` served from /images/x.svg;
 *  - drafts are hidden for the published perspective, or laid over their published twin.
 * Plain TypeScript: the seed validator and the tests use it outside Next.
 */
import { createHash } from 'node:crypto'
import { KINDS } from '../../uploads/logo'

export type Document = { _id: string; _type: string; [field: string]: unknown }
/** `raw`: every document as stored, drafts included (what Sanity's preview-secret check reads). */
export type Perspective = 'published' | 'drafts' | 'raw'
export type ImageSize = { width: number; height: number }

const DRAFT_PREFIX = 'drafts.'
const VERSION_PREFIX = 'versions.'
const PUBLIC_IMAGE = /^image@file:\/\/\.\/(?:\.\.\/)*public(\/images\/[\w./-]+)$/

export function parseNdjson(text: string): Document[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const document = JSON.parse(line) as Document
      if (typeof document._id !== 'string' || typeof document._type !== 'string') {
        throw new Error(`Dataset line ${index + 1} has no _id or _type`)
      }
      return document
    })
}

/** The public path of an image the seed imports, e.g. "/images/products/x.svg". */
export function seedImagePath(sanityAsset: string): string {
  const match = PUBLIC_IMAGE.exec(sanityAsset)
  if (!match?.[1]) throw new Error(`Seed images must live under public/images: ${sanityAsset}`)
  return match[1]
}

/**
 * An asset id in Sanity's form, `image-<40 hex>-<width>x<height>-<format>`, which the Studio and
 * @sanity/image-url parse, made from the image's path so the same file always gets the same id.
 */
function assetId(path: string, { width, height }: ImageSize, extension: string) {
  return `image-${createHash('sha1').update(path).digest('hex')}-${Math.round(width)}x${Math.round(height)}-${extension}`
}

function mapDeep(value: unknown, visit: (object: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => mapDeep(item, visit))
  if (value && typeof value === 'object') {
    const mapped = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mapDeep(inner, visit)]))
    return visit(mapped)
  }
  return value
}

/**
 * Replaces import-style image fields with asset references and adds one asset document per image.
 * `sizeOf` reads an image's intrinsic size from its public path.
 */
export function materializeAssets(documents: Document[], sizeOf: (publicPath: string) => ImageSize): Document[] {
  const assets = new Map<string, Document>()
  const withRefs = documents.map(
    (document) =>
      mapDeep(document, (object) => {
        if (typeof object._sanityAsset !== 'string') return object
        const { _sanityAsset, ...rest } = object
        const path = seedImagePath(_sanityAsset)
        const size = sizeOf(path)
        const { width, height } = size
        const extension = path.split('.').pop() ?? ''
        const _id = assetId(path, size, extension)
        if (!assets.has(_id)) {
          assets.set(_id, {
            _id,
            _type: 'sanity.imageAsset',
            url: path,
            path,
            extension,
            mimeType: Object.values(KINDS).find((kind) => kind.extension === extension)?.contentType ?? 'application/octet-stream',
            metadata: { _type: 'sanity.imageMetadata', dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height } },
          })
        }
        return { ...rest, asset: { _type: 'reference', _ref: _id } }
      }) as Document,
  )
  return [...withRefs, ...assets.values()]
}

/**
 * What a query sees under a perspective: published only, or each draft in place of its published
 * document, under the published id with its own id as `_originalId`, as the Content Lake answers.
 */
export function applyPerspective(documents: Document[], perspective: Perspective): Document[] {
  if (perspective === 'raw') return documents
  const published = documents.filter((document) => !document._id.startsWith(DRAFT_PREFIX) && !document._id.startsWith(VERSION_PREFIX))
  if (perspective === 'published') return published.map((document) => ({ ...document, _originalId: document._id }))
  const drafts = new Map(
    documents
      .filter((document) => document._id.startsWith(DRAFT_PREFIX))
      .map((draft) => [draft._id.slice(DRAFT_PREFIX.length), { ...draft, _id: draft._id.slice(DRAFT_PREFIX.length), _originalId: draft._id }]),
  )
  const publishedIds = new Set(published.map((document) => document._id))
  const overlaid = published.map((document) => drafts.get(document._id) ?? { ...document, _originalId: document._id })
  const draftOnly = [...drafts.values()].filter((draft) => !publishedIds.has(draft._id))
  return [...overlaid, ...draftOnly]
}

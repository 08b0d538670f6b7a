import { storedNameOf } from './assets'
import type { LakeDocument } from './documents'

const SYSTEM_FIELDS = new Set(['_rev', '_createdAt', '_updatedAt'])
/** Documents the Studio writes for itself (preview secrets and the like), not content. */
const isContent = (document: LakeDocument) => !document._id.startsWith('drafts.') && !document._type.startsWith('sanity.')

function mapDeep(value: unknown, visit: (object: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => mapDeep(item, visit))
  if (value && typeof value === 'object') return visit(Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mapDeep(inner, visit)])))
  return value
}

/** Where exported uploads go, beside the seed's own artwork, so the next seed finds them. */
export const EXPORTED_UPLOADS = '/images/uploads'

/**
 * The lake's published content as NDJSON in the seed's own form (studio/seed/dataset.ndjson):
 * no drafts, no system fields, and each image as the `_sanityAsset` import path of its file under
 * public/images, so the file can become the new seed or go to a hosted project with
 * `sanity dataset import` (what `npm run sanity:seed` runs). An image uploaded in the Studio is
 * named under public/images/uploads: `uploads` lists those files, for the caller to copy there.
 */
export function exportContent(documents: LakeDocument[]): { ndjson: string; uploads: string[] } {
  const assets = new Map(documents.filter((document) => document._type === 'sanity.imageAsset').map((asset) => [asset._id, asset]))
  const uploads = new Set<string>()
  const publicPath = (asset: LakeDocument) => {
    const storedName = storedNameOf(asset)
    if (storedName) uploads.add(storedName)
    if (storedName) return `${EXPORTED_UPLOADS}/${storedName}`
    return typeof asset.url === 'string' && asset.url.startsWith('/images/') ? asset.url : null
  }
  const ndjson = documents
    .filter(isContent)
    .map((document) =>
      mapDeep(document, (object) => {
        const reference = object.asset as { _ref?: string } | undefined
        const asset = reference?._ref ? assets.get(reference._ref) : undefined
        const content = Object.fromEntries(Object.entries(object).filter(([key]) => !SYSTEM_FIELDS.has(key)))
        const file = asset && publicPath(asset)
        if (!file) return content
        const withoutReference = Object.fromEntries(Object.entries(content).filter(([key]) => key !== 'asset'))
        return { ...withoutReference, _sanityAsset: `image@file://./../../public${file}` }
      }),
    )
    .map((document) => JSON.stringify(document))
    .join('\n')
    .concat('\n')
  return { ndjson, uploads: [...uploads] }
}

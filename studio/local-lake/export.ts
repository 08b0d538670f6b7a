import type { LakeDocument } from './documents'

const SYSTEM_FIELDS = new Set(['_rev', '_createdAt', '_updatedAt'])
/** Documents the Studio writes for itself (preview secrets and the like), not content. */
const isContent = (document: LakeDocument) => !document._id.startsWith('drafts.') && !document._type.startsWith('sanity.')

function mapDeep(value: unknown, visit: (object: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => mapDeep(item, visit))
  if (value && typeof value === 'object') return visit(Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mapDeep(inner, visit)])))
  return value
}

/**
 * The lake's published content as NDJSON in the seed's own form (studio/seed/dataset.ndjson):
 * no drafts, no system fields, and each image as the `_sanityAsset` import path of its file under
 * public/images, so the file can become the new seed or go to a hosted project with
 * `sanity dataset import` (what `npm run sanity:seed` runs).
 */
export function exportContent(documents: LakeDocument[]): string {
  const assets = new Map(documents.filter((document) => document._type === 'sanity.imageAsset').map((asset) => [asset._id, asset]))
  return documents
    .filter(isContent)
    .map((document) =>
      mapDeep(document, (object) => {
        const reference = object.asset as { _ref?: string } | undefined
        const asset = reference?._ref ? assets.get(reference._ref) : undefined
        const content = Object.fromEntries(Object.entries(object).filter(([key]) => !SYSTEM_FIELDS.has(key)))
        if (!asset || typeof asset.url !== 'string' || !asset.url.startsWith('/images/')) return content
        const withoutReference = Object.fromEntries(Object.entries(content).filter(([key]) => key !== 'asset'))
        return { ...withoutReference, _sanityAsset: `image@file://./../../public${asset.url}` }
      }),
    )
    .map((document) => JSON.stringify(document))
    .join('\n')
    .concat('\n')
}

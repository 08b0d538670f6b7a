/** Related products: four by default, first from the same category, then by shared tags. */

const RELATED_LIMIT = 4

type Relatable = { _id: string; category: string; tags: string[] | null }

export function relatedProducts<T extends Relatable>(product: Relatable, candidates: T[], limit = RELATED_LIMIT): T[] {
  const tags = new Set(product.tags ?? [])
  const sharedTags = (candidate: T) => (candidate.tags ?? []).filter((tag) => tags.has(tag)).length
  const others = candidates.filter((candidate) => candidate._id !== product._id)
  const sameCategory = others.filter((candidate) => candidate.category === product.category)
  // Among tag matches, those sharing more tags come first; ties keep the catalogue order.
  const byTags = others
    .filter((candidate) => candidate.category !== product.category && sharedTags(candidate) > 0)
    .map((candidate, index) => ({ candidate, score: sharedTags(candidate), index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ candidate }) => candidate)
  return [...sameCategory, ...byTags].slice(0, limit)
}

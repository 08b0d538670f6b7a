import { CATEGORY_KEYWORDS, IMAGE_CATALOG, IMAGE_CATEGORIES, type CatalogImage, type ImageCategory } from './catalog'

export type ImagePick = CatalogImage & { category: ImageCategory }

/** Words of three letters or more: short ones ("a", "of") would match half the file names. */
const words = (text: string) => (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((word) => word.length >= 3)

/** Whether two words are the same up to an ending ("bag" and "bags"). */
const sameStem = (a: string, b: string) => a.startsWith(b) || b.startsWith(a)

const fileWords = (image: CatalogImage) => words(image.src.slice(image.src.lastIndexOf('/') + 1).replace(/\.\w+$/, ''))

/** How many words of the text a picture's file name shares ("goalie bag" and team-bags-goalie: 2). */
const nameOverlap = (image: CatalogImage, textWords: string[]) => fileWords(image).filter((word) => textWords.some((textWord) => sameStem(word, textWord))).length

/** A small stable hash, so the same text always picks the same picture (no randomness in a render). */
function hash(text: string): number {
  let value = 0
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0
  return value
}

/**
 * A picture from a category. When the text names a picture (its file name shares words with it)
 * that one wins; otherwise the text's hash picks one, so a list of cards gets varied pictures.
 */
export function pickByCategory(category: ImageCategory, text = ''): ImagePick {
  const images = IMAGE_CATALOG[category]
  const textWords = words(text)
  const start = images[hash(text) % images.length]!
  const best = images.reduce((chosen, image) => (nameOverlap(image, textWords) > nameOverlap(chosen, textWords) ? image : chosen), start)
  return { ...best, category }
}

/**
 * The category a text is about: each keyword it uses counts, and so does the best match with a
 * file name in the category, so "team bags" finds the bag picture rather than the team one.
 * Ties go to the earlier category; null when nothing matches.
 */
export function categoryForText(text: string): ImageCategory | null {
  const textWords = words(text)
  const score = (category: ImageCategory) =>
    textWords.filter((word) => CATEGORY_KEYWORDS[category].some((keyword) => word.startsWith(keyword))).length +
    Math.max(...IMAGE_CATALOG[category].map((image) => nameOverlap(image, textWords)))
  let best: { category: ImageCategory; score: number } | null = null
  for (const category of IMAGE_CATEGORIES) {
    const value = score(category)
    if (value > (best?.score ?? 0)) best = { category, score: value }
  }
  return best?.category ?? null
}

/** A picture for a text such as "goalie jersey", or null when nothing in it points at a picture. */
export function pickByKeywords(text: string): ImagePick | null {
  const category = categoryForText(text)
  return category && pickByCategory(category, text)
}

import { svgDataUri } from './svg-data-uri'

/**
 * The order a failing picture falls back in, as the spec gives it: the picture itself, the same
 * file in the legacy images folder, a placeholder, then the default fallback picture.
 */

const LEGACY_FOLDER = '/images/legacy'

/** The same file name in the legacy folder, for local pictures only. */
export function legacySource(src: string): string | null {
  if (!src.startsWith('/') || src.startsWith(`${LEGACY_FOLDER}/`)) return null
  const name = src.split(/[?#]/)[0]!.split('/').pop()
  return name ? `${LEGACY_FOLDER}/${name}` : null
}

export type PlaceholderSpec = { width: number; height: number; label?: string }

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The original chain asked an external placeholder service for an image of the right size. This
 * site runs without outside network access, so the same picture (a tinted box with its size and
 * a label) is drawn here as an SVG data URI instead.
 */
export function placeholderSource({ width, height, label }: PlaceholderSpec): string {
  const text = escapeXml(label ? `${label} · ${width}×${height}` : `${width}×${height}`)
  const fontSize = Math.max(12, Math.round(Math.min(width, height) / 12))
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#d5e3ef"/>` +
    `<rect x="4" y="4" width="${width - 8}" height="${height - 8}" fill="none" stroke="#6b8bab" stroke-width="2" stroke-dasharray="8 6"/>` +
    `<text x="50%" y="50%" fill="#003360" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${text}</text>` +
    `</svg>`
  return svgDataUri(svg)
}

export const isPlaceholder = (src: string) => src.startsWith('data:')

export type FallbackOptions = {
  /** The last resort, from the content's site settings (`fallbackImage`). */
  fallback: string
  /** The placeholder step; false skips it, as a gallery does when it swaps straight to the fallback. */
  placeholder: PlaceholderSpec | false
}

/** Every source to try for a picture, in order and without repeats. */
export function fallbackCandidates(src: string, { fallback, placeholder }: FallbackOptions): string[] {
  const chain = [src, legacySource(src), placeholder && placeholderSource(placeholder), fallback]
  return [...new Set(chain.filter((candidate): candidate is string => Boolean(candidate)))]
}

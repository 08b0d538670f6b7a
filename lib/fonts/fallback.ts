/**
 * While a web font loads, the page draws text in a system font resized to take the same room
 * (size-adjust and ascent/descent overrides), so nothing moves when the web font arrives.
 * next/font/local only knows Arial, which Android and most Linux systems lack: their visitors saw the
 * headline reflow. These faces also list Arial's metric clones (Liberation Sans, Arimo) and Roboto,
 * whose average width is within 0.3 % of Arial's (Capsize metrics), so Arial's adjustments fit them.
 */

const FALLBACK_LOCAL_FONTS = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Roboto', 'Roboto-Regular'] as const

/** next/font's sample for averaging glyph widths: Latin letters by frequency, and spaces for word length. */
const LETTERS = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      '

/**
 * What a font's text mostly looks like, so the fallback is sized on the right letters: running text, or
 * headings set in capitals (and bold: the fallback's bold is synthesised, which keeps its advances, so
 * the web font is measured at that weight against Arial's regular widths). Arial's average widths per em
 * were measured on Liberation Sans, which has Arial's advances (the text figure is next/font's).
 */
export const WIDTH_SAMPLES = {
  text: { letters: LETTERS, weight: 400, arialWidthPerEm: 934.5116279069767 / 2048 },
  capitals: { letters: LETTERS.toUpperCase(), weight: 700, arialWidthPerEm: 1257.0232558139535 / 2048 },
} as const
type WidthSample = keyof typeof WIDTH_SAMPLES

/** averageWidth: of the sample's letters, at its weight, in font units. */
export type FontMetrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; averageWidth: number; sample: WidthSample }

const percent = (value: number) => `${Math.abs(value * 100).toFixed(2)}%`

/** The overrides that make the fallback take the web font's room (the formula next/font uses). */
export function fallbackOverrides({ ascent, descent, lineGap, unitsPerEm, averageWidth, sample }: FontMetrics) {
  const sizeAdjust = averageWidth / unitsPerEm / WIDTH_SAMPLES[sample].arialWidthPerEm
  const scaled = (value: number) => percent(value / (unitsPerEm * sizeAdjust))
  return { ascentOverride: scaled(ascent), descentOverride: scaled(descent), lineGapOverride: scaled(lineGap), sizeAdjust: percent(sizeAdjust) }
}

export const fallbackFamily = (family: string) => `${family} Fallback`

export function fallbackFontFace(family: string, metrics: FontMetrics): string {
  const overrides = fallbackOverrides(metrics)
  return [
    '@font-face {',
    `  font-family: '${fallbackFamily(family)}';`,
    `  src: ${FALLBACK_LOCAL_FONTS.map((name) => `local('${name}')`).join(', ')};`,
    `  ascent-override: ${overrides.ascentOverride};`,
    `  descent-override: ${overrides.descentOverride};`,
    `  line-gap-override: ${overrides.lineGapOverride};`,
    `  size-adjust: ${overrides.sizeAdjust};`,
    '}',
  ].join('\n')
}

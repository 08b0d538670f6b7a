import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'
import subsetFont from 'subset-font'
import { fallbackFontFace, WIDTH_SAMPLES, type FontMetrics } from './fallback'
import { FONT_WEIGHTS, fontCodePoints, SUBSET_FONTS } from './subset'

const require = createRequire(import.meta.url)

type SubsetFont = (typeof SUBSET_FONTS)[number]

/** The subset file of one of SUBSET_FONTS, made from the installed source (deterministic: same bytes every time). */
export async function makeSubset(font: SubsetFont): Promise<Buffer> {
  const source = await readFile(require.resolve(font.source))
  const text = String.fromCodePoint(...fontCodePoints())
  return subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: { ...FONT_WEIGHTS, default: FONT_WEIGHTS.min } } })
}

/** A subset file's metrics for its fallback face, the widths read from an instance at the sample's weight. */
export async function measure(file: Buffer, sample: FontMetrics['sample']): Promise<FontMetrics> {
  const { letters, weight } = WIDTH_SAMPLES[sample]
  // fontkit loses the character map of a variable WOFF2's instances: let harfbuzz pin the weight instead.
  const pinned = await subsetFont(file, String.fromCodePoint(...fontCodePoints()), { targetFormat: 'truetype', variationAxes: { wght: weight } })
  const instance = fontkit.create(pinned) as fontkit.Font
  const widths = instance.glyphsForString(letters).map((glyph) => glyph.advanceWidth)
  const averageWidth = widths.reduce((sum, width) => sum + width, 0) / widths.length
  return { ascent: instance.ascent, descent: instance.descent, lineGap: instance.lineGap, unitsPerEm: instance.unitsPerEm, averageWidth, sample }
}

/** The stylesheet of every font's fallback face, measured on the subset files. */
export async function makeFallbackCss(subsets: { font: SubsetFont; file: Buffer }[]): Promise<string> {
  const faces = await Promise.all(subsets.map(async ({ font, file }) => fallbackFontFace(font.family, await measure(file, font.sample))))
  return `${['/* Made by `npm run fonts:subset` (lib/fonts/fallback.ts): do not edit. */', ...faces].join('\n\n')}\n`
}

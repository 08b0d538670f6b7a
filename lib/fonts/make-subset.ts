import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'
import subsetFont from 'subset-font'
import { fallbackFontFace, WIDTH_SAMPLES, type FontMetrics } from './fallback'
import { codePoints, FONT_PARTS, type FontPart, SUBSET_FONTS } from './subset'

const require = createRequire(import.meta.url)

type SubsetFont = (typeof SUBSET_FONTS)[number]

/** The installed source of one of SUBSET_FONTS. */
const readSource = (font: SubsetFont): Promise<Buffer> => readFile(require.resolve(font.source))

/** One part of one of SUBSET_FONTS, made from the installed source (deterministic: same bytes every time). */
export async function makeSubset(font: SubsetFont, part: FontPart): Promise<Buffer> {
  const source = await readSource(font)
  const text = String.fromCodePoint(...codePoints(FONT_PARTS[part]))
  return subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: { ...font.weights, default: font.weights.min } } })
}

/** A font's static instance at one weight, with the characters of both parts. fontkit loses the character map of a variable WOFF2's instances: harfbuzz pins the weight instead. */
export async function instanceAt(font: Buffer, weight: number): Promise<fontkit.Font> {
  const characters = Object.values(FONT_PARTS).flatMap((ranges) => codePoints(ranges))
  const pinned = await subsetFont(font, String.fromCodePoint(...characters), { targetFormat: 'truetype', variationAxes: { wght: weight } })
  return fontkit.create(pinned) as fontkit.Font
}

/** A font's metrics for its fallback face, the widths read from an instance at the sample's weight. */
export async function measure(font: Buffer, sample: FontMetrics['sample']): Promise<FontMetrics> {
  const { letters, weight } = WIDTH_SAMPLES[sample]
  const instance = await instanceAt(font, weight)
  const widths = instance.glyphsForString(letters).map((glyph) => glyph.advanceWidth)
  const averageWidth = widths.reduce((sum, width) => sum + width, 0) / widths.length
  return { ascent: instance.ascent, descent: instance.descent, lineGap: instance.lineGap, unitsPerEm: instance.unitsPerEm, averageWidth, sample }
}

/** The stylesheet of every font's fallback face, measured on the installed sources. */
export async function makeFallbackCss(): Promise<string> {
  const faces = await Promise.all(SUBSET_FONTS.map(async (font) => fallbackFontFace(font.family, await measure(await readSource(font), font.sample))))
  return `${['/* Made by `npm run fonts:subset` (lib/fonts/fallback.ts): do not edit. */', ...faces].join('\n\n')}\n`
}

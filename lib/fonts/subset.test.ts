import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'
import { DATASET_FILE } from '@/lib/content/embedded/load'
import { fallbackFamily, fallbackOverrides, WIDTH_SAMPLES } from './fallback'
import { instanceAt, makeFallbackCss, makeSubset, measure } from './make-subset'
import { codePoints, CORE_RANGES, EXTENDED_RANGES, FALLBACK_CSS, FONT_PART_NAMES, FONT_PARTS, type FontPart, SUBSET_FONTS, unicodeRange } from './subset'

const require = createRequire(import.meta.url)
const root = process.cwd()
const read = (file: string) => readFileSync(path.join(root, file))
const open = (bytes: Buffer) => fontkit.create(bytes) as fontkit.Font
// U+FFFF ends a format-4 character map; it is not a character.
const characters = (font: fontkit.Font) => font.characterSet.filter((codePoint) => codePoint !== 0xffff).sort((a, b) => a - b)

/** Every character of every text in the bundled content, in capitals: the display face sets only capitals. */
function contentCapitals(): number[] {
  const found = new Set<number>()
  const collect = (value: unknown): void => {
    if (typeof value === 'string') for (const character of value.toUpperCase()) found.add(character.codePointAt(0)!)
    else if (Array.isArray(value)) value.forEach(collect)
    else if (value && typeof value === 'object') Object.values(value).forEach(collect)
  }
  for (const line of readFileSync(DATASET_FILE, 'utf8').split('\n')) if (line.trim()) collect(JSON.parse(line))
  return [...found].filter((codePoint) => codePoint >= 0x20)
}

describe('the font parts', () => {
  it('do not overlap, so each character has one file', () => {
    const core = new Set(codePoints(CORE_RANGES))
    expect(codePoints(EXTENDED_RANGES).filter((codePoint) => core.has(codePoint))).toEqual([])
  })

  it('are the unicode ranges app/fonts/fonts.ts gives next/font', () => {
    const ranges = [...read('app/fonts/fonts.ts').toString().matchAll(/prop: 'unicode-range', value: '([^']*)'/g)].map((match) => match[1])
    expect(ranges).toEqual(SUBSET_FONTS.flatMap(() => Object.values(FONT_PARTS).map(unicodeRange)))
  })

  it("have the weights app/fonts/fonts.ts gives next/font, both parts of each font alike", () => {
    const weights = [...read('app/fonts/fonts.ts').toString().matchAll(/weight: '(\d+ \d+)'/g)].map((match) => match[1])
    expect(weights).toEqual(SUBSET_FONTS.flatMap(({ weights: { min, max } }) => FONT_PART_NAMES.map(() => `${min} ${max}`)))
  })
})

describe.each(SUBSET_FONTS)('the self-hosted $family', (font) => {
  const source = open(readFileSync(require.resolve(font.source)))
  const files = Object.fromEntries(FONT_PART_NAMES.map((part) => [part, open(read(font.output[part]))])) as Record<FontPart, fontkit.Font>

  it("keeps only the weights the site's classes use, as a variable font", () => {
    for (const part of FONT_PART_NAMES) expect(files[part].variationAxes.wght).toMatchObject(font.weights)
    expect(source.variationAxes.wght!.min).toBeLessThan(font.weights.min)
  })

  it('draws all of the bundled content, set in capitals, from the preloaded core file', () => {
    const missing = contentCapitals().filter((codePoint) => !files.core.hasGlyphForCodePoint(codePoint))
    expect(missing.map((codePoint) => String.fromCodePoint(codePoint))).toEqual([])
  })

  it("keeps in each part every one of its characters that the source draws, and nothing else", () => {
    for (const part of FONT_PART_NAMES) {
      const chosen = new Set(codePoints(FONT_PARTS[part]))
      expect(characters(files[part])).toEqual(characters(source).filter((codePoint) => chosen.has(codePoint)))
    }
  })

  it('is the pair of files `npm run fonts:subset` makes from the installed source (run it after changing either)', async () => {
    for (const part of FONT_PART_NAMES) expect(Buffer.compare(await makeSubset(font, part), read(font.output[part]))).toBe(0)
  })
})

describe('the fallback faces', () => {
  const oswald = readFileSync(require.resolve(SUBSET_FONTS.find((font) => font.family === 'Oswald')!.source))

  it("size running text with next/font's own formula for Arial", async () => {
    const { getFallbackMetricsFromFontFile } = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file') as typeof import('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file')
    const { fallbackFont, ...overrides } = getFallbackMetricsFromFontFile(await instanceAt(oswald, WIDTH_SAMPLES.text.weight), 'sans-serif')
    expect(fallbackFont).toBe('Arial')
    expect(fallbackOverrides(await measure(oswald, 'text'))).toEqual(overrides)
  })

  it('size bold capitals narrower than lower-case text would (Oswald headings)', async () => {
    const capitals = parseFloat(fallbackOverrides(await measure(oswald, 'capitals')).sizeAdjust)
    expect(capitals).toBeLessThan(parseFloat(fallbackOverrides(await measure(oswald, 'text')).sizeAdjust))
    expect(capitals).toBeCloseTo(78.9, 0)
  })

  it('are the stylesheet `npm run fonts:subset` makes, and the font stacks in globals.css name them', async () => {
    expect(read(FALLBACK_CSS).toString()).toBe(await makeFallbackCss())
    const stylesheet = read('app/globals.css').toString()
    for (const font of SUBSET_FONTS) expect(stylesheet).toContain(`'${fallbackFamily(font.family)}'`)
  })
})

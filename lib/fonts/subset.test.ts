import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'
import { DATASET_FILE } from '@/lib/content/embedded/load'
import { fallbackFamily, fallbackOverrides } from './fallback'
import { makeFallbackCss, makeSubset, measure } from './make-subset'
import { FALLBACK_CSS, FONT_WEIGHTS, fontCodePoints, SUBSET_FONTS } from './subset'

const require = createRequire(import.meta.url)
const open = (file: string) => fontkit.create(readFileSync(file)) as fontkit.Font

/** Every character of every text in the bundled content: what staff wrote must not fall back to another font. */
function contentCharacters(): Set<number> {
  const characters = new Set<number>()
  const collect = (value: unknown): void => {
    if (typeof value === 'string') for (const character of value) characters.add(character.codePointAt(0)!)
    else if (Array.isArray(value)) value.forEach(collect)
    else if (value && typeof value === 'object') Object.values(value).forEach(collect)
  }
  for (const line of readFileSync(DATASET_FILE, 'utf8').split('\n')) if (line.trim()) collect(JSON.parse(line))
  return characters
}

describe.each(SUBSET_FONTS)('the self-hosted $family', (font) => {
  const file = path.join(process.cwd(), font.output)
  const subset = open(file)
  const source = open(require.resolve(font.source))

  it('keeps only the weights the site uses, as a variable font', () => {
    expect(subset.variationAxes.wght).toMatchObject({ min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max })
    expect(source.variationAxes.wght!.min).toBeLessThan(FONT_WEIGHTS.min)
  })

  it('draws every character of the bundled content', () => {
    const missing = [...contentCharacters()].filter((codePoint) => codePoint >= 0x20 && !subset.hasGlyphForCodePoint(codePoint))
    expect(missing.map((codePoint) => String.fromCodePoint(codePoint))).toEqual([])
  })

  it('keeps every character of the chosen set that the source draws, and drops the rest', () => {
    const chosen = new Set(fontCodePoints())
    const expected = source.characterSet.filter((codePoint) => chosen.has(codePoint)).sort((a, b) => a - b)
    // U+FFFF is the end marker of a format-4 character map, not a character.
    const kept = subset.characterSet.filter((codePoint) => codePoint !== 0xffff)
    expect(kept.sort((a, b) => a - b)).toEqual(expected)
    expect(subset.characterSet.length).toBeLessThan(source.characterSet.length)
  })

  it('is the file `npm run fonts:subset` makes from the installed source (run it after changing either)', async () => {
    expect(Buffer.compare(await makeSubset(font), readFileSync(file))).toBe(0)
  })
})

describe('the fallback faces', () => {
  const subsets = SUBSET_FONTS.map((font) => ({ font, file: readFileSync(path.join(process.cwd(), font.output)) }))

  it('size running text as next/font does for Arial (its figures for the Inter file)', async () => {
    expect(fallbackOverrides(await measure(subsets[0]!.file, 'text'))).toEqual({ ascentOverride: '89.79%', descentOverride: '22.36%', lineGapOverride: '0.00%', sizeAdjust: '107.89%' })
  })

  it('size bold capitals narrower than lower-case text would (Oswald headings)', async () => {
    const oswald = subsets[1]!.file
    const capitals = parseFloat(fallbackOverrides(await measure(oswald, 'capitals')).sizeAdjust)
    const text = parseFloat(fallbackOverrides(await measure(oswald, 'text')).sizeAdjust)
    expect(capitals).toBeLessThan(text)
    expect(capitals).toBeCloseTo(78.9, 0)
  })

  it('are the stylesheet `npm run fonts:subset` makes, named as app/fonts/fonts.ts asks for them', async () => {
    expect(readFileSync(path.join(process.cwd(), FALLBACK_CSS), 'utf8')).toBe(await makeFallbackCss(subsets))
    const loaders = readFileSync(path.join(process.cwd(), 'app/fonts/fonts.ts'), 'utf8')
    for (const { font } of subsets) expect(loaders).toContain(`fallback: ['${fallbackFamily(font.family)}']`)
  })
})

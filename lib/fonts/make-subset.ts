import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'
import { FONT_WEIGHTS, fontCodePoints, SUBSET_FONTS } from './subset'

const require = createRequire(import.meta.url)

/** The subset file of one of SUBSET_FONTS, made from the installed source (deterministic: same bytes every time). */
export async function makeSubset(font: (typeof SUBSET_FONTS)[number]): Promise<Buffer> {
  const source = await readFile(require.resolve(font.source))
  const text = String.fromCodePoint(...fontCodePoints())
  return subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: { ...FONT_WEIGHTS, default: FONT_WEIGHTS.min } } })
}

/**
 * `npm run fonts:subset`: writes the site's font files (app/fonts/*.woff2) from the installed npm fonts, cut
 * to the weights and split into the parts of lib/fonts/subset.ts, and the stylesheet of their fallback faces.
 * Run it after changing lib/fonts or the font packages; lib/fonts/subset.test.ts fails while the committed
 * files differ from what this makes.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { makeFallbackCss, makeSubset } from '../lib/fonts/make-subset'
import { FALLBACK_CSS, FONT_PART_NAMES, SUBSET_FONTS } from '../lib/fonts/subset'

const root = path.resolve(__dirname, '..')

async function main() {
  for (const font of SUBSET_FONTS) {
    for (const part of FONT_PART_NAMES) {
      const file = await makeSubset(font, part)
      await writeFile(path.join(root, font.output[part]), file)
      console.log(`${font.output[part]}: ${(file.length / 1024).toFixed(1)} KiB`)
    }
  }
  await writeFile(path.join(root, FALLBACK_CSS), await makeFallbackCss())
  console.log(FALLBACK_CSS)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

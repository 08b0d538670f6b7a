/**
 * `npm run fonts:subset`: writes the site's font files (app/fonts/*.woff2) from the installed npm fonts, cut
 * to the weights and characters in lib/fonts/subset.ts, and the stylesheet of their fallback faces. Run it
 * after changing lib/fonts or the font packages; lib/fonts/subset.test.ts fails while the committed files
 * differ from what this makes.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { makeFallbackCss, makeSubset } from '../lib/fonts/make-subset'
import { FALLBACK_CSS, SUBSET_FONTS } from '../lib/fonts/subset'

const root = path.resolve(__dirname, '..')

async function main() {
  const subsets = []
  for (const font of SUBSET_FONTS) {
    const file = await makeSubset(font)
    await writeFile(path.join(root, font.output), file)
    console.log(`${font.output}: ${(file.length / 1024).toFixed(1)} KiB`)
    subsets.push({ font, file })
  }
  await writeFile(path.join(root, FALLBACK_CSS), await makeFallbackCss(subsets))
  console.log(FALLBACK_CSS)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

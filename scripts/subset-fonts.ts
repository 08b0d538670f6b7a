/**
 * `npm run fonts:subset`: writes the site's font files (app/fonts/*.woff2) from the installed npm fonts, cut
 * to the weights and characters in lib/fonts/subset.ts. Run it after changing that file or the font packages;
 * lib/fonts/subset.test.ts fails while the committed files differ from what this makes.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { makeSubset } from '../lib/fonts/make-subset'
import { SUBSET_FONTS } from '../lib/fonts/subset'

const root = path.resolve(__dirname, '..')

async function main() {
  for (const font of SUBSET_FONTS) {
    const bytes = await makeSubset(font)
    await writeFile(path.join(root, font.output), bytes)
    console.log(`${font.output}: ${(bytes.length / 1024).toFixed(1)} KiB`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

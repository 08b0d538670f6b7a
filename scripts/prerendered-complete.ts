/**
 * `npm run check:prerendered`, after `next build`: every page prerendered whole is whole as sent. React
 * sends a Suspense boundary that finished at build time after the page's first 12.8 kB at the end of
 * the page, hidden, and swaps it in by script (react-dom's progressiveChunkSize), so a loaded phone
 * paints the fallback first and then pushes what is under it down (seen: the wizards' first step,
 * a layout shift of 0.053). A boundary that waits for the request (a cookie, a search parameter) is
 * left as its fallback in the file, and is not what this finds. Knob: NEXT_DIST_DIR.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/** React's hidden segment of a boundary sent apart from where it is shown. */
const OUTLINED = /<div hidden id="S:\d+">/

async function main() {
  const root = path.join(process.env.NEXT_DIST_DIR || '.next', 'server', 'app')
  const pages = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'))
  if (pages.length === 0) throw new Error(`No prerendered page under ${root}: run next build first`)

  const outlined: string[] = []
  for (const page of pages) {
    if (OUTLINED.test(await readFile(path.join(root, page), 'utf8'))) outlined.push(page)
  }
  if (outlined.length > 0) {
    console.error(`Content ready at build time is sent after the page and swapped in by script, its fallback painted first, in:\n${outlined.map((page) => `  ${page}`).join('\n')}\nTake it out of its Suspense boundary (as components/wizard/OrderWizard.tsx does with the wizards' first step).`)
    process.exitCode = 1
    return
  }
  console.log(`${pages.length} prerendered pages are whole as sent.`)
}

main().catch((error: unknown) => {
  console.error(`check:prerendered could not run: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})

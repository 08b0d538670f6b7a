/**
 * `npm run check:js-budget`, after `next build`: the JavaScript each public page loads first (every
 * script its prerendered HTML names, gzipped), beside the bare Next.js page of bench/baseline built
 * with the same Next and flags. Fails when a page grows past its budget over that baseline, or when
 * Studio, card-payment, spreadsheet or Supabase code is among a public page's first scripts (each of
 * those loads only where it is used, if at all). Each marker is first shown to be in the build, so a
 * renamed library cannot make the check pass by itself. Knobs: NEXT_DIST_DIR (the storefront's build).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildNext, cleanUp, root } from '../bench/lib/processes'

const KIB = 1024
/**
 * What a public page may add to the bare page: the header, cart badge, menus and footer, and the
 * page's own parts. The wizards fit it with their steps after the first loading on demand
 * (components/wizard/lazy-steps.tsx).
 */
const BUDGET = 25 * KIB
const PAGES = ['/', '/about', '/process', '/contact', '/products', '/products/showtime-jersey', '/sizing-guide', '/order', '/express-order', '/cart', '/order/confirmation', '/order/showtime-jersey', '/express-order/showtime-jersey']

/** Code that never belongs in a public page's first scripts, by a string only that code holds, and where the build keeps it. */
const MARKERS = [
  { what: 'the Studio', text: 'sanity/structure', in: 'static' },
  { what: "Stripe's card fields", text: 'js.stripe.com', in: 'static' },
  { what: 'the CSV reader (papaparse)', text: 'Duplicate headers found and renamed', in: 'static' },
  { what: 'the Excel reader (read-excel-file)', text: 'sharedStrings', in: 'static' },
  { what: 'Supabase (server only)', text: 'GoTrueClient', in: 'server' },
] as const

const mainDist = path.join(root, process.env.NEXT_DIST_DIR || '.next')
const baselineDir = path.join(root, 'bench', 'baseline')
const baselineDistName = '.next-budget'
const baselineDist = path.join(baselineDir, baselineDistName)

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)]))

/** The scripts a prerendered page's HTML names, as files of the build. */
function firstScripts(dist: string, page: string): string[] {
  const html = readFileSync(path.join(dist, 'server', 'app', `${page === '/' ? 'index' : page.slice(1)}.html`), 'utf8')
  return [...html.matchAll(/<script\b[^>]*\bsrc="[^"]*\/_next\/static\/([^"?]+)/g)].map(([, file = '']) => path.join(dist, 'static', file))
}

const gzipped = (files: string[]) => files.reduce((total, file) => total + gzipSync(readFileSync(file)).length, 0)
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`

async function main() {
  if (!existsSync(path.join(mainDist, 'BUILD_ID'))) throw new Error(`no build in ${mainDist}: run \`next build\` first`)
  await buildNext({ appDir: baselineDir, dist: baselineDistName, args: ['build', baselineDir], env: { ...process.env, NEXT_DIST_DIR: baselineDistName }, timeoutMs: 5 * 60_000 })
  const baseline = gzipped(firstScripts(baselineDist, '/'))
  const failures: string[] = []

  console.log(`First-load JavaScript (gzip), over the bare Next.js page's ${kib(baseline)}:`)
  for (const page of PAGES) {
    const scripts = firstScripts(mainDist, page)
    const over = gzipped(scripts) - baseline
    const within = over <= BUDGET
    console.log(`  ${within ? '✓' : '✗'} ${page.padEnd(34)} +${kib(over).padStart(9)}   budget +${kib(BUDGET)}`)
    if (!within) failures.push(`${page} loads ${kib(over)} over the bare page, past its budget of ${kib(BUDGET)}`)
    const sources = scripts.map((file) => readFileSync(file, 'utf8'))
    for (const marker of MARKERS) if (sources.some((source) => source.includes(marker.text))) failures.push(`${page} loads ${marker.what} among its first scripts`)
  }

  for (const marker of MARKERS) {
    const files = filesUnder(path.join(mainDist, marker.in === 'static' ? 'static' : 'server')).filter((file) => file.endsWith('.js'))
    if (!files.some((file) => readFileSync(file, 'utf8').includes(marker.text))) failures.push(`the marker of ${marker.what} ("${marker.text}") is nowhere in the build: choose another`)
  }

  for (const failure of failures) console.error(`✗ ${failure}`)
  if (failures.length > 0) process.exitCode = 1
  else console.log(`✓ Every public page within budget, with no Studio, card-payment, spreadsheet or Supabase code among its first scripts.`)
}

main()
  .catch((error: unknown) => {
    console.error(`check:js-budget could not run: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  })
  .finally(cleanUp)

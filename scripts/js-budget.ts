/**
 * `npm run check:js-budget`, after `next build`: the JavaScript each public page loads, counted as
 * Lighthouse counts it, beside the bare Next.js page of bench/baseline built with the same Next and
 * flags. Each page is opened in Chromium as Lighthouse's phone (412 × 823) with an empty cache, and
 * every script it fetches is counted, as sent over the wire, until the network has been quiet for two
 * seconds: its first scripts, and what it loads once it is idle (a wizard's later steps, the code of
 * the pages its visible links prefetch). Fails when a page grows past its budget over that baseline,
 * or when Studio, card-payment, spreadsheet or Supabase code is among a public page's first scripts
 * (each of those loads only where it is used, if at all). Each marker is first shown to be in the
 * build, so a renamed library cannot make the check pass by itself. Knobs: NEXT_DIST_DIR (the
 * storefront's build), CHROMIUM_PATH.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { buildNext, cleanUp, cleanups, freePort, root, startNext } from '../bench/lib/processes'
import { SCRIPT_BUDGET_KIB } from '../bench/lib/script-budget'

const KIB = 1024
/**
 * What a public page may add to the bare page: the header, cart badge, menus and footer, the page's
 * own parts, and the code of what its visible links lead to. A wizard may add more: its first step's
 * form and the draft kept in the browser; its later steps load once the team starts on it
 * (components/wizard/lazy-steps.tsx), which a visitor who only looks never does.
 */
const BUDGET = SCRIPT_BUDGET_KIB.page * KIB
const WIZARD_BUDGET = SCRIPT_BUDGET_KIB.wizard * KIB
const PAGES = ['/', '/about', '/process', '/contact', '/products', '/products/showtime-jersey', '/sizing-guide', '/order', '/express-order', '/cart', '/order/confirmation']
const WIZARDS = ['/order/showtime-jersey', '/express-order/showtime-jersey']
/** Lighthouse's phone (its default mobile emulation). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
/** How long the network must stay quiet before a page's count is closed, and how long a page may take in all. */
const QUIET_MS = 2_000
const PAGE_MS = 30_000
const PAGES_AT_ONCE = 4

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

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)]))

/** The scripts a prerendered page's HTML names, as files of the build. */
function firstScripts(dist: string, page: string): string[] {
  const html = readFileSync(path.join(dist, 'server', 'app', `${page === '/' ? 'index' : page.slice(1)}.html`), 'utf8')
  return [...html.matchAll(/<script\b[^>]*\bsrc="[^"]*\/_next\/static\/([^"?]+)/g)].map(([, file = '']) => path.join(dist, 'static', file))
}

/** The bytes of script a page fetches over the wire (headers included, as Lighthouse's transfer size) until its network is quiet. */
async function scriptBytes(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext(PHONE)
  try {
    // The page's calls to the site's API (the cart, the signed-in contact) ask for no code: they are
    // refused here, so that the storefront needs no commerce backend for this check.
    await context.route(/\/api\//, (route) => route.abort())
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const scripts = new Set<string>()
    const open = new Set<string>()
    let bytes = 0
    let lastActivity = Date.now()
    cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
      open.add(requestId)
      if (type === 'Script') scripts.add(requestId)
      lastActivity = Date.now()
    })
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (scripts.has(requestId)) bytes += encodedDataLength
      open.delete(requestId)
      lastActivity = Date.now()
    })
    cdp.on('Network.loadingFailed', ({ requestId }) => {
      open.delete(requestId)
      lastActivity = Date.now()
    })
    const response = await page.goto(url, { waitUntil: 'load', timeout: PAGE_MS })
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
    for (const until = Date.now() + PAGE_MS; open.size > 0 || Date.now() - lastActivity < QUIET_MS; await page.waitForTimeout(100)) {
      if (Date.now() > until) throw new Error(`${url} kept the network busy for ${PAGE_MS / 1000} s`)
    }
    return bytes
  } finally {
    await context.close()
  }
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`

async function main() {
  if (!existsSync(path.join(mainDist, 'BUILD_ID'))) throw new Error(`no build in ${mainDist}: run \`next build\` first`)
  await buildNext({ appDir: baselineDir, dist: baselineDistName, args: ['build', baselineDir], env: { ...process.env, NEXT_DIST_DIR: baselineDistName }, timeoutMs: 5 * 60_000 })
  const [sitePort, baselinePort] = [await freePort(), await freePort()]
  const [site, bare] = await Promise.all([
    startNext('next start (the storefront)', ['start', '-H', '127.0.0.1', '-p', String(sitePort)], process.env),
    startNext('next start (the bare page)', ['start', baselineDir, '-H', '127.0.0.1', '-p', String(baselinePort)], { ...process.env, NEXT_DIST_DIR: baselineDistName }),
  ])
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] })
  cleanups.add(() => void browser.close())
  const baseline = await scriptBytes(browser, `${bare}/`)
  const failures: string[] = []

  // Pages are opened a few at a time: each one's count is its own context's bytes, and most of a
  // page's time is the two quiet seconds that close it.
  const pages = [...PAGES, ...WIZARDS]
  const bytes = new Map<string, number>()
  const queue = [...pages]
  await Promise.all(
    Array.from({ length: PAGES_AT_ONCE }, async () => {
      for (let page = queue.shift(); page !== undefined; page = queue.shift()) bytes.set(page, await scriptBytes(browser, `${site}${page}`))
    }),
  )

  console.log(`JavaScript loaded (as sent, until the network is quiet), over the bare Next.js page's ${kib(baseline)}:`)
  for (const page of pages) {
    const budget = WIZARDS.includes(page) ? WIZARD_BUDGET : BUDGET
    const over = bytes.get(page)! - baseline
    const within = over <= budget
    console.log(`  ${within ? '✓' : '✗'} ${page.padEnd(34)} +${kib(over).padStart(9)}   budget +${kib(budget)}`)
    if (!within) failures.push(`${page} loads ${kib(over)} over the bare page, past its budget of ${kib(budget)}`)
    const sources = firstScripts(mainDist, page).map((file) => readFileSync(file, 'utf8'))
    for (const marker of MARKERS) if (sources.some((source) => source.includes(marker.text))) failures.push(`${page} loads ${marker.what} among its first scripts`)
  }

  for (const marker of MARKERS) {
    const files = filesUnder(path.join(mainDist, marker.in === 'static' ? 'static' : 'server')).filter((file) => file.endsWith('.js'))
    if (!files.some((file) => readFileSync(file, 'utf8').includes(marker.text))) failures.push(`the marker of ${marker.what} ("${marker.text}") is nowhere in the build: choose another`)
  }

  for (const failure of failures) console.error(`✗ ${failure}`)
  if (failures.length > 0) process.exitCode = 1
  else console.log(`✓ Every public page within its budget, with no Studio, card-payment, spreadsheet or Supabase code among its first scripts.`)
}

main()
  .catch((error: unknown) => {
    console.error(`check:js-budget could not run: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  })
  .finally(cleanUp)

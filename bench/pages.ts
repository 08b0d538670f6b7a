/**
 * `npm run bench:pages`: Lighthouse (mobile, system Chromium) for every public page of the storefront (both order wizards included)
 * next to a bare Next.js page built with the same Next, so framework weight is not mistaken for ours.
 * A measurement, not a test: exits 0 when a target is missed, non-zero only when it could not measure.
 * Knobs: BENCH_RUNS (default 5, the median Lighthouse's own variability guide recommends), BENCH_REUSE_BUILDS=1
 * (skip both builds), BENCH_PAGES=home,product,quote (which of the storefront's pages: home, product, products, sizing, about,
 * process, contact, quote, express; the baseline is always measured),
 * NEXT_DIST_DIR (output folder of both builds, so runs in parallel do not share one), BENCH_PORT (storefront on it,
 * baseline on the next one; free ports by default), BENCH_THROTTLING=simulate or devtools (only that one of the two
 * ways below), CHROME_PATH (default Debian's).
 *
 * Every page is measured both ways Lighthouse can throttle, and both tables are printed:
 * - simulate (Lighthouse's default, Lantern) replays an unthrottled load: every request that ended before the
 *   page's unthrottled largest paint counts towards LCP, except scripts seen to run after it, and Lantern sees
 *   a script run only in a main-thread task of 10 ms or more. So the framework's 46 KB chunk (a short task)
 *   always counts once downloaded, and its 65 KB one counts when it starts running before the first frame is
 *   presented: a race on this 2-core machine, which splits a page's runs into two groups about 0.5 s apart.
 *   The bare page usually paints before its scripts arrive and is not charged for them; on a busy machine it
 *   loses the race too.
 * - devtools throttles the load itself (150 ms round trips, 1.6 Mbit/s, CPU 4× slower) and times what Chrome
 *   then paints: what a phone on slow 4G sees.
 *
 * Then (or alone: BENCH_PARTS=throughput; BENCH_PARTS=lighthouse for the other alone) the throughput of `next start`:
 * the product page's requests per second as browsers ask for it, beside a static file of the same bytes from the same
 * server, and their ratio (bench/lib/page-throughput.ts). Knobs: BENCH_CONCURRENCY (16 connections), BENCH_DURATION_S
 * (10 s a round), BENCH_WARMUP_S (3), BENCH_ROUNDS (3, the median is shown), BENCH_PROFILE=1 (then a CPU profile of the
 * server under the product page's load, summarised, and saved in the build's folder as product.cpuprofile).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import { runThroughput, writeStaticCopies, type StaticCopies } from './lib/page-throughput.js'
import { buildNext, cleanUp, cleanups, freePort, root, startNext } from './lib/processes.js'
import { SCRIPT_BUDGET_KIB } from './lib/script-budget.js'
import { startServices } from './lib/stack.js'

const baselineDir = path.join(root, 'bench', 'baseline')
// Its own output folder (by default inside bench/, which git, ESLint and tsc already leave out), so the run
// neither overwrites nor serves from a `.next` that someone else is building or testing with.
const mainDist = process.env.NEXT_DIST_DIR || 'bench/.next-main'
// The baseline's, relative to bench/baseline (its next.config.mjs reads the same variable).
const baselineDist = process.env.NEXT_DIST_DIR || '.next'
// Re-measuring the builds of the previous run, e.g. to see how much the figures vary between runs.
const reuseBuilds = process.env.BENCH_REUSE_BUILDS === '1'

const runs = Number(process.env.BENCH_RUNS) || 5
const chromePath = (process.env.CHROME_PATH ||= '/usr/bin/chromium')
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const deadlineMs = 40 * 60_000

const allPages = [
  { name: 'baseline', app: 'baseline', path: '/' },
  { name: 'home', app: 'main', path: '/' },
  { name: 'product', app: 'main', path: '/products/showtime-jersey' },
  { name: 'products', app: 'main', path: '/products' },
  { name: 'sizing', app: 'main', path: '/sizing-guide' },
  { name: 'about', app: 'main', path: '/about' },
  { name: 'process', app: 'main', path: '/process' },
  { name: 'contact', app: 'main', path: '/contact' },
  { name: 'quote', app: 'main', path: '/order/chel-jersey', wizard: true },
  { name: 'express', app: 'main', path: '/express-order/chel-jersey', wizard: true },
] as const
type AppName = (typeof allPages)[number]['app']
const chosen = process.env.BENCH_PAGES?.split(',').map((name) => name.trim())
const pages = allPages.filter((page) => page.name === 'baseline' || !chosen || chosen.includes(page.name))
const basePort = Number(process.env.BENCH_PORT) || null
const allMethods = ['simulate', 'devtools'] as const
type ThrottlingMethod = (typeof allMethods)[number]
const methods = allMethods.filter((method) => !process.env.BENCH_THROTTLING || process.env.BENCH_THROTTLING === method)
if (methods.length === 0) fail(`BENCH_THROTTLING must be one of ${allMethods.join(', ')}`)
const allParts = ['lighthouse', 'throughput'] as const
type Part = (typeof allParts)[number]
const chosenParts = process.env.BENCH_PARTS?.split(',').map((part) => part.trim()) ?? [...allParts]
if (chosenParts.length === 0 || chosenParts.some((part) => !allParts.includes(part as Part))) fail(`BENCH_PARTS must name some of ${allParts.join(', ')}`)
const parts = new Set(chosenParts as Part[])
// The throughput part's CPU profile needs the storefront's server started with the inspector.
const profiling = parts.has('throughput') && process.env.BENCH_PROFILE === '1'

const targets = { scoreBelowBaseline: 3, lcpS: 2.0, lcpOverBaselineMs: 400, cls: 0.02 }

// cpuIndex: Lighthouse's benchmarkIndex of this machine during the run; TBT and score suffer when it is busy.
// LCP's phases (Lighthouse's largest-contentful-paint-element audit): time to the HTML's first byte, then until the
// LCP resource starts loading, its loading, and until it is painted (all render delay for a text element).
type Sample = { score: number; fcpMs: number; lcpMs: number; cls: number; tbtMs: number; jsBytes: number; cpuIndex: number; ttfbMs: number; loadDelayMs: number; loadTimeMs: number; renderDelayMs: number; lcpElement: string }
// A page's medians, with the spread of its LCP: simulated runs fall in two groups, and the median alone hides which.
type Summary = Sample & { lcpRangeMs: [number, number] }

function fail(message: string): never {
  console.error(`bench:pages could not run: ${message}`)
  process.exit(1)
}

async function build(app: AppName, env: NodeJS.ProcessEnv) {
  const started = Date.now()
  if (app === 'baseline') await buildNext({ appDir: baselineDir, dist: baselineDist, args: ['build', baselineDir], env, timeoutMs: 5 * 60_000 })
  else await buildNext({ appDir: root, dist: mainDist, args: ['build'], env, timeoutMs: 10 * 60_000 })
  console.log(`› built ${app} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

async function startServer(app: AppName, env: NodeJS.ProcessEnv, inspectorPort: number | null = null): Promise<string> {
  const port = basePort ? basePort + (app === 'baseline' ? 1 : 0) : await freePort()
  // The storefront as a visitor meets it: each page checks the visitor's cart with the commerce backend (POST /api/cart).
  const services = app === 'main' ? (await startServices('pages', `http://127.0.0.1:${port}`)).siteEnv : {}
  // Only the server's own process: NODE_OPTIONS reaches no build, and `next start` forks nothing.
  const inspector = inspectorPort === null ? {} : { NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:${inspectorPort}`.trim() }
  return startNext(`next start (${app})`, ['start', ...(app === 'baseline' ? [baselineDir] : []), '-H', '127.0.0.1', '-p', String(port)], { ...env, ...services, ...inspector })
}

/**
 * Loaded with import() on purpose: a static import goes through tsx's require hook, which recompiles this
 * ESM package with esbuild's keepNames, and the functions Lighthouse sends into the page then call a
 * `__name` helper the page does not have. import() takes Node's own ESM loader and leaves it untouched.
 */
const loadLighthouse = () => import('lighthouse').then((module) => module.default)

// A fresh Chrome per run, so no run inherits another's cache, compiled code or open connections.
async function measure(url: string, throttlingMethod: ThrottlingMethod): Promise<Sample> {
  const lighthouse = await loadLighthouse()
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' })
  const stop = () => chrome.kill()
  cleanups.add(stop)
  try {
    // No config: Lighthouse's default is the mobile form factor with mobile throttling.
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], throttlingMethod })
    const lhr = result?.lhr
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`)
    const score = lhr.categories.performance?.score
    if (score == null) throw new Error(`Lighthouse gave no performance score for ${url}`)
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue
      if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${url}`)
      return value
    }
    return {
      score: score * 100,
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      ...lcpDetails(lhr.audits['largest-contentful-paint-element']?.details),
      cls: metric('cumulative-layout-shift'),
      tbtMs: metric('total-blocking-time'),
      jsBytes: scriptTransfer(lhr.audits['resource-summary']?.details),
      cpuIndex: lhr.environment.benchmarkIndex,
    }
  } finally {
    cleanups.delete(stop)
    stop()
  }
}

/** The LCP element (a short description) and the four phases of its paint; NaN for a phase Lighthouse did not give. */
function lcpDetails(details: unknown): Pick<Sample, 'ttfbMs' | 'loadDelayMs' | 'loadTimeMs' | 'renderDelayMs' | 'lcpElement'> {
  type Table = { type?: string; items?: { node?: { nodeLabel?: string; selector?: string }; phase?: string; timing?: number }[] }
  const tables = ((details as { items?: Table[] } | undefined)?.items ?? []).filter((item) => item.type === 'table')
  const node = tables[0]?.items?.[0]?.node
  const phase = (name: string) => tables[1]?.items?.find((item) => item.phase === name)?.timing ?? NaN
  return {
    lcpElement: node ? `${node.selector?.split(' > ').pop() ?? '?'} "${(node.nodeLabel ?? '').slice(0, 40)}"` : '?',
    ttfbMs: phase('TTFB'),
    loadDelayMs: phase('Load Delay'),
    loadTimeMs: phase('Load Time'),
    renderDelayMs: phase('Render Delay'),
  }
}

// resource-summary's "script" row: bytes over the wire, so gzip as the server sent it, headers included.
function scriptTransfer(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items
  const row = items?.find((item) => item.resourceType === 'script')
  if (row?.transferSize === undefined) throw new Error('Lighthouse gave no script row in resource-summary')
  return row.transferSize
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

const kib = (bytes: number) => bytes / 1024
const signed = (value: number, digits: number) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`

function report(throttlingMethod: ThrottlingMethod, results: Map<string, Summary>) {
  const base = results.get('baseline')!
  const rows = [
    ['page', 'score', 'Δ score', 'FCP (s)', 'LCP (s)', 'Δ LCP (s)', 'LCP runs (s)', 'LCP phases (ms)', 'CLS', 'TBT (ms)', 'JS (KiB)', 'Δ JS (KiB)', 'CPU index'],
    ...pages.map(({ name, path: pagePath }) => {
      const s = results.get(name)!
      const label = `${name} ${pagePath}`
      const delta = name === 'baseline' ? ['–', '–', '–'] : [signed(s.score - base.score, 0), signed((s.lcpMs - base.lcpMs) / 1000, 2), signed(kib(s.jsBytes - base.jsBytes), 1)]
      const phases = [s.ttfbMs, s.loadDelayMs, s.loadTimeMs, s.renderDelayMs].map((ms) => (Number.isNaN(ms) ? '–' : ms.toFixed(0))).join('/')
      return [label, s.score.toFixed(0), delta[0]!, (s.fcpMs / 1000).toFixed(2), (s.lcpMs / 1000).toFixed(2), delta[1]!, s.lcpRangeMs.map((ms) => (ms / 1000).toFixed(2)).join('–'), phases, s.cls.toFixed(3), s.tbtMs.toFixed(0), kib(s.jsBytes).toFixed(1), delta[2]!, s.cpuIndex.toFixed(0)]
    }),
  ]
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)))
  console.log(`\nMedian of ${runs} Lighthouse runs per page (mobile, ${throttlingMethod === 'simulate' ? 'simulated (Lighthouse default)' : 'devtools (applied)'} throttling, ${chromePath})\n`)
  for (const row of rows) console.log(row.map((cell, col) => (col ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!))).join('  '))
  console.log('LCP phases: time to first byte / load delay / load time / render delay (an image loads; text only waits to be painted)')
  for (const { name } of pages) console.log(`LCP element of ${name}: ${results.get(name)!.lcpElement}`)

  const measured = pages.filter((page) => page.name !== 'baseline').map((page) => [page.name, results.get(page.name)!] as const)
  const line = (title: string, ok: (s: Sample, name: string) => boolean, shown: (s: Sample) => string) => {
    const met = measured.every(([name, s]) => ok(s, name))
    console.log(`${met ? 'met    ' : 'NOT met'}  ${title}: ${measured.map(([name, s]) => `${name} ${shown(s)}${ok(s, name) ? '' : ' ✗'}`).join(', ')}`)
  }
  const jsBudget = (name: string) => {
    const page = pages.find((candidate) => candidate.name === name)
    return page && 'wizard' in page ? SCRIPT_BUDGET_KIB.wizard : SCRIPT_BUDGET_KIB.page
  }
  const overBaseline = (s: Sample) => kib(s.jsBytes - base.jsBytes)
  console.log(`\nTargets (every page measured), ${throttlingMethod} throttling:`)
  line(`JS at most ${SCRIPT_BUDGET_KIB.page} KiB (a wizard ${SCRIPT_BUDGET_KIB.wizard}) above the baseline`, (s, name) => overBaseline(s) <= jsBudget(name), (s) => `${signed(overBaseline(s), 1)} KiB`)
  line(`Lighthouse within ${targets.scoreBelowBaseline} points of the baseline`, (s) => base.score - s.score <= targets.scoreBelowBaseline, (s) => signed(s.score - base.score, 0))
  line(`LCP <= ${targets.lcpS.toFixed(1)} s`, (s) => s.lcpMs / 1000 <= targets.lcpS, (s) => `${(s.lcpMs / 1000).toFixed(2)} s`)
  line(`LCP within ${targets.lcpOverBaselineMs} ms of the baseline`, (s) => s.lcpMs - base.lcpMs <= targets.lcpOverBaselineMs, (s) => `${signed(s.lcpMs - base.lcpMs, 0)} ms`)
  line(`CLS <= ${targets.cls}`, (s) => s.cls <= targets.cls, (s) => s.cls.toFixed(3))
}

async function main() {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  const mainEnv = { ...env, NEXT_DIST_DIR: mainDist }
  if (reuseBuilds) console.log(`› reusing the previous builds (${mainDist}, bench/baseline/${baselineDist})`)
  else {
    await build('main', mainEnv)
    await build('baseline', env)
  }
  // Before the server starts: Next lists its static folder once, at start.
  const copies: StaticCopies = parts.has('throughput') ? writeStaticCopies(mainDist, pages.filter((page) => page.app === 'main')) : new Map()
  const inspectorPort = profiling ? await freePort() : null
  const origins: Record<AppName, string> = { main: await startServer('main', mainEnv, inspectorPort), baseline: await startServer('baseline', env) }
  const urls = pages.map((page) => ({ ...page, url: origins[page.app] + page.path }))

  // Warm each page first: the first request after start pays for loading route code, not the page.
  for (const { url } of urls) {
    const response = await fetch(url, { signal: AbortSignal.timeout(60_000) })
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    await response.arrayBuffer()
  }

  if (parts.has('throughput')) await runThroughput({ dist: mainDist, origins, pages, copies, inspectorPort })
  if (parts.has('lighthouse')) await lighthouseRuns(urls)
}

async function lighthouseRuns(urls: readonly { name: string; url: string }[]) {
  // Rounds rather than one page at a time, so slow drift of the machine is shared by all pages and both methods.
  const samples = new Map<ThrottlingMethod, Map<string, Sample[]>>(methods.map((method) => [method, new Map(pages.map((page) => [page.name, []]))]))
  for (let round = 1; round <= runs; round++) {
    for (const method of methods) {
      for (const { name, url } of urls) {
        // One retry: on a busy machine Chrome now and then misses a deadline, which says nothing about the page.
        const sample = await measure(url, method).catch((error: unknown) => {
          console.warn(`! ${name} (${method}) run ${round} failed, once more: ${error instanceof Error ? error.message : error}`)
          return measure(url, method)
        })
        samples.get(method)!.get(name)!.push(sample)
        console.log(`› run ${round}/${runs} ${method} ${name}: score ${sample.score.toFixed(0)}, FCP ${(sample.fcpMs / 1000).toFixed(2)} s, LCP ${(sample.lcpMs / 1000).toFixed(2)} s (${sample.lcpElement}), JS ${kib(sample.jsBytes).toFixed(1)} KiB, CPU index ${sample.cpuIndex.toFixed(0)}`)
      }
    }
  }

  for (const [method, byPage] of samples) {
    const medians = new Map<string, Summary>()
    for (const [name, list] of byPage) {
      const of = (key: Exclude<keyof Sample, 'lcpElement'>) => median(list.map((sample) => sample[key]))
      const lcps = list.map((sample) => sample.lcpMs)
      // The element most runs painted last (a page's LCP element can change with timing).
      const elements = list.map((sample) => sample.lcpElement)
      const lcpElement = elements.sort((a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length)[0]!
      const medians1 = { score: of('score'), fcpMs: of('fcpMs'), lcpMs: median(lcps), cls: of('cls'), tbtMs: of('tbtMs'), jsBytes: of('jsBytes'), cpuIndex: of('cpuIndex') }
      const phases = { ttfbMs: of('ttfbMs'), loadDelayMs: of('loadDelayMs'), loadTimeMs: of('loadTimeMs'), renderDelayMs: of('renderDelayMs') }
      medians.set(name, { ...medians1, ...phases, lcpElement, lcpRangeMs: [Math.min(...lcps), Math.max(...lcps)] })
    }
    report(method, medians)
  }
}

// Every way out ends here (kills are synchronous), so no server outlives the run and holds its terminal.
process.on('exit', cleanUp)
// The run must end by itself: a hung build, server or Chrome is stopped rather than waited for.
setTimeout(() => fail(`still running after ${deadlineMs / 60_000} min`), deadlineMs).unref()
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => fail(`interrupted by ${signal}`))
// chrome-launcher reports some failures (e.g. a missing binary) as an unhandled 'error' event.
process.on('uncaughtException', (error) => fail(error.message))

if (parts.has('lighthouse') && !existsSync(chromePath)) fail(`no Chrome at ${chromePath} (set CHROME_PATH)`)
main().then(
  () => process.exit(0),
  (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
)

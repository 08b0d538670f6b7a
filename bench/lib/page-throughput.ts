/**
 * bench:pages' throughput part: how many product pages per second `next start` serves, beside a static file of the
 * same size from the same server, as browsers ask for them (bench/lib/throughput.ts), and where the server's time
 * goes (bench/lib/cpu-profile.ts, with BENCH_PROFILE=1).
 *
 * The static files: a copy of each measured page's prerendered HTML, written into the build's static folder before
 * the server starts (Next lists that folder once, at start), so page and file have the very same bytes to compress
 * and send; and the build's script whose size is nearest the page's gzipped size (what the issue compared with: a
 * 14 KB script). The page's own figures: as a document (the proxy runs and writes its policy), and as a client
 * navigation's data (`RSC: 1`, which the proxy's matcher leaves out).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { AREAS, printSummary, saveProfile, startProfiling, summarise, type Area } from './cpu-profile.js'
import { cleanups, root } from './processes.js'
import { documentHeaders, load, machineLoad, measureTargets, median, navigationHeaders, pidListeningOn, scriptHeaders, settle, type Plan, type Run, type Target } from './throughput.js'

const seconds = (name: string, fallback: number) => (Number(process.env[name]) || fallback) * 1000

/** BENCH_CONCURRENCY (16), BENCH_DURATION_S (10), BENCH_WARMUP_S (3), BENCH_ROUNDS (3). */
function throughputPlan(): Plan {
  return {
    concurrency: Number(process.env.BENCH_CONCURRENCY) || 16,
    durationMs: seconds('BENCH_DURATION_S', 10),
    warmUpMs: seconds('BENCH_WARMUP_S', 3),
    rounds: Number(process.env.BENCH_ROUNDS) || 3,
  }
}

/** Where the build keeps a prerendered page's HTML. */
const prerenderedHtml = (dist: string, pagePath: string) => path.join(root, dist, 'server', 'app', `${pagePath === '/' ? '/index' : pagePath}.html`)

const STATIC_FOLDER = 'bench-throughput'

export type StaticCopies = Map<string, { url: string; bytes: number; gzipBytes: number }>

/**
 * Copies each page's prerendered HTML into the build's static folder, to be served as a plain file (removed when the
 * run ends). Must run before `next start`. A page the build did not prerender gets no copy.
 */
export function writeStaticCopies(dist: string, pages: readonly { name: string; path: string }[]): StaticCopies {
  const folder = path.join(root, dist, 'static', STATIC_FOLDER)
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  const remove = () => rmSync(folder, { recursive: true, force: true })
  cleanups.add(remove)
  const copies: StaticCopies = new Map()
  for (const page of pages) {
    let html: Buffer
    try {
      html = readFileSync(prerenderedHtml(dist, page.path))
    } catch {
      continue
    }
    writeFileSync(path.join(folder, `${page.name}.html`), html)
    copies.set(page.name, { url: `/_next/static/${STATIC_FOLDER}/${page.name}.html`, bytes: html.length, gzipBytes: gzipSync(html).length })
  }
  return copies
}

/** The build's script (under static/chunks) whose size is nearest `bytes`. */
function scriptNear(dist: string, bytes: number): { url: string; bytes: number } {
  const folder = path.join(root, dist, 'static', 'chunks')
  const scripts = readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ url: `/_next/static/chunks/${file}`, bytes: statSync(path.join(folder, file)).size }))
  const nearest = scripts.sort((a, b) => Math.abs(a.bytes - bytes) - Math.abs(b.bytes - bytes))[0]
  if (!nearest) throw new Error(`no script in ${folder}`)
  return nearest
}

/** A Turbopack entry's chunks (its `R.c("…")` lines), as a profile area. */
function entryArea(name: string, dist: string, entry: string): Area | null {
  let text: string
  try {
    text = readFileSync(path.join(root, dist, entry), 'utf8')
  } catch {
    return null
  }
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const chunks = [...text.matchAll(/R\.c\("([^"]+)"\)/g)].map((match) => escape(match[1]!))
  return [name, new RegExp(`(?:${[escape(entry), ...chunks].join('|')})$`)]
}

type Row = Target & { label: string; bytes?: number }

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const ms = (value: number | null) => (value === null || Number.isNaN(value) ? '–' : value.toFixed(2))

/**
 * Measures the rows in rounds and prints the table and the ratios; with `inspectorPort`, then profiles the product
 * page's HTML under the same load and prints where the main thread's time went.
 */
export async function runThroughput({ dist, origins, pages, copies, inspectorPort }: {
  dist: string
  origins: { main: string; baseline: string }
  pages: readonly { name: string; path: string; app: 'main' | 'baseline' }[]
  copies: StaticCopies
  inspectorPort: number | null
}) {
  const plan = throughputPlan()
  const product = pages.find((page) => page.name === 'product')
  const rows: Row[] = []
  for (const page of pages.filter((candidate) => candidate.app === 'main')) {
    const copy = copies.get(page.name)
    if (copy) rows.push({ name: `static:${page.name}`, label: `static copy of ${page.name}'s HTML`, url: origins.main + copy.url, headers: scriptHeaders, bytes: copy.bytes })
  }
  const productCopy = product && copies.get(product.name)
  if (productCopy) {
    const script = scriptNear(dist, productCopy.gzipBytes)
    rows.push({ name: 'static:script', label: `script of product's gzipped size (${script.url.split('/').pop()})`, url: origins.main + script.url, headers: scriptHeaders, bytes: script.bytes })
  }
  for (const page of pages) {
    const origin = page.app === 'main' ? origins.main : origins.baseline
    rows.push({ name: page.name, label: `${page.name} ${page.path}${page.app === 'baseline' ? ' (bare Next.js page, no proxy)' : ''}`, url: origin + page.path, headers: documentHeaders })
    if (page.name === 'product') rows.push({ name: 'product:rsc', label: `${page.name} ${page.path}, navigation data (RSC: 1, no proxy)`, url: origin + page.path, headers: navigationHeaders })
  }
  for (const row of rows) row.bytes ??= await rawBytes(row)
  const pids = new Map([origins.main, origins.baseline].map((origin) => [origin, pidListeningOn(Number(new URL(origin).port))]))
  const pidOf = (target: Target) => pids.get(new URL(target.url).origin) ?? null

  const loadBefore = machineLoad()
  console.log(`\n› throughput: ${rows.length} requests, ${plan.concurrency} connections each, ${plan.rounds} rounds of ${plan.durationMs / 1000} s after ${plan.warmUpMs / 1000} s of warm-up; ${loadBefore.text}`)
  const runs = await measureTargets(rows, plan, pidOf)
  report(rows, runs, plan, loadBefore)

  if (inspectorPort !== null && product) await profile({ dist, url: origins.main + product.path, plan, inspectorPort })
}

/** A response's decoded body size (fetch follows redirects and decompresses). */
async function rawBytes(target: Target): Promise<number | undefined> {
  try {
    const response = await fetch(target.url, { headers: { ...target.headers }, signal: AbortSignal.timeout(30_000) })
    return (await response.arrayBuffer()).byteLength
  } catch {
    return undefined
  }
}

function report(rows: readonly Row[], runs: Map<string, Run[]>, plan: Plan, loadBefore: ReturnType<typeof machineLoad>) {
  const of = (name: string, pick: (run: Run) => number | null) => median((runs.get(name) ?? []).map((run) => pick(run) ?? NaN))
  const table = [
    ['request', 'body (raw → sent)', 'req/s', 'req/s by round', 'server CPU ms/req', 'main thread', 'p50 ms', 'p99 ms', 'failed'],
    ...rows.map((row) => {
      const list = runs.get(row.name) ?? []
      const sent = of(row.name, (run) => run.sentBytes)
      const encoding = list[0]?.contentEncoding ?? ''
      return [
        row.label,
        `${row.bytes === undefined ? '?' : kib(row.bytes)} → ${kib(sent)} ${encoding}`,
        of(row.name, (run) => run.rps).toFixed(0),
        list.map((run) => run.rps.toFixed(0)).join(' '),
        ms(of(row.name, (run) => run.serverCpuMs)),
        ms(of(row.name, (run) => run.mainThreadCpuMs)),
        of(row.name, (run) => run.p50Ms).toFixed(1),
        of(row.name, (run) => run.p99Ms).toFixed(1),
        String(list.reduce((sum, run) => sum + run.errors, 0)),
      ]
    }),
  ]
  const widths = table[0]!.map((_, col) => Math.max(...table.map((row) => row[col]!.length)))
  console.log(`\nThroughput of next start: ${plan.concurrency} keep-alive connections, Accept-Encoding: gzip, br, median of ${plan.rounds} rounds of ${plan.durationMs / 1000} s`)
  const loadAfter = machineLoad()
  console.log(`(${loadBefore.text} before, ${loadAfter.text} after). Server CPU is the process's user + system time per request, gzip`)
  console.log("included; its main thread runs the JavaScript (routing, proxy, page handler), libuv's pool the gzip. The main thread")
  console.log("bounds requests/s at 1000 / its ms, the server's CPU at (cores × 1000) / its ms, whichever is lower.")
  if (loadBefore.busy || loadAfter.busy) console.log('The machine was busy (other work beside this benchmark): requests/s are low and vary, CPU per request holds better.')
  console.log('')
  for (const row of table) console.log(row.map((cell, col) => (col ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!))).join('  '))

  // Ratios per round (page and file measured moments apart), then their median: drift of the machine cancels out.
  const ratio = (page: string, file: string) => {
    const pageRuns = runs.get(page)
    const fileRuns = runs.get(file)
    if (!pageRuns?.length || !fileRuns?.length) return null
    const byRound = pageRuns.map((run, round) => run.rps / fileRuns[round]!.rps)
    const cpu = of(file, (run) => run.serverCpuMs) / of(page, (run) => run.serverCpuMs)
    return { rps: median(byRound), byRound, cpu }
  }
  const target = 0.8
  console.log('')
  for (const [page, file, title] of [
    ['product', 'static:product', 'product HTML ÷ static copy of the same HTML'],
    ['product', 'static:script', "product HTML ÷ script of the page's gzipped size (the issue's comparison)"],
    ['home', 'static:home', 'home HTML ÷ static copy of the same HTML'],
  ] as const) {
    const found = ratio(page, file)
    if (!found) continue
    const met = page === 'product' && file === 'static:product' ? (found.rps >= target ? `  met (target ≥ ${target})` : `  NOT met (target ≥ ${target})`) : ''
    console.log(`${title}: requests/s ${found.rps.toFixed(2)} (rounds ${found.byRound.map((value) => value.toFixed(2)).join(' ')}), CPU per request ${Number.isNaN(found.cpu) ? '–' : found.cpu.toFixed(2)}${met}`)
  }
  const viaProxy = of('product', (run) => run.mainThreadCpuMs)
  const navigation = of('product:rsc', (run) => run.mainThreadCpuMs)
  if (!Number.isNaN(viaProxy) && !Number.isNaN(navigation))
    console.log(`product's main thread: HTML ${viaProxy.toFixed(2)} ms, navigation data without the proxy ${navigation.toFixed(2)} ms (a smaller body, no policy: an upper bound of the proxy's share)`)
}

/** One more run of the product page's HTML under the same load, with the inspector's profiler on. */
async function profile({ dist, url, plan, inspectorPort }: { dist: string; url: string; plan: Plan; inspectorPort: number }) {
  const target = await settle({ name: 'product', url, headers: documentHeaders })
  console.log(`\n› profiling the product page's HTML for ${plan.durationMs / 1000} s (${plan.concurrency} connections)`)
  const stop = await startProfiling(inspectorPort)
  const run = await load(target, { concurrency: plan.concurrency, durationMs: plan.durationMs, serverPid: null })
  const result = await stop()
  const file = path.join(root, dist, 'product.cpuprofile')
  saveProfile(file, result)
  const proxy = entryArea('proxy (proxy.ts and Next\'s proxy adapter, bundled)', dist, path.join('server', 'middleware.js')) ?? entryArea('proxy', dist, path.join('server', 'proxy.js'))
  const route = entryArea("the product route's server bundle (Next's app-page handler, sendRenderResult, ETag)", dist, path.join('server', 'app', '(storefront)', 'products', '[slug]', 'page.js'))
  const areas = [AREAS[0]!, AREAS[1]!, ...(proxy ? [proxy] : []), ...(route ? [route] : []), ...AREAS.slice(2)]
  printSummary(summarise(result, { areas }), run.requests)
  console.log(`\nThe profile: ${path.relative(process.cwd(), file)} (open in Chrome DevTools' Performance panel, or https://www.speedscope.app).`)
  console.log('Its times are wall-clock samples of the main thread: on a machine with more runnable processes than cores they include time')
  console.log('the thread waited for a core, so compare shares, and the CPU figures above, rather than absolute milliseconds.')
}

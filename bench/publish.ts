/**
 * `npm run bench:publish`: how long a price published in the Studio takes to reach the public product
 * page on the embedded default, against the 5 s goal, beside what a visitor's request for the same
 * page costs when nothing changed (the baseline: the cached page).
 *
 * It runs what `npm run serve` runs (a production build, the local content lake, `next start`
 * reading it) and publishes as the Studio does, over the lake's HTTP API: an edit of the Showtime
 * Game Jersey's Elite Pro price on the draft, then a publish, timed from the publish request until a
 * fresh request for /products/showtime-jersey shows the new price.
 * A measurement, not a test: exits 0 when the goal is missed, non-zero only when it could not measure.
 * Knobs: BENCH_RUNS (publishes, default 20), BENCH_REUSE_BUILDS=1 (skip the build), NEXT_DIST_DIR
 * (the build's folder, default bench/.next-publish).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { staffClientFromEnv } from '../studio/local-lake/staff-client.js'
import { buildNext, cleanUp, cleanups, freePort, root, startNext } from './lib/processes.js'

const runs = Number(process.env.BENCH_RUNS) || 20
const dist = process.env.NEXT_DIST_DIR || 'bench/.next-publish'
const goalMs = 5_000
const PRODUCT = { id: 'product-showtime-jersey', path: '/products/showtime-jersey', option: 'Elite Pro' }

function fail(message: string): never {
  console.error(`bench:publish could not run: ${message}`)
  process.exit(1)
}

async function startLake(dir: string, site: string) {
  const port = await freePort()
  const env = {
    ...process.env,
    CONTENT_LAKE_PORT: String(port),
    CONTENT_LAKE_DIR: path.join(dir, 'lake'),
    CONTENT_LAKE_KEYS_FILE: path.join(dir, 'lake.keys.json'),
    SITE_ORIGIN: site,
    CONTENT_LAKE_WEBHOOK_URL: `${site}/api/revalidate`,
  }
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['studio/local-lake/main.mts', '--fresh'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'inherit'] })
  cleanups.add(() => child.pid && process.kill(-child.pid, 'SIGTERM'))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready at') && resolve())
    child.on('exit', (code) => reject(new Error(`the content lake exited with ${code}`)))
  })
  return env
}

/** The whole-dollar price shown in the Elite Pro option's list item of the product page's HTML. */
const shownPrice = (html: string) => new RegExp(`${PRODUCT.option}</h3>[\\s\\S]{0,400}?\\$(\\d+)`).exec(html)?.[1]

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? NaN
const ms = (value: number) => `${Math.round(value)} ms`.padStart(9)

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-publish-'))
  cleanups.add(() => rmSync(dir, { recursive: true, force: true }))
  const env = { ...process.env, NEXT_DIST_DIR: dist, NEXT_TELEMETRY_DISABLED: '1' }
  if (process.env.BENCH_REUSE_BUILDS !== '1') {
    const started = Date.now()
    await buildNext({ appDir: root, dist, args: ['build'], env, timeoutMs: 10 * 60_000 })
    console.log(`› built the site in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
  const sitePort = await freePort()
  const site = `http://127.0.0.1:${sitePort}`
  const lakeEnv = await startLake(dir, site)
  await startNext('next start', ['start', '-H', '127.0.0.1', '-p', String(sitePort)], { ...env, ...lakeEnv, ALLOW_EMBEDDED_COMMERCE: '1' })
  const lake = await staffClientFromEnv(site, lakeEnv)

  const product = await lake.document<{ options: { _key: string; name: string; price: number }[] }>(PRODUCT.id)
  const option = product.options.find((candidate) => candidate.name === PRODUCT.option)
  if (!option) fail(`no ${PRODUCT.option} option on ${PRODUCT.id}`)

  const page = async () => {
    const started = performance.now()
    const html = await (await fetch(`${site}${PRODUCT.path}`)).text()
    return { html, ms: performance.now() - started }
  }
  for (let warm = 0; warm < 5; warm++) await page()
  const baseline: number[] = []
  for (let i = 0; i < runs; i++) baseline.push((await page()).ms)

  const answered: number[] = []
  const shown: number[] = []
  for (let i = 1; i <= runs; i++) {
    const price = option.price + i
    await lake.edit(PRODUCT.id, { [`options[_key=="${option._key}"].price`]: price })
    const started = performance.now()
    await lake.publish(PRODUCT.id)
    answered.push(performance.now() - started)
    for (;;) {
      if (shownPrice((await page()).html) === String(price)) break
      if (performance.now() - started > 30_000) fail(`$${price} was not on the page 30 s after the publish`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    shown.push(performance.now() - started)
  }

  const row = (name: string, values: number[], note = '') => console.log(`${name.padEnd(44)}${ms(percentile(values, 50))}${ms(percentile(values, 95))}${ms(Math.max(...values))}  ${note}`)
  console.log(`\n${runs} publishes of the ${PRODUCT.option} price, ${PRODUCT.path}\n`)
  console.log(`${''.padEnd(44)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}`)
  row('baseline: the page, nothing changed', baseline)
  row('publish answered by the content lake', answered)
  const worst = Math.max(...shown)
  row('publish → a visitor sees the new price', shown, worst <= goalMs ? `within the ${goalMs / 1000} s goal` : `MISSES the ${goalMs / 1000} s goal`)
}

process.on('exit', cleanUp)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => fail(`interrupted by ${signal}`))
main().then(
  () => process.exit(0),
  (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
)

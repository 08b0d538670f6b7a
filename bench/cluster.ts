/**
 * `npm run bench:cluster`: the shop on several servers, on this machine. It starts `npm run serve:cluster` itself
 * (three instances sharing one Redis behind haproxy, the commerce backend on PostgreSQL) on a build of its own, and
 * prints in one table the requests per second and p95 of the product page and of a cart read (priced from the
 * content, counted against the per-address limit in the database) through the load balancer with 1, 2 and 3
 * instances in its round (the others taken out through haproxy's admin socket), beside one instance asked directly;
 * then how long a price published in the Studio takes to show on every instance, p50 and worst, against the 5 s goal.
 * All on one 2-core machine, load generator included: more instances add no cores here, so the figures show what
 * the balancer and the shared cache cost and that nothing slows as instances are added, not how a cluster of
 * machines scales.
 * A measurement, not a test: exits 0 when the goal is missed, non-zero only when it could not measure.
 * Knobs: BENCH_REUSE_BUILDS=1 (skip the build), NEXT_DIST_DIR (default bench/.next-cluster), BENCH_SECONDS (each
 * measurement, default 8), BENCH_CONCURRENCY (connections, default 16), BENCH_RUNS (publishes, default 10),
 * BENCH_CLUSTER_PORT (the balancer; the instances take the next three ports, default 3700).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { newCartLine } from '../lib/cart/cart.js'
import { resetCustomization } from '../lib/teams/customization.js'
import { staffClientFromEnv } from '../studio/local-lake/staff-client.js'
import { clientAddress } from './lib/accounts.js'
import { buildNext, cleanUp, cleanups, root } from './lib/processes.js'
import { documentHeaders, load, pidListeningOn, settle, type Run, type Target } from './lib/throughput.js'

const dist = process.env.NEXT_DIST_DIR || 'bench/.next-cluster'
const seconds = Number(process.env.BENCH_SECONDS) || 8
const concurrency = Number(process.env.BENCH_CONCURRENCY) || 16
const publishes = Number(process.env.BENCH_RUNS) || 10
const port = Number(process.env.BENCH_CLUSTER_PORT) || 3700
const instances = [port + 1, port + 2, port + 3]
const goalMs = 5_000
const site = `http://127.0.0.1:${port}`

function fail(message: string): never {
  console.error(`bench:cluster could not run: ${message}`)
  process.exit(1)
}

/** The environment of `serve.sh --cluster`: fresh data, ports beside the balancer's, visitors named by the benchmark. */
function clusterEnv(dir: string): NodeJS.ProcessEnv {
  const service = (offset: number) => String(port + 20_000 + offset)
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    INSTANCES: String(instances.length),
    SITE_ORIGIN: site,
    NEXT_DIST_DIR: dist,
    SKIP_BUILD: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    CLUSTER_DATABASE: `hockey_shop_bench_cluster_${port}`,
    CLUSTER_FRESH_DATABASE: '1',
    // The load generator is the proxy before haproxy: it names each visitor in X-Forwarded-For, so the per-address
    // limits count visitors, not the one machine they all come from.
    CLUSTER_TRUSTED_PROXY_HOPS: '2',
    REDIS_PORT: service(5),
    SUPABASE_LITE_PORT: service(0),
    SUPABASE_LITE_DATA_DIR: path.join(dir, 'commerce'),
    SUPABASE_LITE_KEYS_FILE: path.join(dir, 'commerce.keys.json'),
    TEST_PAYMENTS_PORT: service(1),
    TEST_PAYMENTS_DATA_FILE: path.join(dir, 'payments.json'),
    TEST_PAYMENTS_KEYS_FILE: path.join(dir, 'payments.keys.json'),
    CONTENT_LAKE_PORT: service(2),
    CONTENT_LAKE_DIR: path.join(dir, 'content-lake'),
    CONTENT_LAKE_KEYS_FILE: path.join(dir, 'content-lake.keys.json'),
    MAIL_CATCHER_SMTP_PORT: service(3),
    MAIL_CATCHER_WEB_PORT: service(4),
    MAIL_CATCHER_DIR: path.join(dir, 'mail'),
  }
}

/** Starts the cluster as `npm run serve:cluster` does, in a process group of its own, stopped (drained) at the end. */
async function startCluster(env: NodeJS.ProcessEnv) {
  const child = spawn('bash', ['scripts/serve.sh', '--cluster'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  // The script drains and stops what it started when it is told to stop.
  cleanups.add(() => child.pid && child.exitCode === null && process.kill(child.pid, 'SIGTERM'))
  const started = Date.now()
  while (!output.includes('› The site is at')) {
    if (child.exitCode !== null) fail(`serve:cluster ended with ${child.exitCode}:\n${output.split('\n').slice(-30).join('\n')}`)
    if (Date.now() - started > 240_000) fail('serve:cluster did not start within 4 minutes')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** One command to haproxy's admin socket (scripts/lib/cluster.sh). */
function haproxy(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(path.join(root, '.data', 'cluster', `haproxy-${port}.sock`))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
    socket.end(`${command}\n`)
  })
}

/** Puts the first `count` instances in the balancer's round and takes the others out; waits until it answers so. */
async function inRound(count: number) {
  for (const [index, instance] of instances.entries()) await haproxy(`set server instances/instance-${instance} state ${index < count ? 'ready' : 'maint'}`)
  for (;;) {
    const stats = await haproxy('show servers state instances')
    // Each server's line: … srv_name srv_addr srv_op_state srv_admin_state …; op state 2 is running, admin 0 is in the round.
    const up = stats.split('\n').filter((line) => / instance-\d+ \S+ 2 0 /.test(line)).length
    if (up === count) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const ms = (value: number) => `${Math.round(value)} ms`.padStart(9)
const percentile = (values: readonly number[], p: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)] ?? NaN

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-cluster-'))
  cleanups.add(() => rmSync(dir, { recursive: true, force: true }))
  const env = clusterEnv(dir)
  if (process.env.BENCH_REUSE_BUILDS !== '1') {
    const started = Date.now()
    await buildNext({ appDir: root, dist, args: ['build'], env: { ...process.env, NEXT_DIST_DIR: dist, NEXT_TELEMETRY_DISABLED: '1' }, timeoutMs: 10 * 60_000 })
    console.log(`› built the site in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
  await startCluster(env)

  // A cart as a signed-out browser sends it: three pairs of socks of a real option.
  const cart = JSON.stringify({ browserCart: JSON.stringify([newCartLine({ productSlug: 'socks', name: 'Performance Socks', optionKey: '787061457169', optionName: 'Pro-Style Knit Socks', size: 'L', quantity: 3, unitPriceCents: 1999, customization: resetCustomization() })]) })
  // Every request from a visitor of its own (the per-address limit is 240 cart reads a minute); the measurement's
  // number keeps each run's visitors apart from the last one's. haproxy adds its own hop to X-Forwarded-For; asked
  // directly, an instance is sent that hop as haproxy would send it.
  let measurement = 0
  const visitors = (direct: boolean) => {
    const group = ++measurement
    return (request: number) => ({ 'x-forwarded-for': `${clientAddress(group, request)}${direct ? ', 127.0.0.1' : ''}` })
  }
  const targets = (origin: string, label: string): Target[] => [
    { name: `product page, ${label}`, url: `${origin}/products/showtime-jersey`, headers: documentHeaders },
    { name: `cart read, ${label}`, url: `${origin}/api/cart`, headers: { 'content-type': 'application/json', accept: 'application/json' }, method: 'POST', body: cart },
  ]
  const rows: { name: string; run: Run }[] = []
  const measure = async (target: Target, serverPid: number | null) => {
    const settled = await settle(target)
    const direct = !settled.url.startsWith(site)
    await load({ ...settled, vary: visitors(direct) }, { concurrency, durationMs: 2_000, serverPid: null })
    const run = await load({ ...settled, vary: visitors(direct) }, { concurrency, durationMs: seconds * 1000, serverPid })
    rows.push({ name: target.name, run })
    console.log(`› ${target.name}: ${run.rps.toFixed(0)} requests/s, p95 ${run.p95Ms.toFixed(1)} ms${run.errors ? `, ${run.errors} failed (${run.firstError})` : ''}`)
  }

  await inRound(instances.length)
  for (const target of targets(`http://127.0.0.1:${instances[0]}`, 'one instance, no balancer')) await measure(target, pidListeningOn(instances[0]!))
  for (let count = 1; count <= instances.length; count++) {
    await inRound(count)
    for (const target of targets(site, `balancer, ${count} instance${count === 1 ? '' : 's'}`)) await measure(target, null)
  }
  await inRound(instances.length)

  // Publish → every instance shows the new price.
  const lake = await staffClientFromEnv(site, env)
  const product = await lake.document<{ options: { _key: string; name: string; price: number }[] }>('product-showtime-jersey')
  const option = product.options.find((candidate) => candidate.name === 'Elite Pro') ?? fail('no Elite Pro option on the Showtime jersey')
  const shownPrice = async (instance: number) => /Elite Pro<\/h3>[\s\S]{0,400}?\$(\d+)/.exec(await (await fetch(`http://127.0.0.1:${instance}/products/showtime-jersey`)).text())?.[1]
  const everywhere: number[] = []
  for (let run = 1; run <= publishes; run++) {
    const price = option.price + run
    await lake.edit('product-showtime-jersey', { [`options[_key=="${option._key}"].price`]: price })
    const started = performance.now()
    await lake.publish('product-showtime-jersey')
    const waiting = new Set(instances)
    while (waiting.size) {
      for (const instance of [...waiting]) if ((await shownPrice(instance)) === String(price)) waiting.delete(instance)
      if (performance.now() - started > 30_000) fail(`$${price} was not on every instance 30 s after the publish`)
    }
    everywhere.push(performance.now() - started)
  }

  console.log(`\n${concurrency} connections, ${seconds} s each; ${instances.length} instances, haproxy and Redis on one machine\n`)
  const width = Math.max(...rows.map((row) => row.name.length)) + 2
  console.log(`${''.padEnd(width)}${'req/s'.padStart(9)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'failed'.padStart(8)}`)
  for (const { name, run } of rows) console.log(`${name.padEnd(width)}${run.rps.toFixed(0).padStart(9)}${ms(run.p50Ms)}${ms(run.p95Ms)}${String(run.errors).padStart(8)}`)
  const worst = Math.max(...everywhere)
  console.log(`\n${publishes} publishes of the Elite Pro price: shown by all ${instances.length} instances after p50 ${Math.round(percentile(everywhere, 50))} ms, worst ${Math.round(worst)} ms (${worst <= goalMs ? 'within' : 'MISSES'} the ${goalMs / 1000} s goal)`)
}

process.on('exit', cleanUp)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => fail(`interrupted by ${signal}`))
main().then(
  () => process.exit(0),
  (error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
)

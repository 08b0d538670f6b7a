/**
 * Requests per second from one server, as browsers send them: keep-alive connections (a fixed number, each with one
 * request in flight), `Accept-Encoding: gzip, br` and the headers of a page load or a script load, for a fixed time
 * after a warm-up. Beside each figure, the server's own CPU time per request (read from /proc), which a busy machine
 * disturbs far less than requests per second: a server that gets half the cores serves half the requests, but each
 * still costs it the same.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'

const CHROME = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36'

/** What Chrome sends for a page it navigates to (encodings as the issue names them). */
export const documentHeaders: Readonly<Record<string, string>> = {
  'user-agent': CHROME,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'accept-encoding': 'gzip, br',
  'accept-language': 'en-US,en;q=0.9',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'none',
  'upgrade-insecure-requests': '1',
}

/** What Chrome sends for a `<script src>` of the page. */
export const scriptHeaders: Readonly<Record<string, string>> = {
  'user-agent': CHROME,
  accept: '*/*',
  'accept-encoding': 'gzip, br',
  'accept-language': 'en-US,en;q=0.9',
  'sec-fetch-dest': 'script',
  'sec-fetch-mode': 'no-cors',
  'sec-fetch-site': 'same-origin',
}

/** What the App Router sends for a client navigation's data (RSC: 1), which the proxy's matcher leaves out. */
export const navigationHeaders: Readonly<Record<string, string>> = {
  'user-agent': CHROME,
  accept: '*/*',
  'accept-encoding': 'gzip, br',
  'accept-language': 'en-US,en;q=0.9',
  rsc: '1',
  'sec-fetch-dest': 'empty',
  'sec-fetch-mode': 'cors',
  'sec-fetch-site': 'same-origin',
}

/**
 * What is requested: a GET by default, or a request with a body; `vary` gives headers of the request's own (its
 * number in the run), such as the visitor's address.
 */
export type Target = {
  name: string
  url: string
  headers: Readonly<Record<string, string>>
  method?: 'GET' | 'POST'
  body?: string
  vary?: (request: number) => Record<string, string>
}

export type Run = {
  requests: number
  /** Answers other than 200, and requests that failed; the first one's message. */
  errors: number
  firstError: string | null
  seconds: number
  rps: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  /** Bytes of body received per request, as sent (compressed). */
  sentBytes: number
  contentEncoding: string
  /**
   * The server process's CPU time (user + system) per request, and its main thread's alone: JavaScript runs there,
   * while gzip runs on libuv's thread pool; null when it could not be read.
   */
  serverCpuMs: number | null
  mainThreadCpuMs: number | null
  /** This process's, so a figure limited by the load generator shows itself. */
  clientCpuMs: number
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

let clockTicks: number | undefined
/** Jiffies per second of /proc's CPU times (100 nearly everywhere). */
function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
    } catch {
      clockTicks = 100
    }
  }
  return clockTicks
}

/** CPU time so far (user + system, in ms) of a process (all its threads) and of its main thread alone; null without /proc. */
function processCpuMs(pid: number | null): { total: number; main: number } | null {
  if (pid === null) return null
  const read = (file: string) => {
    const stat = readFileSync(file, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond()
  }
  try {
    return { total: read(`/proc/${pid}/stat`), main: read(`/proc/${pid}/task/${pid}/stat`) }
  } catch {
    return null
  }
}

/** The process listening on a TCP port of this machine (Linux: /proc/net/tcp* and each process's open sockets), or null. */
export function pidListeningOn(port: number): number | null {
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = ''
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/)
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; the inode is the 10th column.
      if (columns.length > 9 && columns[3] === '0A' && parseInt(columns[1]!.split(':')[1]!, 16) === port) inodes.add(columns[9]!)
    }
  }
  if (inodes.size === 0) return null
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${entry}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      try {
        const link = readlinkSync(`/proc/${entry}/fd/${fd}`)
        if (link.startsWith('socket:[') && inodes.has(link.slice(8, -1))) return Number(entry)
      } catch {
        // Closed meanwhile.
      }
    }
  }
  return null
}

/**
 * One request and its whole body (not decompressed: a browser's decoding is no work of the server's). Resolves with
 * the body's size, its encoding and the time to its last byte; rejects on anything but a 200.
 */
function request(url: URL, headers: Readonly<Record<string, string>>, agent: http.Agent, { method = 'GET', body }: Pick<Target, 'method' | 'body'> = {}): Promise<{ ms: number; bytes: number; encoding: string }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, headers, method }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url.pathname} answered ${res.statusCode}${res.headers.location ? ` (to ${res.headers.location})` : ''}`))
        else resolve({ ms: performance.now() - started, bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * The target as it is measured: a request Next answers with a redirect (an RSC request without its cache-busting
 * `_rsc` search parameter gets a 307 to the URL with it) is measured at the URL it redirects to, as a browser follows it.
 */
export function settle(target: Target): Promise<Target> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(target.url), { headers: target.headers }, (res) => {
      res.resume()
      const location = res.headers.location
      if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && location) resolve({ ...target, url: new URL(location, target.url).href })
      else resolve(target)
    })
    req.on('error', reject)
    req.end()
  })
}

/** `concurrency` connections, each sending the next request as soon as the last one's body has arrived, for `durationMs`. */
export async function load(target: Target, { concurrency, durationMs, serverPid }: { concurrency: number; durationMs: number; serverPid: number | null }): Promise<Run> {
  const url = new URL(target.url)
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency, maxFreeSockets: concurrency })
  const latencies: number[] = []
  let errors = 0
  let firstError: string | null = null
  let bytes = 0
  let encoding = ''
  const cpuBefore = processCpuMs(serverPid)
  const clientBefore = process.cpuUsage()
  const started = performance.now()
  const until = started + durationMs
  let sent = 0
  const connection = async () => {
    while (performance.now() < until) {
      try {
        const headers = target.vary ? { ...target.headers, ...target.vary(sent++) } : target.headers
        const answer = await request(url, headers, agent, target)
        latencies.push(answer.ms)
        bytes += answer.bytes
        encoding = answer.encoding
      } catch (error) {
        errors++
        firstError ??= error instanceof Error ? error.message : String(error)
        // A refused or reset connection fails at once: pause, so a dead server is not a busy loop.
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, connection))
  const seconds = (performance.now() - started) / 1000
  const cpuAfter = processCpuMs(serverPid)
  const client = process.cpuUsage(clientBefore)
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const requests = latencies.length
  return {
    requests,
    errors,
    firstError,
    seconds,
    rps: requests / seconds,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    sentBytes: requests ? bytes / requests : 0,
    contentEncoding: encoding,
    serverCpuMs: cpuBefore && cpuAfter && requests ? (cpuAfter.total - cpuBefore.total) / requests : null,
    mainThreadCpuMs: cpuBefore && cpuAfter && requests ? (cpuAfter.main - cpuBefore.main) / requests : null,
    clientCpuMs: requests ? (client.user + client.system) / 1000 / requests : 0,
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export type Plan = { concurrency: number; durationMs: number; warmUpMs: number; rounds: number }

/**
 * Every target warmed up, then measured in rounds (each round every target once, in turn), so that slow drift of a
 * shared machine falls on all of them alike. `serverPid` maps a target to the process serving it.
 */
export async function measureTargets(given: readonly Target[], plan: Plan, serverPid: (target: Target) => number | null, log: (line: string) => void = console.log): Promise<Map<string, Run[]>> {
  const runs = new Map<string, Run[]>(given.map((target) => [target.name, []]))
  const targets = await Promise.all(given.map(settle))
  for (const target of targets) {
    const warm = await load(target, { concurrency: plan.concurrency, durationMs: plan.warmUpMs, serverPid: null })
    if (warm.requests === 0) throw new Error(`${target.url} answered no request during the warm-up (${warm.errors} failed: ${warm.firstError})`)
  }
  for (let round = 1; round <= plan.rounds; round++) {
    // Each round starts one target further on, so no target always follows the same one (whose garbage or cooling
    // connections it would inherit).
    const shift = (round - 1) % targets.length
    for (const target of [...targets.slice(shift), ...targets.slice(0, shift)]) {
      const run = await load(target, { concurrency: plan.concurrency, durationMs: plan.durationMs, serverPid: serverPid(target) })
      runs.get(target.name)!.push(run)
      const cpu = run.serverCpuMs === null ? '' : `, server CPU ${run.serverCpuMs.toFixed(2)} ms/request (main thread ${run.mainThreadCpuMs!.toFixed(2)})`
      log(`› round ${round}/${plan.rounds} ${target.name}: ${run.rps.toFixed(0)} requests/s, p50 ${run.p50Ms.toFixed(1)} ms${cpu}${run.errors ? `, ${run.errors} failed` : ''}`)
    }
  }
  return runs
}

/**
 * The machine's load while measuring: figures taken with more runnable processes than cores are worth less. The
 * benchmark's own server (its main thread and gzip's pool) and load generator count for about two.
 */
export function machineLoad(): { text: string; busy: boolean } {
  const [one] = os.loadavg()
  const cores = os.availableParallelism()
  return { text: `load average ${one!.toFixed(1)} on ${cores} cores`, busy: one! > cores + 2 }
}

/**
 * A CPU profile of a running Node process (one started with `--inspect=127.0.0.1:<port>`), taken over the inspector's
 * websocket while a load runs, and what it says: the functions that took the most time themselves (self) and
 * with everything they called (inclusive), and the time by area of the server (compression, the proxy, the app-page
 * handler, the cache…). Only the main thread is profiled: gzip runs on libuv's thread pool and shows in /proc's CPU
 * time (bench/lib/throughput.ts), not here.
 */
import { writeFileSync } from 'node:fs'

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number }
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] }
export type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

/** Starts the inspector's sampling profiler in the process listening for the inspector on `port`; answers a stop that returns the profile. */
export async function startProfiling(port: number, samplingIntervalUs = 200): Promise<() => Promise<Profile>> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[]
  const url = targets[0]?.webSocketDebuggerUrl
  if (!url) throw new Error(`no inspector target on port ${port}`)
  const socket = new WebSocket(url)
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true })
    socket.addEventListener('error', () => reject(new Error(`could not reach the inspector at ${url}`)), { once: true })
  })
  let nextId = 1
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } }
    const waiting = message.id === undefined ? undefined : pending.get(message.id)
    if (!waiting) return
    pending.delete(message.id!)
    if (message.error) waiting.reject(new Error(message.error.message))
    else waiting.resolve(message.result)
  })
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++
      pending.set(id, { resolve, reject })
      socket.send(JSON.stringify({ id, method, params }))
    })
  await send('Profiler.enable')
  await send('Profiler.setSamplingInterval', { interval: samplingIntervalUs })
  await send('Profiler.start')
  return async () => {
    const { profile } = (await send('Profiler.stop')) as { profile: Profile }
    socket.close()
    return profile
  }
}

/** Where a function comes from, short: a package and its file, or the build's own file. */
function place(frame: CallFrame): string {
  const url = frame.url.replace(/^file:\/\//, '')
  if (!url) return ''
  const inModules = url.lastIndexOf('node_modules/')
  const short = inModules >= 0 ? url.slice(inModules + 'node_modules/'.length) : url.replace(/^.*?\/(\.next[^/]*|bench\/\.next[^/]*)\//, '$1/')
  return `${short}:${frame.lineNumber + 1}`
}

/**
 * The area of the server a stack belongs to, by the first of its frames (from the leaf up) that names one. Order
 * matters: the proxy and the cache handler run inside Next's request handling, the compression inside everything.
 */
export type Area = [name: string, url: RegExp]
export const AREAS: Area[] = [
  // Includes the moments the thread waited for a core right after handing a chunk to libuv's pool (a busy machine).
  ['gzip (compression middleware, main-thread share)', /compiled\/compression\/|node:zlib/],
  ['CSP script hashes (lib/security/csp-hashes.mjs)', /csp-hashes/],
  ["Next's proxy adapter (next/dist/server/web)", /next\/dist\/server\/web\//],
  ['page cache lookup (incremental cache, file-system cache)', /incremental-cache|response-cache|file-system-cache|lru-cache/],
  ['app-page handler (build/templates/app-page)', /app-page|route-modules\/app-page|send-payload|render-result/],
  ['Next router server (routing, headers, rewrites)', /router-server|resolve-routes|router-utils|base-server|next-server|lib\/server-ipc|request-meta/],
  ['static files (send)', /compiled\/send\/|serve-static/],
  ['Node HTTP and streams', /^node:(?:_http|http|net|stream|internal\/streams|events|buffer)|node:internal\/(?:http|streams|stream_base)/],
]

function areaOf(stack: CallFrame[], areas: readonly Area[]): string {
  const leaf = stack[stack.length - 1]!
  if (leaf.functionName === '(garbage collector)') return 'garbage collection'
  if (leaf.functionName === '(idle)') return 'idle'
  if (leaf.functionName === '(program)') return 'V8/native (program)'
  for (let i = stack.length - 1; i >= 0; i--) {
    const url = stack[i]!.url
    for (const [area, pattern] of areas) if (pattern.test(url)) return area
  }
  return 'other JavaScript'
}

export type Summary = {
  totalMs: number
  idleMs: number
  self: { name: string; ms: number }[]
  inclusive: { name: string; ms: number }[]
  areas: { name: string; ms: number }[]
}

/** Self and inclusive time by function, and time by area, over the profile's samples. */
export function summarise(profile: Profile, { top = 25, areas: areaList = AREAS }: { top?: number; areas?: readonly Area[] } = {}): Summary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const stackOf = new Map<number, CallFrame[]>()
  const stack = (id: number): CallFrame[] => {
    let frames = stackOf.get(id)
    if (!frames) {
      const up = parent.get(id)
      frames = [...(up === undefined ? [] : stack(up)), byId.get(id)!.callFrame]
      stackOf.set(id, frames)
    }
    return frames
  }
  const label = (frame: CallFrame) => `${frame.functionName || '(anonymous)'} ${place(frame)}`.trim()
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  const areas = new Map<string, number>()
  let totalMs = 0
  let idleMs = 0
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000
    const frames = stack(id)
    const leaf = frames[frames.length - 1]!
    totalMs += ms
    if (leaf.functionName === '(idle)') {
      idleMs += ms
      return
    }
    self.set(label(leaf), (self.get(label(leaf)) ?? 0) + ms)
    // A function counted once per sample, however deep its recursion.
    for (const name of new Set(frames.map(label))) if (name !== '(root)') inclusive.set(name, (inclusive.get(name) ?? 0) + ms)
    const area = areaOf(frames, areaList)
    areas.set(area, (areas.get(area) ?? 0) + ms)
  })
  const sorted = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, ms]) => ({ name, ms }))
  return { totalMs, idleMs, self: sorted(self, top), inclusive: sorted(inclusive, top), areas: sorted(areas, areas.size) }
}

/** Prints a summary, each time also per request when `requests` is known. */
export function printSummary(summary: Summary, requests: number) {
  const busy = summary.totalMs - summary.idleMs
  const row = ({ name, ms }: { name: string; ms: number }) =>
    `${ms.toFixed(0).padStart(7)} ms ${((ms / busy) * 100).toFixed(1).padStart(5)} %${requests ? ` ${((ms / requests) * 1000).toFixed(0).padStart(6)} µs/req` : ''}  ${name}`
  console.log(`\nMain thread profiled for ${(summary.totalMs / 1000).toFixed(1)} s, busy ${(busy / 1000).toFixed(1)} s (${requests} requests${requests ? `, ${(busy / requests).toFixed(2)} ms of main thread each` : ''}); % of busy time`)
  console.log('\nBy area (each sample charged to the innermost frame that names one):')
  for (const area of summary.areas) console.log(row(area))
  console.log('\nTop self time:')
  for (const entry of summary.self) console.log(row(entry))
  console.log('\nTop inclusive time:')
  for (const entry of summary.inclusive) console.log(row(entry))
}

export function saveProfile(file: string, profile: Profile) {
  writeFileSync(file, JSON.stringify(profile))
}

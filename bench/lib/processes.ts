/**
 * Starting and stopping what a benchmark measures: `next build` and `next start` as process groups
 * of their own, free ports, and one list of things to undo however the run ends.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

export const root = path.resolve(__dirname, '..', '..')
const nextBin = path.join(root, 'node_modules', '.bin', 'next')

// Everything that must be stopped however the run ends: servers, Chrome, files to put back.
export const cleanups = new Set<() => void>()
export function cleanUp() {
  for (const undo of [...cleanups].reverse()) {
    try {
      undo()
    } catch {
      // Best effort: one failed stop must not keep the others running.
    }
  }
  cleanups.clear()
}


/** Runs a command to completion, showing its output only when it fails (a build log is long). */
function runNext(args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(nextBin, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    const stop = () => killGroup(child)
    cleanups.add(stop)
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(stop, timeoutMs)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      cleanups.delete(stop)
      if (code === 0) resolve()
      else reject(new Error(`next ${args.join(' ')} ended with ${signal ?? code}:\n${output.split('\n').slice(-40).join('\n')}`))
    })
  })
}

// Detached children lead their own process group, so this also stops whatever `next` forked.
function killGroup(child: ChildProcess) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone between the check and the kill.
  }
}

/**
 * `next build` adds its output folder's type globs to tsconfig.json and points next-env.d.ts at it.
 * Both belong to the app, so take back what this build added, and only that (others build in parallel).
 */
function keepGeneratedFiles(appDir: string, dist: string): () => void {
  const tsconfig = path.join(appDir, 'tsconfig.json')
  const nextEnv = path.join(appDir, 'next-env.d.ts')
  const before = { tsconfig: readFileSync(tsconfig, 'utf8'), nextEnv: existsSync(nextEnv) ? readFileSync(nextEnv, 'utf8') : null }
  const withoutOurGlobs = (text: string) => {
    const config = JSON.parse(text) as { include?: string[] }
    return { ...config, include: config.include?.filter((glob) => !glob.startsWith(`${dist}/`)) }
  }
  return () => {
    const now = readFileSync(tsconfig, 'utf8')
    if (now !== before.tsconfig && now.includes(dist)) {
      try {
        const stripped = withoutOurGlobs(now)
        const onlyOurs = JSON.stringify(stripped) === JSON.stringify(withoutOurGlobs(before.tsconfig))
        // Someone else's build changed it too: drop just our globs, in the format Next writes it in.
        writeFileSync(tsconfig, onlyOurs ? before.tsconfig : `${JSON.stringify(stripped, null, 2)}\n`)
      } catch {
        console.warn(`! tsconfig.json is no longer plain JSON; left as it is, with ${dist} globs`)
      }
    }
    // Wholly generated: back to whatever it pointed at before.
    if (before.nextEnv !== null && readFileSync(nextEnv, 'utf8').includes(dist)) writeFileSync(nextEnv, before.nextEnv)
  }
}


export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** `next build` of the app in `appDir` into `dist`, leaving the app's tsconfig.json and next-env.d.ts as they were. */
export async function buildNext({ appDir, dist, args, env, timeoutMs }: { appDir: string; dist: string; args: string[]; env: NodeJS.ProcessEnv; timeoutMs: number }) {
  const restore = keepGeneratedFiles(appDir, dist)
  cleanups.add(restore)
  try {
    await runNext(args, env, timeoutMs)
  } finally {
    cleanups.delete(restore)
    restore()
  }
}

/**
 * Starts one of the site's services (`tsx <script>`, `next start`, or another binary in node_modules/.bin) as a
 * process group of its own, stopped with the run, and waits until `readyUrl` answers (with `ok`, when given). Its
 * errors are shown as they come (a database error under load is worth seeing); its running commentary is not.
 * Answers a stop that resolves once it has exited, so that the files it writes can be removed after it.
 */
export async function startService(label: string, command: string, args: string[], env: NodeJS.ProcessEnv, readyUrl: string, ok?: (status: number) => boolean) {
  const child = spawn(path.join(root, 'node_modules', '.bin', command), args, { cwd: root, env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] })
  cleanups.add(() => killGroup(child))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = () => {
    killGroup(child)
    return Promise.race([exited, new Promise<void>((resolve) => setTimeout(resolve, 10_000).unref())])
  }
  for (const until = Date.now() + 120_000; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`)
    try {
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) })
      await response.arrayBuffer()
      if (!ok || ok(response.status)) return stop
    } catch {
      // Not listening yet.
    }
  }
  throw new Error(`${label} did not answer on ${readyUrl} within 120 s`)
}

/** Starts `next <args>` (a `start`), stopped with the run, and waits until it answers; returns its origin. */
export async function startNext(label: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const port = args[args.indexOf('-p') + 1]
  const child = spawn(nextBin, args, { cwd: root, env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] })
  cleanups.add(() => killGroup(child))
  const origin = `http://127.0.0.1:${port}`
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`)
    try {
      await fetch(origin, { signal: AbortSignal.timeout(2_000) })
      return origin
    } catch {
      // Not listening yet.
    }
  }
  throw new Error(`${label} did not answer on ${origin} within 60 s`)
}

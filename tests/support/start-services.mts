/**
 * `node tests/support/start-services.mts`: starts the journeys' services (E2E_SERVICES, stages of
 * services as JSON, written by playwright.config.ts), each stage's side by side once the one before
 * answers, and prints READY_LINE when all answer. Playwright starts its own webServer entries one at
 * a time, each waiting for the one before: 28 s of a run. Any service that exits ends the others and this.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { answers } from '../../scripts/lib/probe.mjs'
import { READY_LINE, type Service } from './services.mts'

const children: ChildProcess[] = []

/** Ends every service (each in a process group of its own, its shell's children with it) and this. */
function stopAll(code: number, message?: string): never {
  if (message) console.error(`services: ${message}`)
  for (const child of children) {
    child.removeAllListeners('exit')
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  process.exit(code)
}

async function start(service: Service): Promise<void> {
  if (await answers(service.url, 'any')) stopAll(1, `${service.url} (${service.name}) already answers: something else is running there`)
  // Its output as Playwright shows a webServer's: errors through, the rest dropped.
  const child = spawn(service.command, { shell: true, detached: true, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...service.env } })
  children.push(child)
  child.on('exit', (code, signal) => stopAll(1, `${service.name} exited (${signal ?? `code ${code}`})`))
  const deadline = Date.now() + service.timeoutMs
  while (!(await answers(service.url, service.answer ?? 'ok'))) {
    if (Date.now() > deadline) stopAll(1, `${service.name} did not answer at ${service.url} within ${service.timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const stages = JSON.parse(process.env.E2E_SERVICES ?? '[]') as Service[][]
const started = Date.now()
process.on('SIGTERM', () => stopAll(0))
process.on('SIGINT', () => stopAll(0))
for (const stage of stages) await Promise.all(stage.map(start))
console.log(`${READY_LINE} after ${((Date.now() - started) / 1000).toFixed(1)} s`)

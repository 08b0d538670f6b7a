import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { now } from './clock'

const DAY = 86_400_000
let folder: string
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'clock-'))
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

const near = (date: Date, expected: number) => expect(Math.abs(date.getTime() - expected)).toBeLessThan(1000)

it('runs the test clock file’s offset ahead of the machine’s, read on every call', () => {
  const file = path.join(folder, 'clock.json')
  const env = { NODE_ENV: 'test', TEST_CLOCK_FILE: file } as NodeJS.ProcessEnv
  near(now(env), Date.now())
  writeFileSync(file, JSON.stringify({ offsetMs: 3 * DAY }))
  near(now(env), Date.now() + 3 * DAY)
  writeFileSync(file, JSON.stringify({ offsetMs: DAY }))
  near(now(env), Date.now() + DAY)
})

it('ignores a test clock in a production build unless ALLOW_TEST_CLOCK=1, and a file that says nothing usable', () => {
  const file = path.join(folder, 'clock.json')
  writeFileSync(file, JSON.stringify({ offsetMs: 3 * DAY }))
  near(now({ NODE_ENV: 'production', TEST_CLOCK_FILE: file } as NodeJS.ProcessEnv), Date.now())
  near(now({ NODE_ENV: 'production', TEST_CLOCK_FILE: file, ALLOW_TEST_CLOCK: '1' } as NodeJS.ProcessEnv), Date.now() + 3 * DAY)
  writeFileSync(file, '{"offsetMs":"soon"}')
  near(now({ NODE_ENV: 'test', TEST_CLOCK_FILE: file } as NodeJS.ProcessEnv), Date.now())
})

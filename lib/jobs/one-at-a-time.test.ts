import { expect, it } from 'vitest'
import { oneAtATime } from './one-at-a-time'

it('runs one at a time, and once more after a run that was asked for again while it ran', async () => {
  const started: number[] = []
  let release: () => void = () => {}
  const run = oneAtATime(async () => {
    started.push(started.length)
    if (started.length === 1) await new Promise<void>((resolve) => (release = resolve))
  })
  const first = run()
  const second = run()
  const third = run()
  expect(started).toEqual([0])
  release()
  await Promise.all([first, second, third])
  // The two calls during the first run asked for one more run, not two.
  expect(started).toEqual([0, 1])
  await run()
  expect(started).toEqual([0, 1, 2])
})

import { rmSync, writeFileSync } from 'node:fs'

/**
 * The site's clock (lib/time/clock.ts), moved as the team store journeys need it: the site's
 * servers read TEST_CLOCK_FILE on every call, so a move holds at once, on every server.
 */
const file = () => {
  const path = process.env.TEST_CLOCK_FILE
  if (!path) throw new Error('TEST_CLOCK_FILE is not set (playwright.config.ts sets it)')
  return path
}

/** Moves the site's clock to `moment`. */
export function moveClockTo(moment: Date): void {
  writeFileSync(file(), JSON.stringify({ offsetMs: moment.getTime() - Date.now() }))
}

/** Puts the site's clock back to the machine's. */
export function resetClock(): void {
  rmSync(file(), { force: true })
}

/**
 * How every journey's browser starts: Debian's Chromium headless shell (what Playwright itself runs
 * headless journeys on), installed by `npm run verify`; Playwright never downloads a browser here.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
}

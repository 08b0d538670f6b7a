import { defineConfig, devices } from '@playwright/test'
import type { TestOptions, WorkerOptions } from './tests/support/test'
import { chromiumLaunchOptions } from './tests/support/chromium'
import { TIMEOUTS } from './tests/support/timeouts'
import { READY_LINE, type Service } from './tests/support/services.mts'

const port = Number(process.env.E2E_PORT ?? 3100)
// The services' ports, below Linux's ephemeral range (32768–60999): a port in it can be taken, as the
// source port of any outgoing connection, just as a server starts on it (seen: EADDRINUSE on 53108).
const servicePort = (offset: number) => port + 20_000 + offset
// The site itself, behind the journeys' proxy on `port`, which connects to it from each test's own
// address (tests/support/client-address-proxy.mts).
const sitePort = Number(process.env.E2E_SITE_PORT ?? servicePort(7))
// The same build served again with the developer pages switched on (ENABLE_DEV_PAGES=1 is read
// when the server starts): their journeys need no build of their own.
const devPagesPort = Number(process.env.E2E_DEV_PAGES_PORT ?? servicePort(8))
// Each run gets its own empty commerce backend beside the site.
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? servicePort(0))
// The embedded backend's data folder; its stored files are in the folder beside it named with -storage.
const backendData = `.data/supabase-e2e-${port}`
process.env.COMMERCE_BACKEND_URL = `http://127.0.0.1:${backendPort}`
// The keys that backend makes for itself, read by the site's server (and by the bundle checks).
process.env.SUPABASE_LITE_KEYS_FILE = `.data/supabase-e2e-${port}.keys.json`
// The test provider's payment service, empty each run, on a port of its own: the browser confirms
// payments with it and it sends the outcome to the site's webhook. The site reads its keys file.
const paymentsPort = Number(process.env.E2E_PAYMENTS_PORT ?? servicePort(1))
process.env.TEST_PAYMENTS_KEYS_FILE = `.data/payments-e2e-${port}.keys.json`
process.env.TEST_PAYMENTS_URL = `http://127.0.0.1:${paymentsPort}`
// The local content lake, seeded afresh each run: the Studio journeys edit it, the site reads it.
const lakePort = Number(process.env.E2E_LAKE_PORT ?? servicePort(2))
process.env.CONTENT_LAKE_DIR = `.data/content-lake-e2e-${port}`
process.env.CONTENT_LAKE_KEYS_FILE = `.data/content-lake-e2e-${port}.keys.json`
process.env.CONTENT_LAKE_PORT = String(lakePort)
// The local mail catcher, empty each run: the site and the backend send every e-mail there, and
// the journeys read them from its API as a customer reads their inbox.
const mailSmtpPort = Number(process.env.E2E_MAIL_SMTP_PORT ?? servicePort(3))
const mailWebPort = Number(process.env.E2E_MAIL_WEB_PORT ?? servicePort(4))
const mailDir = `.data/mail-e2e-${port}`
process.env.MAIL_CATCHER_URL = `http://127.0.0.1:${mailWebPort}`
// The site and the backend send through a relay in front of the catcher, which a fault journey
// tells to be down for one address (tests/support/smtp-fault-relay.mts).
const mailRelayPort = Number(process.env.E2E_MAIL_RELAY_PORT ?? servicePort(5))
const mailRelayControlPort = mailRelayPort + 1
process.env.MAIL_RELAY_CONTROL_URL = `http://127.0.0.1:${mailRelayControlPort}`
const mail = { SMTP_URL: `smtp://127.0.0.1:${mailRelayPort}`, MAIL_FROM: 'NorthLine Hockey <orders@hockey-shop.local>' }
// The journeys that edit the content or take it down (SERIAL below) have a lake, a site server and a
// proxy of their own, beside the others': the rest never see their edits or their outage, so they
// run at the same time instead of alone at the end. The commerce backend, payments and mail are shared.
const studioPort = servicePort(9)
const studioSitePort = servicePort(10)
const studioLakePort = servicePort(11)
const studioLake = {
  CONTENT_LAKE_PORT: String(studioLakePort),
  CONTENT_LAKE_DIR: `.data/content-lake-e2e-${studioPort}`,
  CONTENT_LAKE_KEYS_FILE: `.data/content-lake-e2e-${studioPort}.keys.json`,
}

// Each site server serves a copy of the build of its own, made as it starts (tests/support/build-copy.mts).
const build = process.env.NEXT_DIST_DIR || '.next'
const buildCopy = (serverPort: number) => `.next-e2e-${serverPort}`
const serveCopy = (serverPort: number) => `node tests/support/build-copy.mts ${build} ${buildCopy(serverPort)} && node lib/http/server.mts`

/** A local content lake, seeded afresh, whose Studio is the site's behind `proxyPort` and whose publishes reach that site. */
const lakeServer = (name: string, lake: typeof studioLake, proxyPort: number): Service => ({
  name,
  command: 'npx tsx studio/local-lake/main.mts --fresh',
  url: `https://127.0.0.1:${lake.CONTENT_LAKE_PORT}/v1/ping`,
  env: { ...lake, SITE_ORIGIN: `http://127.0.0.1:${proxyPort}`, CONTENT_LAKE_WEBHOOK_URL: `http://127.0.0.1:${proxyPort}/api/revalidate` },
  timeoutMs: 120_000,
})

/** The journeys' way in to the site on `sitePort` (tests/support/client-address-proxy.mts). */
const proxy = (name: string, proxyPort: number, sitePort: number): Service => ({
  name,
  command: 'npx tsx tests/support/client-address-proxy.mts',
  url: `http://127.0.0.1:${proxyPort}/products`,
  env: { E2E_PROXY_PORT: String(proxyPort), E2E_SITE_PORT: String(sitePort) },
  timeoutMs: 60_000,
})

// The site's clock (lib/time/clock.ts), which the team store journeys move to a store's closing instead of waiting.
process.env.TEST_CLOCK_FILE = `.data/clock-e2e-${port}.json`

/** The site's server, as every journey reaches it. */
const siteEnv = {
  TEST_CLOCK_FILE: process.env.TEST_CLOCK_FILE,
  ALLOW_TEST_CLOCK: '1',
  // The team stores' jobs (closing, refunds, the reminder two days before closing) every 3 s, not every minute.
  TEAM_STORE_JOBS_SECONDS: '3',
  HOST: '127.0.0.1',
  SUPABASE_LITE_PORT: String(backendPort),
  SUPABASE_LITE_KEYS_FILE: process.env.SUPABASE_LITE_KEYS_FILE,
  ALLOW_EMBEDDED_COMMERCE: '1',
  // The journeys always pay with the test provider, whatever this shell says.
  PAYMENT_PROVIDER: 'test',
  TEST_PAYMENTS_PORT: String(paymentsPort),
  TEST_PAYMENTS_KEYS_FILE: process.env.TEST_PAYMENTS_KEYS_FILE,
  ALLOW_TEST_PAYMENTS: '1',
  CONTENT_LAKE_PORT: String(lakePort),
  CONTENT_LAKE_DIR: process.env.CONTENT_LAKE_DIR,
  CONTENT_LAKE_KEYS_FILE: process.env.CONTENT_LAKE_KEYS_FILE,
  ...mail,
}

// A journey that fails is tried once more, only to tell flaky from broken: one that then passes is
// reported as flaky, and the run still fails (failOnFlakyTests), since a flaky journey is a bug to
// fix. The last reporter ends the run's output with the two lists (tests/support/flaky-reporter.ts).
const flakyReport = ['./tests/support/flaky-reporter.ts'] as const

/** The desktop every project but the phone's runs at. */
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } }

/** Journeys that change what every other journey relies on: on services of their own (the `studio` project). */
const SERIAL = /studio\.spec|content-faults\.spec/

/** Journeys that run one after another on the site every other journey uses (tests/e2e/team-stores.spec.ts). */
const STORES = /team-stores\.spec/

/**
 * What runs at a phone's width too: the files whose pages are laid out for it (every public page,
 * the menu), and single journeys tagged `@phone` elsewhere (each wizard end to end, its steps' layout).
 * Journeys about data, security and faults run once, at the desktop width: the server answers both
 * widths alike. (Playwright matches `grep` against the file name, the titles and the tags.)
 */
const PHONE = /\b(?:narrow-screens|accessibility|layout|home|products|product-detail|sizing-guide|content-pages|contact|fonts)\.spec\.ts\b|@phone\b/

/**
 * What the journeys need running, in stages: each stage's services start side by side once the stage
 * before answers. The sites read the backend's, payments' and lakes' keys files as they start, and
 * the proxies' check goes through to their site.
 */
const services: Service[][] = [
  [
    {
      name: 'mail catcher',
      command: `rm -rf ${mailDir} && mkdir -p ${mailDir} && npx maildev --ip 127.0.0.1 --smtp ${mailSmtpPort} --web-ip 127.0.0.1 --web ${mailWebPort} --mail-directory ${mailDir} --silent`,
      url: `http://127.0.0.1:${mailWebPort}/api/healthz`,
      timeoutMs: 60_000,
    },
    {
      name: 'mail relay',
      command: 'npx tsx tests/support/smtp-fault-relay.mts',
      url: `${process.env.MAIL_RELAY_CONTROL_URL}/health`,
      env: { MAIL_RELAY_PORT: String(mailRelayPort), MAIL_RELAY_CONTROL_PORT: String(mailRelayControlPort), MAIL_CATCHER_SMTP_PORT: String(mailSmtpPort) },
      timeoutMs: 60_000,
    },
    {
      // On PostgreSQL, as production is, in a database made empty each run (its stored files too):
      // concurrent calls meet there as on a hosted project, where PGlite takes one at a time.
      name: 'commerce backend',
      command: `rm -rf ${backendData}-storage && bash -c 'source scripts/lib/postgres.sh && use_local_postgres_for_commerce hockey_shop_e2e_${port} fresh && exec npx tsx lib/commerce/embedded/main.mts --fresh'`,
      url: `http://127.0.0.1:${backendPort}/auth/v1/settings`,
      answer: 'any',
      env: {
        SUPABASE_LITE_PORT: String(backendPort),
        SUPABASE_LITE_DATA_DIR: backendData,
        SUPABASE_LITE_KEYS_FILE: process.env.SUPABASE_LITE_KEYS_FILE,
        SITE_ORIGIN: `http://127.0.0.1:${port}`,
        // The fault journeys make calls fail on purpose (lib/commerce/embedded/faults.mts).
        EMBEDDED_BACKEND_FAULTS: '1',
        // Passwords hashed at bcrypt's lowest cost, as @supabase/lite's own tests do: at its default
        // (10, in JavaScript) each sign-up and sign-in took 100 to 160 ms of a core here, and the
        // journeys make hundreds. The site's own answer times (ANSWER_TIMES_MS) are what the timing journey measures.
        LITE_AUTH_BCRYPT_COST: '4',
        ...mail,
      },
      timeoutMs: 120_000,
    },
    {
      name: 'payment service',
      command: 'npx tsx lib/payments/test-service/main.mts --fresh',
      url: `http://127.0.0.1:${paymentsPort}/health`,
      env: {
        TEST_PAYMENTS_PORT: String(paymentsPort),
        TEST_PAYMENTS_DATA_FILE: `.data/payments-e2e-${port}.json`,
        TEST_PAYMENTS_KEYS_FILE: process.env.TEST_PAYMENTS_KEYS_FILE,
        // The first is where the webhook goes; the Studio journeys' site pays there too.
        SITE_ORIGIN: `http://127.0.0.1:${port},http://127.0.0.1:${studioPort}`,
      },
      timeoutMs: 60_000,
    },
    lakeServer('content lake', { CONTENT_LAKE_PORT: String(lakePort), CONTENT_LAKE_DIR: process.env.CONTENT_LAKE_DIR!, CONTENT_LAKE_KEYS_FILE: process.env.CONTENT_LAKE_KEYS_FILE! }, port),
    lakeServer('Studio journeys\' content lake', studioLake, studioPort),
  ],
  [
    {
      // As `npm start` and `npm run serve` run it: client addresses from the socket, none believed from a header.
      name: 'site',
      command: serveCopy(sitePort),
      url: `http://127.0.0.1:${sitePort}/products`,
      env: { ...siteEnv, PORT: String(sitePort), NEXT_DIST_DIR: buildCopy(sitePort), ENABLE_DEV_PAGES: '' },
      timeoutMs: 120_000,
    },
    {
      name: 'site with developer pages',
      command: serveCopy(devPagesPort),
      url: `http://127.0.0.1:${devPagesPort}/image-test`,
      env: { ...siteEnv, PORT: String(devPagesPort), NEXT_DIST_DIR: buildCopy(devPagesPort), ENABLE_DEV_PAGES: '1' },
      timeoutMs: 120_000,
    },
    {
      name: 'Studio journeys\' site',
      command: serveCopy(studioSitePort),
      url: `http://127.0.0.1:${studioSitePort}/products`,
      env: { ...siteEnv, ...studioLake, PORT: String(studioSitePort), NEXT_DIST_DIR: buildCopy(studioSitePort), ENABLE_DEV_PAGES: '' },
      timeoutMs: 120_000,
    },
  ],
  [proxy('proxy', port, sitePort), proxy('Studio journeys\' proxy', studioPort, studioSitePort)],
]

export default defineConfig<TestOptions, WorkerOptions>({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 1,
  failOnFlakyTests: true,
  // Four at a time on two cores: a journey spends much of its time waiting on the site and the
  // services, which the others fill (measured: 828 s at two, 732 s at three; later, 340 journeys
  // in 579 s at three, 502 s at four, none flaky; processes sampled at three used 830 s of the 1160 s the two cores had).
  workers: 4,
  // Sized for a loaded 2-core machine (tests/support/timeouts.ts); steps after a server action wait longer, by name.
  timeout: TIMEOUTS.test,
  expect: { timeout: TIMEOUTS.expect, toPass: { timeout: TIMEOUTS.expect } },
  reporter: process.env.CI ? [['list'], flakyReport] : [['list'], ['html', { open: 'never' }], flakyReport],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A journey that fails is run again with a trace. Tracing every journey (to keep the failures')
    // took a quarter of the run's processor time, as screenshots of every frame.
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
    // Motion off, as a visitor who asks for less of it sees the shop: every page change drew the logo
    // overlay's fade for 600 ms and every scroll into view glided for half a second, which the
    // journeys about orders, accounts and data only wait through (measured on 91 journeys: 7 % less
    // processor time, the browser's compositor half). The motion has journeys of its own, which ask
    // for it (home.spec, layout.spec, sizing-guide.spec, the smooth-scroll scan in accessibility.spec).
    reducedMotion: 'reduce',
  },
  projects: [
    // Staff edit the content, and the content backend fails on purpose: on a lake and site of their
    // own (studioLake above), at a desktop width (the Studio is a desktop tool); the lake's
    // certificate is its own, made on this machine. One at a time: each Studio journey runs two or
    // three Studios, which two cores cannot start four of at once within the timeouts, and the
    // outage is that whole site's. Listed first, so that its journeys start while the others run:
    // Playwright hands out journeys in this order, passing over a project at its worker limit.
    {
      name: 'studio',
      testMatch: SERIAL,
      workers: 1,
      use: { ...DESKTOP, ignoreHTTPSErrors: true, baseURL: `http://127.0.0.1:${studioPort}`, services: studioLake },
    },
    // The team stores' journeys, one after another (each moves the site's clock), at a desktop width with phones
    // of their own: listed before the rest, so that their three minutes start with the run, not as its last.
    { name: 'stores', testMatch: STORES, use: DESKTOP },
    { name: 'desktop', testIgnore: [SERIAL, STORES], use: DESKTOP },
    { name: 'phone', testIgnore: [SERIAL, STORES], grep: PHONE, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
    // The developer pages switched on, on the server started so (their switched-off answers are a desktop journey).
    {
      name: 'dev-pages',
      testMatch: /dev-pages\.spec/,
      use: { ...DESKTOP, baseURL: `http://127.0.0.1:${devPagesPort}`, devPages: true },
    },
  ],
  // Journeys run against the production build (`next build` runs first in `npm run verify`), on the
  // services above started stage by stage (tests/support/start-services.mts).
  webServer: {
    command: 'node tests/support/start-services.mts',
    env: { E2E_SERVICES: JSON.stringify(services) },
    wait: { stdout: new RegExp(READY_LINE) },
    stdout: 'pipe',
    // Each service has its own limit; this is the stages' together.
    timeout: services.reduce((sum, stage) => sum + Math.max(...stage.map((service) => service.timeoutMs)), 0),
    // Its signal handler ends each service's process group.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    reuseExistingServer: false,
  },
})

import { defineConfig, devices } from '@playwright/test'
import type { TestOptions, WorkerOptions } from './tests/support/test'
import { chromiumLaunchOptions } from './tests/support/chromium'
import { TIMEOUTS } from './tests/support/timeouts'

// The cluster journeys (`npm run test:cluster`, in `npm run verify` beside the others): the site as
// `npm run serve:cluster` runs it, started by that script itself on the test build: three instances
// sharing one Redis behind haproxy, the commerce backend on PostgreSQL, and the content lake, the
// test payment service and the mail catcher as single services beside them, all fresh each run.
const port = Number(process.env.E2E_CLUSTER_PORT ?? 3300)
const servicePort = (offset: number) => port + 20_000 + offset
const data = `.data/cluster-e2e-${port}`
const build = process.env.NEXT_DIST_DIR || '.next'
const copy = `.next-e2e-cluster-${port}`

/** What scripts/serve.sh --cluster reads, and the journeys' helpers too (the services' addresses and keys). */
const cluster = {
  PORT: String(port),
  HOST: '127.0.0.1',
  INSTANCES: '3',
  SITE_ORIGIN: `http://127.0.0.1:${port}`,
  NEXT_DIST_DIR: copy,
  SKIP_BUILD: '1',
  CLUSTER_DATABASE: `hockey_shop_cluster_e2e_${port}`,
  CLUSTER_FRESH_DATABASE: '1',
  CLUSTER_PIN_HEADER: '1',
  // Shorter than haproxy takes to take an instance out: a stopped instance must go on serving until
  // the balancer stops sending to it, however long its checks take on a loaded machine.
  SHUTDOWN_DELAY_MS: '500',
  REDIS_PORT: String(servicePort(5)),
  SUPABASE_LITE_PORT: String(servicePort(0)),
  SUPABASE_LITE_DATA_DIR: `${data}/commerce`,
  SUPABASE_LITE_KEYS_FILE: `${data}/commerce.keys.json`,
  TEST_PAYMENTS_PORT: String(servicePort(1)),
  TEST_PAYMENTS_DATA_FILE: `${data}/payments.json`,
  TEST_PAYMENTS_KEYS_FILE: `${data}/payments.keys.json`,
  CONTENT_LAKE_PORT: String(servicePort(2)),
  CONTENT_LAKE_DIR: `${data}/content-lake`,
  CONTENT_LAKE_KEYS_FILE: `${data}/content-lake.keys.json`,
  MAIL_CATCHER_SMTP_PORT: String(servicePort(3)),
  MAIL_CATCHER_WEB_PORT: String(servicePort(4)),
  MAIL_CATCHER_DIR: `${data}/mail`,
}
Object.assign(process.env, cluster, {
  COMMERCE_BACKEND_URL: `http://127.0.0.1:${cluster.SUPABASE_LITE_PORT}`,
  TEST_PAYMENTS_URL: `http://127.0.0.1:${cluster.TEST_PAYMENTS_PORT}`,
  MAIL_CATCHER_URL: `http://127.0.0.1:${cluster.MAIL_CATCHER_WEB_PORT}`,
})

export default defineConfig<TestOptions, WorkerOptions>({
  testDir: './tests/cluster',
  // One at a time, in order: the last journey stops an instance.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 1,
  failOnFlakyTests: true,
  timeout: TIMEOUTS.test,
  expect: { timeout: TIMEOUTS.expect, toPass: { timeout: TIMEOUTS.expect } },
  reporter: [['list'], ['./tests/support/flaky-reporter.ts']],
  use: {
    baseURL: cluster.SITE_ORIGIN,
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
  },
  webServer: {
    command: `rm -rf ${data} && node tests/support/build-copy.mts ${build} ${copy} && bash scripts/serve.sh --cluster`,
    url: `${cluster.SITE_ORIGIN}/readyz`,
    env: cluster,
    reuseExistingServer: false,
    timeout: 240_000,
    // The script drains haproxy and the instances it started in sessions of their own: a SIGKILL
    // to its process group would leave them running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'pipe',
  },
})

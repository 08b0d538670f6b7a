/**
 * The whole site as `npm run serve` runs it (scripts/serve.sh and scripts/lib/*.sh): its services (startServices)
 * and the production build under `next start`. The content is the bundled dataset (no local content lake: nothing
 * here edits content).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import type { Database } from '../../lib/commerce/database.types.js'
import { readEmbeddedKeys } from '../../lib/commerce/embedded/keys.js'
import { buildNext, cleanUp, cleanups, freePort, root, startService } from './processes.js'

type ServiceClient = ReturnType<typeof createClient<Database>>

export type Stack = {
  /** The build's output folder, relative to the checkout (its server-reference manifest names the actions). */
  dist: string
  site: string
  backend: string
  /** The mail catcher's web API. */
  mail: string
  publishableKey: string
  /** The backend as the service role: for making accounts and for the checks afterwards, never for what is measured. */
  service: ServiceClient
  /** Stops the site, then each service, and removes the run's folder once nothing writes to it any more. */
  stop: () => Promise<void>
}

const MAIL_FROM = 'NorthLine Hockey <orders@hockey-shop.local>'

/** Builds the site (unless BENCH_REUSE_BUILDS=1) and starts it with every service it needs. */
async function startStack(name: string): Promise<Stack> {
  const dist = process.env.NEXT_DIST_DIR || 'bench/.next-load'
  const base = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  if (process.env.BENCH_REUSE_BUILDS === '1') console.log(`› reusing the build in ${dist}`)
  else {
    const started = Date.now()
    await buildNext({ appDir: root, dist, args: ['build'], env: { ...base, NEXT_DIST_DIR: dist }, timeoutMs: 15 * 60_000 })
    console.log(`› built the site in ${((Date.now() - started) / 1000).toFixed(0)} s (${dist})`)
  }

  const sitePort = await freePort()
  const site = `http://127.0.0.1:${sitePort}`
  const services = await startServices(name, site)
  // The bench stands in for the proxy in front of its many visitors: each request says its visitor's
  // address in X-Forwarded-For (./visitor.ts), which only this trusted setting makes the site read.
  const siteEnv = { ...base, ...services.siteEnv, NEXT_DIST_DIR: dist, TRUSTED_IP_HEADER: 'x-forwarded-for' }
  const stopSite = await startService('next start', 'next', ['start', '-H', '127.0.0.1', '-p', String(sitePort)], siteEnv, site)
  // The site first, whose outbox timer would otherwise complain of the backend gone.
  const stop = async () => {
    await stopSite()
    await services.stop()
  }
  return { dist, site, backend: services.backend, mail: services.mail, publishableKey: services.publishableKey, service: services.service, stop }
}

type Services = Pick<Stack, 'backend' | 'mail' | 'publishableKey' | 'service'> & {
  /** What `next start` needs to use them. */
  siteEnv: NodeJS.ProcessEnv
  /** Stops each service, then removes the run's folder. */
  stop: () => Promise<void>
}

/**
 * The services the site at `site` uses, each empty and on a free port, in a folder of the run's own: the mail
 * catcher (the backend and the site send every e-mail there), the embedded commerce backend and the test
 * payment service.
 */
export async function startServices(name: string, site: string): Promise<Services> {
  const base = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  const dir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`))
  cleanups.add(() => rmSync(dir, { recursive: true, force: true }))
  // One after another, each kept apart from the others (and from the site's): a port just closed may come back from the next ask.
  const sitePort = Number(new URL(site).port)
  const ports = new Set<number>()
  while (ports.size < 4) {
    const port = await freePort()
    if (port !== sitePort) ports.add(port)
  }
  const [backendPort, paymentsPort, smtpPort, mailPort] = [...ports]
  const backend = `http://127.0.0.1:${backendPort}`
  const payments = `http://127.0.0.1:${paymentsPort}`
  const mail = `http://127.0.0.1:${mailPort}`
  const keysFile = path.join(dir, 'supabase-keys.json')
  const paymentKeysFile = path.join(dir, 'payments-keys.json')
  const smtp = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM }

  const stops = [
    await startService('the mail catcher', 'maildev', ['--ip', '127.0.0.1', '--smtp', String(smtpPort), '--web-ip', '127.0.0.1', '--web', String(mailPort), '--mail-directory', path.join(dir, 'mail'), '--silent'], base, `${mail}/api/healthz`, (status) => status === 200),
    // Its settings answer 401 without a key: any answer means it is up.
    await startService(
      'the embedded commerce backend',
      'tsx',
      ['lib/commerce/embedded/main.mts', '--fresh'],
      { ...base, ...smtp, SUPABASE_LITE_PORT: String(backendPort), SUPABASE_LITE_DATA_DIR: path.join(dir, 'supabase'), SUPABASE_LITE_KEYS_FILE: keysFile, SITE_ORIGIN: site },
      `${backend}/auth/v1/settings`,
    ),
    await startService(
      'the test payment service',
      'tsx',
      ['lib/payments/test-service/main.mts', '--fresh'],
      { ...base, TEST_PAYMENTS_PORT: String(paymentsPort), TEST_PAYMENTS_DATA_FILE: path.join(dir, 'payments.json'), TEST_PAYMENTS_KEYS_FILE: paymentKeysFile, SITE_ORIGIN: site, TEST_PAYMENTS_WEBHOOK_URL: `${site}/api/payments/webhook` },
      `${payments}/health`,
      (status) => status === 200,
    ),
  ]
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne()
    rmSync(dir, { recursive: true, force: true })
  }

  const keys = readEmbeddedKeys(keysFile)
  const service = createClient<Database>(backend, keys.secretKey, { auth: { persistSession: false, autoRefreshToken: false } })
  const siteEnv = {
    ...smtp,
    SUPABASE_LITE_PORT: String(backendPort),
    SUPABASE_LITE_KEYS_FILE: keysFile,
    ALLOW_EMBEDDED_COMMERCE: '1',
    PAYMENT_PROVIDER: 'test',
    TEST_PAYMENTS_PORT: String(paymentsPort),
    TEST_PAYMENTS_KEYS_FILE: paymentKeysFile,
    ALLOW_TEST_PAYMENTS: '1',
  }
  return { backend, mail, publishableKey: keys.publishableKey, service, siteEnv, stop }
}

/** How long a load benchmark may run before it gives up. */
const DEADLINE_MS = 40 * 60_000

/**
 * Runs `bench:<name>` on a fresh stack and exits: 0 when it measured and the data are intact, 2 when a
 * check of the data failed, 1 when it could not measure (an error, a signal, or the deadline).
 */
export function runOnStack(name: string, measure: (stack: Stack) => Promise<boolean>): void {
  const fail = (message: string): never => {
    console.error(`bench:${name} could not run: ${message}`)
    process.exit(1)
  }
  process.on('exit', cleanUp)
  setTimeout(() => fail(`still running after ${DEADLINE_MS / 60_000} min`), DEADLINE_MS).unref()
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => fail(`interrupted by ${signal}`))
  const run = async () => {
    const stack = await startStack(name)
    try {
      return await measure(stack)
    } finally {
      // Stopped before the exit, so that the run's folder goes once nothing writes to it any more.
      await stack.stop()
    }
  }
  run().then(
    (ok) => process.exit(ok ? 0 : 2),
    (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
  )
}

import path from 'node:path'

/**
 * Where the test provider's local payment service listens and keeps its files. It binds to
 * loopback only: it takes test cards for this machine's site. Its keys are made at random on its
 * first start (./keys), never fixed here.
 */
export const TEST_PAYMENTS = {
  host: '127.0.0.1',
  port: 54350,
  /** Its payment intents, idempotency keys and undelivered webhook events (git-ignored). */
  dataFile: '.data/payments-local.json',
  /** Its secret API key and webhook secret, mode 0600. */
  keysFile: '.data/payments-local.keys.json',
} as const

/** Where a running service is, given its port (TEST_PAYMENTS_PORT): the site's server and the browser call it there. */
export function testPaymentsUrl(port: number = Number(process.env.TEST_PAYMENTS_PORT || TEST_PAYMENTS.port)): string {
  return `http://${TEST_PAYMENTS.host}:${port}`
}

/** The keys file: TEST_PAYMENTS_KEYS_FILE, or the default beside the data. */
export function testPaymentKeysFile(): string {
  // Ignored by the build's file tracing: the keys are made at run time and must never ship with it.
  return path.resolve(/*turbopackIgnore: true*/ process.env.TEST_PAYMENTS_KEYS_FILE || TEST_PAYMENTS.keysFile)
}

/** The setting that lets a production build take test payments: local use only (`npm run serve` and the tests set it). */
const ALLOW_TEST_PAYMENTS = 'ALLOW_TEST_PAYMENTS'

/**
 * Why test payments must not run here, or null when they may: a production build takes them only
 * when ALLOW_TEST_PAYMENTS=1 says it runs on one machine for local use, so a deployment that lost
 * its Stripe configuration fails instead of "taking" payments that never happen.
 */
export function testPaymentsRefusal(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NODE_ENV !== 'production' || env[ALLOW_TEST_PAYMENTS] === '1') return null
  return `No payment provider is configured: set PAYMENT_PROVIDER=stripe with its keys (see .env.example), or ${ALLOW_TEST_PAYMENTS}=1 to take test payments on this machine (local use only).`
}

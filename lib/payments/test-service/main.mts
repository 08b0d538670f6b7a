// `tsx lib/payments/test-service/main.mts [--fresh]`: the test provider's local payment service as a
// process of its own, started by `npm run serve` (scripts/lib/payments.sh) and by the browser tests.
//
// TEST_PAYMENTS_PORT        its port (default 54350), on 127.0.0.1
// TEST_PAYMENTS_DATA_FILE   its state (default .data/payments-local.json)
// TEST_PAYMENTS_KEYS_FILE   its secret key and webhook secret (default .data/payments-local.keys.json, mode 0600)
// SITE_ORIGIN               the site's origin, whose pages may confirm payments (several: comma-separated)
// TEST_PAYMENTS_WEBHOOK_URL where events go (default: the first SITE_ORIGIN + /api/payments/webhook)
import { runLocalService, siteOrigins } from '../../local-services/run.js'
import { startTestPaymentService } from './service.mjs'

const origins = siteOrigins()
runLocalService(
  '[payments] the test payment service',
  () =>
    startTestPaymentService({
      port: process.env.TEST_PAYMENTS_PORT ? Number(process.env.TEST_PAYMENTS_PORT) : undefined,
      dataFile: process.env.TEST_PAYMENTS_DATA_FILE || undefined,
      keysFile: process.env.TEST_PAYMENTS_KEYS_FILE || undefined,
      allowedOrigins: origins,
      webhookUrl: process.env.TEST_PAYMENTS_WEBHOOK_URL || new URL('/api/payments/webhook', origins[0]).href,
      fresh: process.argv.includes('--fresh'),
    }),
  (service) => [`[payments] test payment service ready at ${service.url} (pages of ${origins.join(', ')} may confirm payments)`],
)

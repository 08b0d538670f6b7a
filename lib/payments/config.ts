import 'server-only'
import { testPaymentsRefusal, testPaymentsUrl } from './test-service/defaults'
import { readTestPaymentKeys, type TestPaymentKeys } from './test-service/keys'
import type { PaymentProviderName } from './types'

/**
 * Which payment provider takes the cards, from the environment:
 *
 * - `PAYMENT_PROVIDER=stripe` with STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and
 *   NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY (the last is read at build time, like every NEXT_PUBLIC_);
 * - otherwise `test`: the local payment service that `npm run serve` starts (its port from
 *   TEST_PAYMENTS_PORT, its keys from TEST_PAYMENTS_KEYS_FILE), which a production server refuses
 *   unless ALLOW_TEST_PAYMENTS=1 says it runs on one machine for local use.
 */
export type PaymentConfig =
  | { provider: 'test'; apiUrl: string; keys: () => TestPaymentKeys }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; publishableKey: string }

function paymentProviderName(): PaymentProviderName {
  const name = process.env.PAYMENT_PROVIDER?.trim() || 'test'
  if (name !== 'test' && name !== 'stripe') throw new Error(`PAYMENT_PROVIDER must be "stripe" or "test" (unset), not "${name}".`)
  return name
}

export function paymentConfig(): PaymentConfig {
  if (paymentProviderName() === 'stripe') {
    const settings = {
      secretKey: process.env.STRIPE_SECRET_KEY,
      webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
      publishableKey: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
    }
    const { secretKey, webhookSecret, publishableKey } = settings
    if (!secretKey || !webhookSecret || !publishableKey) {
      const missing = [!secretKey && 'STRIPE_SECRET_KEY', !webhookSecret && 'STRIPE_WEBHOOK_SECRET', !publishableKey && 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY'].filter(Boolean)
      throw new Error(`PAYMENT_PROVIDER=stripe needs ${missing.join(', ')} (see .env.example).`)
    }
    return { provider: 'stripe', secretKey, webhookSecret, publishableKey }
  }
  const refusal = testPaymentsRefusal()
  if (refusal) throw new Error(refusal)
  // The keys are read when used: the service makes them on its first start, maybe after this server's.
  return { provider: 'test', apiUrl: testPaymentsUrl(), keys: () => readTestPaymentKeys() }
}

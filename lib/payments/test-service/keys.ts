import { keysFile, randomKey } from '../../local-services/keys-file'
import { testPaymentKeysFile } from './defaults'

/**
 * The local payment service's secret API key (the site's server creates payment intents with it)
 * and webhook secret (it signs the events it sends the site). Made at random on the service's
 * first start and kept beside its data, readable by this user only, like the embedded commerce
 * backend's keys.
 */
export type TestPaymentKeys = { secretKey: string; webhookSecret: string }

// The secret key creates payments; the webhook secret forges their outcome.
const keys = keysFile<TestPaymentKeys>({
  service: 'the test payment service',
  names: ['secretKey', 'webhookSecret'],
  make: () => ({ secretKey: `sk_test_local_${randomKey(32)}`, webhookSecret: `whsec_local_${randomKey(32)}` }),
})

/** The keys of `file`, made on first use; `renew` replaces them (a fresh start: events signed for the old run must not pass). */
export const ensureTestPaymentKeys = (file: string, options?: { renew?: boolean }) => keys.ensure(file, options)

/** The keys the running service uses, for the site's server. */
export const readTestPaymentKeys = (file: string = testPaymentKeysFile()) => keys.read(file)

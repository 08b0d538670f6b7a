/**
 * The payment layer's shapes that the browser may see too: which provider takes the card, and what
 * the browser needs from it (nothing secret). The server-only provider is in ./provider.
 */

export type PaymentProviderName = 'test' | 'stripe'

/** What the card form needs: the local test service's address, or Stripe's publishable key. */
export type PublicPaymentConfig = { provider: 'test'; serviceUrl: string } | { provider: 'stripe'; publishableKey: string }

/** A payment attempt as the server started it: the browser confirms it with the client secret. */
export type StartedPayment = { provider: PaymentProviderName; providerReference: string; clientSecret: string }

/** What the wizard's server action returns for the browser to confirm: the payment it started. */
export type PaymentStart = { clientSecret: string; providerReference: string }

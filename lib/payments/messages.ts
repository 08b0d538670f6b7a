/** What a customer reads when a payment could not go ahead, and staff when a refund could not. Client-safe: the card form uses them too. */
export const PAYMENT_MESSAGES = {
  /** The provider could not be reached, or is limiting this site. */
  unavailable: "We couldn't reach the payment service just now. Please try again in a moment.",
  /** The provider refused to start the payment for a reason the customer cannot fix. */
  notStarted: 'Your payment could not be started. Please try again in a moment, or contact us if it keeps happening.',
  /** The card form has not loaded (Stripe.js still downloading, or blocked). */
  formNotReady: 'The card form is still loading. Please wait a moment and try again.',
  /** The browser could not reach the provider to confirm the payment. */
  confirmUnreachable: "We couldn't reach the payment service to take your payment. Please check your connection and try again.",
  /** The provider answered with something unexpected. */
  confirmFailed: 'Your payment could not be completed. Please try again.',
  /** The payment needs something more of the customer (a bank's check) and has not gone through yet. */
  notCompleted: 'Your payment was not completed. Please try again.',
  /** A refund the provider could not make just now (unreachable, failing, or limiting this site): trying again later can help. */
  refundUnavailable: "The refund couldn't be made just now: the payment service did not answer. It can be tried again later.",
  /** A refund the provider refused (already refunded, more than is left, an unknown payment): trying again changes nothing. */
  refundRefused: "The payment service refused the refund. Trying again won't change that: check the payment in the provider's dashboard.",
} as const

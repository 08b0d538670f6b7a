import { CHECKOUT_MESSAGES } from '@/lib/errors/catalogue'

/** Why checkout cannot start (not signed in, then an empty cart), or null when it can. */
export function checkoutBlocker({ signedIn, itemCount }: { signedIn: boolean; itemCount: number }): string | null {
  if (!signedIn) return CHECKOUT_MESSAGES.signInRequired
  if (itemCount < 1) return CHECKOUT_MESSAGES.emptyCart
  return null
}

'use client'

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { useImperativeHandle, useState, type Ref } from 'react'
import { PAYMENT_MESSAGES } from '@/lib/payments/messages'
import { confirmOutcome, type CardForm } from './confirm'

/**
 * Stripe's Payment Element in deferred-intent mode: it renders before any PaymentIntent exists,
 * with the amount due; `check()` runs `elements.submit()` (Stripe's validation, and the wallets'
 * sheets, which need the customer's click: call it first thing in the click handler), the wizard's
 * server action then creates the intent, and `confirm()` confirms it with
 * `stripe.confirmPayment({ elements, clientSecret, redirect: 'if_required' })`. The card stays in
 * Stripe's iframe. This module is loaded only when the provider is Stripe (useCardPayment imports
 * it lazily), and with it Stripe.js.
 */

type Props = {
  ref?: Ref<CardForm>
  publishableKey: string
  amountCents: number
  /** Read-only while a payment is under way (Stripe's own lock for its iframe). */
  locked: boolean
}

/** One Stripe.js per key, however often the form is mounted (Stripe asks for it to be loaded once). */
const stripes = new Map<string, Promise<Stripe | null>>()

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey)
  if (!stripe) {
    stripe = loadStripe(publishableKey)
    stripes.set(publishableKey, stripe)
  }
  return stripe
}

function StripeForm({ ref, locked }: Pick<Props, 'ref' | 'locked'>) {
  const stripe = useStripe()
  const elements = useElements()

  useImperativeHandle(
    ref,
    () => ({
      async check() {
        if (!stripe || !elements) return PAYMENT_MESSAGES.formNotReady
        const { error } = await elements.submit()
        return error ? (error.message ?? PAYMENT_MESSAGES.confirmFailed) : null
      },
      async confirm(start, details) {
        if (!stripe || !elements) return { ok: false, error: PAYMENT_MESSAGES.formNotReady }
        try {
          const result = await stripe.confirmPayment({
            elements,
            clientSecret: start.clientSecret,
            // Cards only (the PaymentIntent allows no other type): 3-D Secure opens over the page, nothing redirects.
            redirect: 'if_required',
            confirmParams: {
              payment_method_data: { billing_details: { name: details.name, email: details.email } },
            },
          })
          return confirmOutcome(result)
        } catch {
          return { ok: false, error: PAYMENT_MESSAGES.confirmUnreachable }
        }
      },
    }),
    [stripe, elements],
  )

  return <PaymentElement options={{ layout: 'tabs', readOnly: locked }} />
}

export default function StripePaymentFields({ ref, publishableKey, amountCents, locked }: Props) {
  const [stripe] = useState(() => stripeFor(publishableKey))
  // Stripe needs an amount to show; the wizard reaches payment with one.
  if (amountCents <= 0) return null
  return (
    <Elements stripe={stripe} options={{ mode: 'payment', amount: amountCents, currency: 'usd', allowedPaymentMethodTypes: ['card'], appearance: { theme: 'stripe' } }}>
      <StripeForm ref={ref} locked={locked} />
    </Elements>
  )
}

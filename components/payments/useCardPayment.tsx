'use client'

import { lazy, Suspense, useCallback, useEffect, useRef, type ReactNode } from 'react'
import { PAYMENT_MESSAGES } from '@/lib/payments/messages'
import type { PaymentStart, PublicPaymentConfig } from '@/lib/payments/types'
import type { CardForm, ConfirmResult, PayerDetails } from './confirm'

// The provider's card form loads once the provider is known (Stripe.js and its React bindings only
// for Stripe), not with the page that holds it.
const loadStripeFields = () => import('./StripePaymentFields')
const loadTestFields = () => import('./TestCardFields')
const StripePaymentFields = lazy(loadStripeFields)
const TestCardFields = lazy(() => loadTestFields().then((module) => ({ default: module.TestCardFields })))

export type CardPayment = {
  /** The card form, for the payment step to render. */
  fields: ReactNode
  /**
   * Checks the card before the order is submitted: the first problem's message (and the field is
   * marked and focused), or null. With Stripe this is `elements.submit()`: call it first in the
   * click handler, before anything else is awaited.
   */
  check: () => Promise<string | null>
  /** Confirms the payment the server started, from the browser straight to the provider. */
  confirm: (start: PaymentStart, details: PayerDetails) => Promise<ConfirmResult>
}

/**
 * The card form of the configured provider (publicPaymentConfig() from lib/payments/provider, as
 * /api/payments/config serves it; null while it loads), and the two steps the wizard takes with
 * it. The card never passes through the site's server. While `locked` (a payment under way) the card
 * cannot be changed: what is charged is what was on screen when Pay was pressed.
 */
export function useCardPayment(config: PublicPaymentConfig | null, { amountCents, locked }: { amountCents: number; locked: boolean }): CardPayment {
  const form = useRef<CardForm>(null)

  const check = useCallback(async () => (form.current ? form.current.check() : PAYMENT_MESSAGES.formNotReady), [])
  const confirm = useCallback(
    async (start: PaymentStart, details: PayerDetails): Promise<ConfirmResult> =>
      form.current ? form.current.confirm(start, details) : { ok: false, error: PAYMENT_MESSAGES.formNotReady },
    [],
  )

  useEffect(() => {
    if (config) void (config.provider === 'stripe' ? loadStripeFields() : loadTestFields())
  }, [config])

  const loading = <p className="text-sm text-slate-600">Loading the secure card form…</p>
  const fields = !config ? (
    loading
  ) : (
    <Suspense fallback={loading}>
      {config.provider === 'stripe' ? (
        <StripePaymentFields ref={form} publishableKey={config.publishableKey} amountCents={amountCents} locked={locked} />
      ) : (
        <TestCardFields ref={form} serviceUrl={config.serviceUrl} locked={locked} />
      )}
    </Suspense>
  )

  return { fields, check, confirm }
}

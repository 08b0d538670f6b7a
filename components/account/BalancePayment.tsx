'use client'

import { useState, useTransition } from 'react'
import { useCardPayment } from '@/components/payments/useCardPayment'
import { usePaymentConfig } from '@/components/payments/usePaymentConfig'
import { FormAlert, primaryButtonClass } from '@/components/ui/FormField'
import { Price } from '@/components/ui/Price'
import type { FormAction } from '@/lib/forms/form-state'
import type { PaymentStart } from '@/lib/payments/types'

type Props = {
  action: FormAction<'id', { payment: PaymentStart }>
  order: { id: string; reference: string; balanceCents: number; contactName: string; contactEmail: string }
}

/**
 * Pays an express order's open balance by card: the server starts the payment for the balance it
 * holds, the card goes straight to the provider, and the provider's webhook records it.
 */
export function BalancePayment({ action, order }: Props) {
  const card = useCardPayment(usePaymentConfig(), { amountCents: order.balanceCents })
  const [message, setMessage] = useState<string | null>(null)
  const [paid, setPaid] = useState(false)
  const [paying, startPaying] = useTransition()

  async function pay() {
    setMessage(null)
    // Checked first, before anything else is awaited: a wallet payment needs the click still live.
    const problem = await card.check()
    if (problem) return setMessage(problem)
    const form = new FormData()
    form.set('id', order.id)
    startPaying(async () => {
      const started = await action({ status: 'idle' }, form)
      if (started.status !== 'done') return setMessage(started.status === 'rejected' ? (started.message ?? started.errors.id ?? null) : null)
      const confirmed = await card.confirm(started.payment, { name: order.contactName, email: order.contactEmail })
      if (!confirmed.ok) return setMessage(confirmed.error)
      setPaid(true)
    })
  }

  if (paid) {
    return (
      <FormAlert tone="success">
        Thank you: your payment of <Price cents={order.balanceCents} /> went through. Your account shows it in a moment.
      </FormAlert>
    )
  }
  return (
    <div className="space-y-5">
      {message && <FormAlert tone="error">{message}</FormAlert>}
      {card.fields}
      <button type="button" onClick={() => void pay()} disabled={paying} className={primaryButtonClass}>
        {paying ? 'Paying…' : (
          <>
            Pay <Price cents={order.balanceCents} />
          </>
        )}
      </button>
    </div>
  )
}

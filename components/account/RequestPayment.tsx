'use client'

import { useState, useTransition } from 'react'
import { useCardPayment } from '@/components/payments/useCardPayment'
import { usePaymentConfig } from '@/components/payments/usePaymentConfig'
import { FormAlert } from '@/components/ui/FormField'
import { primaryButtonClass } from '@/components/ui/form-classes'
import { Price } from '@/components/ui/Price'
import type { FormAction } from '@/lib/forms/form-state'
import type { PaymentDue } from '@/lib/commerce/request-payments'
import type { PaymentStart } from '@/lib/payments/types'

type Props = {
  action: FormAction<'kind' | 'id' | 'shownCents', { payment: PaymentStart }>
  due: Pick<PaymentDue, 'kind' | 'id' | 'dueCents' | 'contactName' | 'contactEmail'>
}

/**
 * Pays what a request asks now (a quote's deposit, a balance) by card: the server starts the
 * payment for the amount it holds, the card goes straight to the provider, and the provider's
 * webhook records it.
 */
export function RequestPayment({ action, due }: Props) {
  const [message, setMessage] = useState<string | null>(null)
  const [paid, setPaid] = useState(false)
  const [paying, startPaying] = useTransition()
  const card = useCardPayment(usePaymentConfig(), { amountCents: due.dueCents, locked: paying })

  async function pay() {
    setMessage(null)
    // Checked first, before anything else is awaited: a wallet payment needs the click still live.
    const problem = await card.check()
    if (problem) return setMessage(problem)
    const form = new FormData()
    form.set('kind', due.kind)
    form.set('id', due.id)
    form.set('shownCents', String(due.dueCents))
    startPaying(async () => {
      const started = await action({ status: 'idle' }, form)
      if (started.status !== 'done') return setMessage(started.status === 'rejected' ? (started.message ?? Object.values(started.errors)[0] ?? null) : null)
      const confirmed = await card.confirm(started.payment, { name: due.contactName, email: due.contactEmail })
      if (!confirmed.ok) return setMessage(confirmed.error)
      setPaid(true)
    })
  }

  if (paid) {
    return (
      <FormAlert tone="success">
        Thank you: your payment of <Price cents={due.dueCents} /> went through. Your account shows it in a moment.
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
            Pay <Price cents={due.dueCents} />
          </>
        )}
      </button>
    </div>
  )
}

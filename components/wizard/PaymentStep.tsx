'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { AddressFields } from '@/components/orders/AddressFields'
import { Price } from '@/components/ui/Price'
import { addressErrors, type AddressInput } from '@/lib/checkout/address'
import { addressFieldId, type AddressKey } from '@/lib/checkout/fields'
import type { ExpressTotals, PaymentType } from '@/lib/pricing/express'

type Props = {
  paymentType: PaymentType
  totals: ExpressTotals
  depositPercent: number
  balanceNote: string
  onPaymentType: (type: PaymentType) => void
  /** Where the order goes, as typed so far (none before this step first opens). */
  delivery: AddressInput | undefined
  /** The team's contact, who receives it unless the team says otherwise. */
  contactName: string
  /** How often Complete Order was pressed with the address not ready: from the first, its problems show and the first is focused. */
  deliveryAttempts: number
  /** Told after each change whether the address may be sent. */
  onDeliveryChecked: (ok: boolean) => void
  /** Changes the address from the draft's as it is then: autofill changes several fields before the next render. */
  onDelivery: (change: (previous: AddressInput | undefined) => AddressInput) => void
  /** The payment provider's card form, below the summary. */
  children?: ReactNode
}

/** Where the express order goes, its price, the choice of deposit or full payment, and what is due now. */
/** The delivery address's inputs are named `delivery.<field>`. */
const DELIVERY_PREFIX = 'delivery'

/** Where a new express order goes: nowhere yet, in the United States until the team says otherwise. */
const EMPTY_DELIVERY: AddressInput = { fullName: '', line1: '', line2: '', city: '', region: '', postalCode: '', country: 'US', phone: '' }

export function PaymentStep({ paymentType, totals, depositPercent, balanceNote, onPaymentType, delivery, contactName, deliveryAttempts, onDeliveryChecked, onDelivery, children }: Props) {
  // The parcel goes to the contact unless the team says otherwise: their name starts the address, once,
  // as the step opens (shown at once, kept in the draft just after); a name the team clears stays cleared.
  const address = delivery ?? EMPTY_DELIVERY
  const [opened] = useState(() => ({ ...address, fullName: address.fullName.trim() === '' ? contactName : address.fullName }))
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    if (delivery === undefined || opened.fullName !== delivery.fullName) onDelivery((previous) => ({ ...(previous ?? EMPTY_DELIVERY), fullName: opened.fullName }))
  }, [opened, delivery, onDelivery])
  // The server's rules (lib/checkout/address), checked here before any card is touched.
  const deliveryErrors = addressErrors(address)
  const deliveryOk = Object.keys(deliveryErrors).length === 0
  useEffect(() => onDeliveryChecked(deliveryOk), [deliveryOk, onDeliveryChecked])
  // The first problem is focused each time Complete Order is pressed, not as the team types.
  const firstProblem = Object.keys(deliveryErrors)[0] as AddressKey | undefined
  const focusedAttempt = useRef(0)
  useEffect(() => {
    if (deliveryAttempts === focusedAttempt.current || !firstProblem) return
    focusedAttempt.current = deliveryAttempts
    document.getElementById(addressFieldId(DELIVERY_PREFIX, firstProblem))?.focus()
  }, [deliveryAttempts, firstProblem])
  const choices: { value: PaymentType; title: string; text: ReactNode }[] = [
    { value: 'deposit', title: `Pay a ${depositPercent}% deposit`, text: <>Pay <Price cents={totals.depositCents} /> now, the balance before shipping.</> },
    { value: 'full', title: 'Pay in full', text: <>Pay <Price cents={totals.subtotalCents} /> now and you are all set.</> },
  ]
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-6">
        {/* One handler for every field: each input's name is "delivery.<field>". */}
        <fieldset
          onChange={(event) => {
            const input = event.target
            if (!(input instanceof HTMLInputElement || input instanceof HTMLSelectElement)) return
            const [prefix, key] = input.name.split('.')
            if (prefix === DELIVERY_PREFIX && key && key in EMPTY_DELIVERY) onDelivery((previous) => ({ ...(previous ?? EMPTY_DELIVERY), [key]: input.value }))
          }}
        >
          <legend className="text-sm font-semibold text-navy-900">Where should we send the order?</legend>
          <p className="mt-1 text-sm text-slate-600">We ship to the United States and Canada.</p>
          <div className="mt-3">
            <AddressFields
              prefix={DELIVERY_PREFIX}
              values={opened}
              errors={deliveryAttempts > 0 ? deliveryErrors : {}}
              autocompleteSection="shipping"
              fullNameLabel="Who receives it (full name)"
            />
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold text-navy-900">How would you like to pay?</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {choices.map((choice) => (
              <label
                key={choice.value}
                className={`flex cursor-pointer gap-3 rounded-lg border-2 p-4 ${paymentType === choice.value ? 'border-navy-800 bg-ice-50' : 'border-slate-200 bg-white'}`}
              >
                <input type="radio" name="paymentType" value={choice.value} checked={paymentType === choice.value} onChange={() => onPaymentType(choice.value)} className="mt-1" />
                <span>
                  <span className="block font-semibold text-navy-900">{choice.title}</span>
                  <span className="block text-sm text-slate-700">{choice.text}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {children}
      </div>

      <section aria-labelledby="payment-summary" className="h-fit rounded-lg border border-slate-200 bg-slate-50 p-5">
        <h3 id="payment-summary" className="font-display text-lg font-bold tracking-wide text-navy-900 uppercase">
          Order summary
        </h3>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between">
            <dt>Players</dt>
            <dd data-testid="payment-players">{totals.playerCount}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Price per player</dt>
            <dd>
              <Price cents={totals.pricePerPlayerCents} />
            </dd>
          </div>
          <div className="flex justify-between border-t border-slate-200 pt-2">
            <dt>Subtotal</dt>
            <dd>
              <Price cents={totals.subtotalCents} data-testid="payment-subtotal" />
            </dd>
          </div>
          <div className="flex justify-between">
            <dt>Deposit ({depositPercent}%)</dt>
            <dd>
              <Price cents={totals.depositCents} data-testid="payment-deposit" />
            </dd>
          </div>
          <div className="flex justify-between border-t border-slate-300 pt-2 text-base font-bold text-navy-900">
            <dt>Total due now</dt>
            <dd>
              <Price cents={totals.amountDueCents} data-testid="payment-due" />
            </dd>
          </div>
        </dl>
        {paymentType === 'deposit' && <p className="mt-4 text-sm text-slate-700">{balanceNote}</p>}
      </section>
    </div>
  )
}

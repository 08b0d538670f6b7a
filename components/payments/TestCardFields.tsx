'use client'

import { useImperativeHandle, useRef, useState, type Ref } from 'react'
import { FormField } from '@/components/ui/FormField'
import { inputClass } from '@/components/ui/form-classes'
import { CARD_NAME_MAX, checkCard, checkCardField, formatCardNumber, formatExpiry, type CardField, type CardInput } from '@/lib/payments/card'
import { confirmTestPayment, type CardForm } from './confirm'

type Props = {
  ref?: Ref<CardForm>
  /** The local payment service, which the browser confirms with directly. */
  serviceUrl: string
  /** Disabled while a payment is under way. */
  locked: boolean
}

const FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc', 'name']

const EMPTY: CardInput = { number: '', expiry: '', cvc: '', name: '' }

/** Each field as typed, shaped as it is typed. */
const SHAPE: Record<CardField, (value: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: (value) => value.replace(/\D/g, '').slice(0, 4),
  name: (value) => value.slice(0, CARD_NAME_MAX),
}

const INPUTS: Record<CardField, { label: string; autoComplete: string; placeholder?: string; numeric: boolean; maxLength: number }> = {
  number: { label: 'Card number', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', numeric: true, maxLength: 23 },
  expiry: { label: 'Expiry date (MM/YY)', autoComplete: 'cc-exp', placeholder: 'MM/YY', numeric: true, maxLength: 7 },
  cvc: { label: 'CVC', autoComplete: 'cc-csc', placeholder: '123', numeric: true, maxLength: 4 },
  name: { label: 'Name on card', autoComplete: 'cc-name', numeric: false, maxLength: CARD_NAME_MAX },
}

/**
 * The test provider's card form: number, expiry, CVC and name, checked on leaving each field and
 * all together before the order is submitted, with the rules the payment service applies
 * (lib/payments/card). The inputs have no `name`, so no form ever sends them to the site: the card
 * goes from this page to the payment service only, when the payment is confirmed.
 */
export function TestCardFields({ ref, serviceUrl, locked }: Props) {
  const [card, setCard] = useState<CardInput>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({})
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({})

  useImperativeHandle(
    ref,
    () => ({
      async check() {
        const found = checkCard(card)
        setErrors(found)
        const first = FIELDS.find((field) => found[field])
        if (!first) return null
        inputs.current[first]?.focus()
        return found[first] ?? null
      },
      confirm: (start, details) => confirmTestPayment(serviceUrl, start, card, details),
    }),
    [card, serviceUrl],
  )

  const field = (name: CardField) => {
    const { label, autoComplete, placeholder, numeric, maxLength } = INPUTS[name]
    return (
      <FormField id={`card-${name}`} label={label} error={errors[name]}>
        {(aria) => (
          <input
            {...aria}
            ref={(element) => {
              inputs.current[name] = element
            }}
            type="text"
            inputMode={numeric ? 'numeric' : undefined}
            autoComplete={autoComplete}
            autoCorrect="off"
            spellCheck={false}
            placeholder={placeholder}
            maxLength={maxLength}
            aria-required
            value={card[name]}
            onChange={(event) => {
              const value = SHAPE[name](event.target.value)
              setCard((current) => ({ ...current, [name]: value }))
              if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }))
            }}
            onBlur={() => {
              // An untouched field is not an error until the order is submitted.
              if (card[name] === '') return
              setErrors((current) => ({ ...current, [name]: checkCardField(name, card[name]) ?? undefined }))
            }}
            className={inputClass}
          />
        )}
      </FormField>
    )
  }

  return (
    <fieldset disabled={locked} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
      <legend className="px-1 text-sm font-semibold text-navy-900">Card details</legend>
      <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        Test payments: no card is charged. Use 4242 4242 4242 4242 with any future date and any CVC; 4000 0000 0000 0002 is declined.
      </p>
      {field('number')}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('expiry')}
        {field('cvc')}
      </div>
      {field('name')}
    </fieldset>
  )
}

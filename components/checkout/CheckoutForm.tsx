'use client'

import { useActionState, useState } from 'react'
import { FormAlert, FormField, inputClass, primaryButtonClass } from '@/components/ui/FormField'
import { ADDRESS_KEYS, COUNTRIES, SHIPPING_METHODS, addressFieldName, type AddressKey, type CheckoutField } from '@/lib/checkout/fields'
import { CHECK_THE_FIELDS, IDLE, type FormAction } from '@/lib/forms/form-state'

type Props = {
  action: FormAction<CheckoutField>
  idempotencyKey: string
  defaultName: string
}

const LABELS: Record<AddressKey, string> = {
  fullName: 'Full name',
  line1: 'Street address',
  line2: 'Apartment, suite, etc. (optional)',
  city: 'City',
  region: 'State or province',
  postalCode: 'ZIP or postal code',
  country: 'Country',
  phone: 'Phone (optional)',
}

const AUTOCOMPLETE: Record<AddressKey, string> = {
  fullName: 'name',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  region: 'address-level1',
  postalCode: 'postal-code',
  country: 'country',
  phone: 'tel',
}

const fieldId = (name: CheckoutField) => name.replace('.', '-')

/** Shipping and billing addresses, shipping method and payment terms, sent to placeOrderAction. */
export function CheckoutForm({ action, idempotencyKey, defaultName }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  const [sameBilling, setSameBilling] = useState(invalid ? invalid.values.billingSameAsShipping !== '' : true)
  // A stale page's missing idempotency key has no input to point at: it is said as the form's message.
  const { idempotencyKey: staleForm, ...inputErrors } = invalid?.errors ?? {}
  const fieldErrors = Object.entries(inputErrors).map(([name, message]) => ({ id: fieldId(name as CheckoutField), message: message ?? '' }))

  const address = (prefix: 'shipping' | 'billing', autocompleteSection: string) =>
    ADDRESS_KEYS.map((key) => {
      const name = addressFieldName(prefix, key)
      const typed = invalid?.values[name]
      const control = { name, defaultValue: typed ?? (key === 'fullName' ? defaultName : key === 'country' ? 'US' : ''), autoComplete: `${autocompleteSection} ${AUTOCOMPLETE[key]}`, className: inputClass }
      return (
        <div key={name} className={key === 'line1' || key === 'line2' || key === 'fullName' ? 'sm:col-span-2' : undefined}>
          <FormField id={fieldId(name)} label={LABELS[key]} error={invalid?.errors[name]}>
            {(aria) =>
              key === 'country' ? (
                <select {...aria} {...control}>
                  {COUNTRIES.map((country) => (
                    <option key={country.value} value={country.value}>
                      {country.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...aria} {...control} type={key === 'phone' ? 'tel' : 'text'} required={key !== 'line2' && key !== 'phone'} />
              )
            }
          </FormField>
        </div>
      )
    })

  return (
    <form action={submit} className="space-y-8" key={invalid ? JSON.stringify(invalid.values) : 'new'} noValidate>
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {invalid && (
        <FormAlert tone="error" fieldErrors={fieldErrors}>
          {staleForm ?? invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      <fieldset className="space-y-4">
        <legend className="font-display text-2xl font-semibold text-navy-900 uppercase">Shipping address</legend>
        <div className="grid gap-4 sm:grid-cols-2">{address('shipping', 'shipping')}</div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-display text-2xl font-semibold text-navy-900 uppercase">Billing address</legend>
        <label className="flex items-center gap-2 text-slate-800">
          <input type="checkbox" name="billingSameAsShipping" checked={sameBilling} onChange={(event) => setSameBilling(event.target.checked)} className="size-4" />
          Same as the shipping address
        </label>
        {!sameBilling && <div className="grid gap-4 sm:grid-cols-2">{address('billing', 'billing')}</div>}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="font-display text-2xl font-semibold text-navy-900 uppercase">Shipping and payment</legend>
        {SHIPPING_METHODS.map((method) => (
          <label key={method.value} className="flex items-center gap-2 text-slate-800">
            <input type="radio" name="shippingMethod" value={method.value} defaultChecked className="size-4" />
            {method.label} — free
          </label>
        ))}
        <p className="text-sm text-slate-600">
          Payment: we e-mail an invoice with your design proof. Nothing is charged when you place the order; production starts once the
          proof is approved and the invoice paid.
        </p>
      </fieldset>
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending ? 'Placing order…' : 'Place order'}
      </button>
    </form>
  )
}

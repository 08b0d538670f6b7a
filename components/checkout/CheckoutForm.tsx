'use client'

import { useActionState, useState } from 'react'
import { AddressFields } from '@/components/orders/AddressFields'
import { FormAlert } from '@/components/ui/FormField'
import { primaryButtonClass } from '@/components/ui/form-classes'
import { ADDRESS_KEYS, SHIPPING_METHODS, addressFieldId, addressFieldName, type AddressKey, type CheckoutField } from '@/lib/checkout/fields'
import { CHECK_THE_FIELDS, IDLE, type FormAction } from '@/lib/forms/form-state'

type Props = {
  action: FormAction<CheckoutField>
  idempotencyKey: string
  defaultName: string
}

/** Shipping and billing addresses, shipping method and payment terms, sent to placeOrderAction. */
export function CheckoutForm({ action, idempotencyKey, defaultName }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  const [sameBilling, setSameBilling] = useState(invalid ? invalid.values.billingSameAsShipping !== '' : true)
  // A stale page's missing idempotency key has no input to point at: it is said as the form's message.
  const { idempotencyKey: staleForm, ...inputErrors } = invalid?.errors ?? {}
  const fieldErrors = Object.entries(inputErrors).map(([name, message]) => {
    const [prefix = '', key] = name.split('.')
    return { id: key ? addressFieldId(prefix, key as AddressKey) : name, message: message ?? '' }
  })

  const address = (prefix: 'shipping' | 'billing') => {
    const typed = (key: (typeof ADDRESS_KEYS)[number]) => invalid?.values[addressFieldName(prefix, key)]
    const values = Object.fromEntries(ADDRESS_KEYS.map((key) => [key, typed(key) ?? (key === 'fullName' ? defaultName : undefined)]))
    const errors = Object.fromEntries(ADDRESS_KEYS.map((key) => [key, invalid?.errors[addressFieldName(prefix, key)]]))
    return <AddressFields prefix={prefix} values={values} errors={errors} autocompleteSection={prefix} />
  }

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
        {address('shipping')}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-display text-2xl font-semibold text-navy-900 uppercase">Billing address</legend>
        <label className="flex items-center gap-2 text-slate-800">
          <input type="checkbox" name="billingSameAsShipping" checked={sameBilling} onChange={(event) => setSameBilling(event.target.checked)} className="size-4" />
          Same as the shipping address
        </label>
        {!sameBilling && address('billing')}
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

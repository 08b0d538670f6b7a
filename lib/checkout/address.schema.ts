import { z } from 'zod'
import { nestFields, parseForm, type FormInput, type ParsedForm } from '@/lib/forms/parse-form'
import { addressErrors, tidyAddress, type Address } from './address'
import { ADDRESS_KEYS, CHECKOUT_FIELDS, SHIPPING_METHODS, type AddressKey, type CheckoutField } from './fields'

/** A shipping, billing or delivery address, by the rules of ./address; a field left out is blank. */
export const addressSchema = z
  .object(Object.fromEntries(ADDRESS_KEYS.map((key) => [key, z.string().default('')])) as Record<AddressKey, z.ZodDefault<z.ZodString>>, 'Please enter the address.')
  .superRefine((address, ctx) => {
    for (const [key, message] of Object.entries(addressErrors(address))) ctx.addIssue({ code: 'custom', path: [key], message })
  })
  .transform(tidyAddress)

export type { Address }

const shippingMethodSchema = z.enum(
  SHIPPING_METHODS.map((method) => method.value),
  'Please choose a shipping method',
)

/** Sent with every checkout form, so a submit repeated (double click, retry) places one order. */
const idempotencyKeySchema = z.uuid('This checkout form is out of date. Please reload the page.')

/** The checkout form: billing is its own address unless the customer ticks "same as shipping". */
export const checkoutSchema = z
  .discriminatedUnion('billingSameAsShipping', [
    z.object({
      billingSameAsShipping: z.literal(true),
      shipping: addressSchema,
      shippingMethod: shippingMethodSchema.default('standard'),
      idempotencyKey: idempotencyKeySchema,
    }),
    z.object({
      billingSameAsShipping: z.literal(false),
      shipping: addressSchema,
      billing: addressSchema,
      shippingMethod: shippingMethodSchema.default('standard'),
      idempotencyKey: idempotencyKeySchema,
    }),
  ])
  .transform((checkout) => ({
    shipping: checkout.shipping,
    billingSameAsShipping: checkout.billingSameAsShipping,
    billing: 'billing' in checkout ? checkout.billing : checkout.shipping,
    shippingMethod: checkout.shippingMethod,
    idempotencyKey: checkout.idempotencyKey,
  }))

export type Checkout = z.output<typeof checkoutSchema>

/** A ticked checkbox submits "on" (or "true" when given that value); an unticked one submits nothing. */
const isTicked = (value: string) => value === 'on' || value === 'true'

/** Reads the submitted checkout form: the addresses (billing = shipping when ticked), or the first error per field and what was typed. */
export function parseCheckoutForm(input: FormInput): ParsedForm<Checkout, CheckoutField> {
  return parseForm(checkoutSchema, input, CHECKOUT_FIELDS, {
    toInput: (values) => ({
      ...nestFields(values),
      billingSameAsShipping: isTicked(values.billingSameAsShipping),
      shippingMethod: values.shippingMethod || undefined,
    }),
  })
}

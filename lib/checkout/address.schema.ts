import { z } from 'zod'
import { nestFields, parseForm, type FormInput, type ParsedForm } from '@/lib/forms/parse-form'
import { CHECKOUT_FIELDS, COUNTRIES, SHIPPING_METHODS, type CheckoutField, type CountryCode } from './fields'

/** Each country's postal code: the format it must have, what to tell someone who got it wrong, and its tidy form. */
const POSTAL_CODES: Record<CountryCode, { pattern: RegExp; message: string; tidy: (code: string) => string }> = {
  US: {
    pattern: /^\d{5}(-\d{4})?$/,
    message: 'Please enter a ZIP code such as 12345 or 12345-6789',
    tidy: (code) => code,
  },
  CA: {
    // Canada Post never uses D, F, I, O, Q or U, nor W or Z in first place.
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
    message: 'Please enter a postal code such as K1A 0B1',
    tidy: (code) => `${code.slice(0, 3)} ${code.slice(-3)}`.toUpperCase(),
  },
}

/** A phone number is optional; only digits, parentheses, hyphens, spaces and plus. */
const phoneSchema = z
  .string()
  .trim()
  .max(30, 'Phone numbers can be at most 30 characters')
  .regex(/^[0-9()+\- ]*$/, 'Please enter a valid phone number')

const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} can be at most ${max} characters`)

/** A shipping or billing address; the lengths are the database's. */
export const addressSchema = z
  .object({
    fullName: requiredText('Full name', 120),
    line1: requiredText('Street address', 200),
    line2: z.string().trim().max(200, 'Address line 2 can be at most 200 characters').default(''),
    city: requiredText('City', 100),
    region: requiredText('State or province', 100),
    postalCode: requiredText('Postal code', 20),
    country: z.enum(
      COUNTRIES.map((country) => country.value),
      'Please choose the United States or Canada',
    ),
    phone: phoneSchema.default(''),
  })
  .superRefine((address, ctx) => {
    const rule = POSTAL_CODES[address.country]
    if (address.postalCode !== '' && !rule.pattern.test(address.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: rule.message })
    }
  })
  .transform((address) => ({ ...address, postalCode: POSTAL_CODES[address.country].tidy(address.postalCode) }))

export type Address = z.output<typeof addressSchema>

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

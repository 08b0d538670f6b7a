// The checkout form's fields and choices, apart from its schema, so the form in the browser ships
// no validation library; ./address checks what it sends.

/** Where we ship: the United States and Canada, with the words each country uses on its forms. */
export const COUNTRIES = [
  { value: 'US', label: 'United States', regionLabel: 'State', postalCodeLabel: 'ZIP code', postalCodeExample: '12345' },
  { value: 'CA', label: 'Canada', regionLabel: 'Province or territory', postalCodeLabel: 'Postal code', postalCodeExample: 'K1A 0B1' },
] as const

export type CountryCode = (typeof COUNTRIES)[number]['value']

/** The only shipping method there is, so also the default. */
export const SHIPPING_METHODS = [{ value: 'standard', label: 'Standard shipping' }] as const

export const ADDRESS_KEYS = ['fullName', 'line1', 'line2', 'city', 'region', 'postalCode', 'country', 'phone'] as const
export type AddressKey = (typeof ADDRESS_KEYS)[number]

/** An address as typed: every field text, the country one of COUNTRIES' codes once checked (./address). */
export type AddressInput = Record<AddressKey, string>

/** The name of an address input in a form, e.g. "shipping.city". */
export function addressFieldName<P extends string, K extends AddressKey>(prefix: P, key: K): `${P}.${K}` {
  return `${prefix}.${key}`
}

/** The id of an address input named `<prefix>.<key>` (AddressFields), for focus and an error summary's links. */
export const addressFieldId = (prefix: string, key: AddressKey) => `${prefix}-${key}`

/** The inputs of a delivery address (an accepted quote's, the back office's change), by name. */
export const DELIVERY_FIELDS = ADDRESS_KEYS.map((key) => addressFieldName('delivery', key))

/** Every input of the checkout form, by name. */
export const CHECKOUT_FIELDS = [
  ...ADDRESS_KEYS.map((key) => addressFieldName('shipping', key)),
  ...ADDRESS_KEYS.map((key) => addressFieldName('billing', key)),
  'billingSameAsShipping',
  'shippingMethod',
  'idempotencyKey',
] as const

export type CheckoutField = (typeof CHECKOUT_FIELDS)[number]

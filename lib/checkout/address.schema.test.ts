import { describe, expect, it } from 'vitest'
import { addressSchema, checkoutSchema, parseCheckoutForm, type Address } from './address.schema'
import { addressFieldName, CHECKOUT_FIELDS, COUNTRIES } from './fields'

const halifax = {
  fullName: 'Sam Morrison',
  line1: '1 Rink Road',
  line2: '',
  city: 'Halifax',
  region: 'NS',
  postalCode: 'B3H 1A1',
  country: 'CA',
  phone: '',
} satisfies Address
const boston = { ...halifax, city: 'Boston', region: 'MA', postalCode: '02134', country: 'US', phone: '+1 (617) 555-0100' } satisfies Address

const firstError = (input: Record<string, unknown>) => addressSchema.safeParse(input).error?.issues[0]?.message

const idempotencyKey = '0b6f3c2e-8a1d-4f5e-9c7b-2d4e6f8a0b1c'

/** A checkout form as the browser submits it. */
const form = (shipping: Record<string, string>, billing: Record<string, string>, extra: Record<string, string> = {}) => {
  const data = new FormData()
  data.set('idempotencyKey', idempotencyKey)
  for (const [key, value] of Object.entries(shipping)) data.set(`shipping.${key}`, value)
  for (const [key, value] of Object.entries(billing)) data.set(`billing.${key}`, value)
  for (const [key, value] of Object.entries(extra)) data.set(key, value)
  return data
}
const blank = Object.fromEntries(Object.keys(halifax).map((key) => [key, '']))

describe('COUNTRIES', () => {
  it('ships to the United States and Canada', () => {
    expect(COUNTRIES.map((country) => country.value)).toEqual(['US', 'CA'])
  })
})

describe('addressSchema', () => {
  it('accepts a Canadian and an American address', () => {
    expect(addressSchema.parse(halifax)).toEqual(halifax)
    expect(addressSchema.parse(boston)).toEqual(boston)
  })

  it('names every missing required field', () => {
    const issues = addressSchema.safeParse({ ...blank, country: 'US' }).error?.issues.map((issue) => [issue.path.join('.'), issue.message])
    expect(issues).toEqual([
      ['fullName', 'Full name is required'],
      ['line1', 'Street address is required'],
      ['city', 'City is required'],
      ['region', 'State or province is required'],
      ['postalCode', 'Postal code is required'],
    ])
  })

  it('leaves address line 2 and the phone optional', () => {
    expect(addressSchema.parse({ ...halifax, line2: undefined, phone: undefined })).toEqual(halifax)
  })

  it.each(['12345', '12345-6789', ' 02134 '])('accepts the ZIP code "%s"', (postalCode) => {
    expect(addressSchema.safeParse({ ...boston, postalCode }).success).toBe(true)
  })

  it.each(['1234', '123456', '12345-678', 'K1A 0B1'])('rejects the ZIP code "%s"', (postalCode) => {
    expect(firstError({ ...boston, postalCode })).toBe('Please enter a ZIP code such as 12345 or 12345-6789')
  })

  it('accepts Canadian postal codes in any case, with or without the space, and tidies them', () => {
    expect(addressSchema.parse({ ...halifax, postalCode: 'k1a0b1' }).postalCode).toBe('K1A 0B1')
    expect(addressSchema.parse({ ...halifax, postalCode: 'm5v 3l9' }).postalCode).toBe('M5V 3L9')
  })

  it.each(['12345', 'K1A-0B1', 'D1A 0B1', 'W1A 0B1', 'K1A 0B'])('rejects the postal code "%s"', (postalCode) => {
    expect(firstError({ ...halifax, postalCode })).toBe('Please enter a postal code such as K1A 0B1')
  })

  it('rejects a country we do not ship to', () => {
    expect(firstError({ ...halifax, country: 'GB' })).toBe('Please choose the United States or Canada')
  })

  it.each(['555-0100', '+1 (902) 555-0100', '902 555 0100'])('accepts the phone number %s', (phone) => {
    expect(addressSchema.safeParse({ ...halifax, phone }).success).toBe(true)
  })

  it.each(['555.0100', 'call me', '555-0100 ext 2'])('rejects the phone number %s', (phone) => {
    expect(firstError({ ...halifax, phone })).toBe('Please enter a valid phone number')
  })

  it('checks the postal code even while other fields are missing', () => {
    const messages = addressSchema.safeParse({ ...halifax, city: '', postalCode: '123' }).error?.issues.map((issue) => issue.message)
    expect(messages).toEqual(['City is required', 'Please enter a postal code such as K1A 0B1'])
  })
})

describe('checkoutSchema', () => {
  it('uses the shipping address for billing when the box is ticked, and ships standard by default', () => {
    expect(checkoutSchema.parse({ idempotencyKey, billingSameAsShipping: true, shipping: halifax, billing: { junk: true } })).toEqual({
      shipping: halifax,
      billingSameAsShipping: true,
      billing: halifax,
      shippingMethod: 'standard',
      idempotencyKey,
    })
  })

  it('needs a billing address when the box is not ticked', () => {
    expect(checkoutSchema.safeParse({ idempotencyKey, billingSameAsShipping: false, shipping: halifax }).success).toBe(false)
    expect(checkoutSchema.parse({ idempotencyKey, billingSameAsShipping: false, shipping: halifax, billing: boston }).billing).toEqual(boston)
  })

  it('knows only standard shipping', () => {
    expect(checkoutSchema.safeParse({ idempotencyKey, billingSameAsShipping: true, shipping: halifax, shippingMethod: 'overnight' }).error?.issues[0]?.message).toBe(
      'Please choose a shipping method',
    )
  })
})

describe('parseCheckoutForm', () => {
  it('names its inputs shipping.<field> and billing.<field>', () => {
    expect(addressFieldName('billing', 'postalCode')).toBe('billing.postalCode')
    expect(CHECKOUT_FIELDS).toContain('shipping.fullName')
    expect(CHECKOUT_FIELDS).toContain('billingSameAsShipping')
  })

  it('reads a form with billing the same as shipping, ignoring the hidden billing inputs', () => {
    expect(parseCheckoutForm(form(halifax, blank, { billingSameAsShipping: 'on' }))).toMatchObject({
      ok: true,
      data: { shipping: halifax, billingSameAsShipping: true, billing: halifax, shippingMethod: 'standard', idempotencyKey },
    })
  })

  it('reads a form with its own billing address', () => {
    const result = parseCheckoutForm(form(halifax, boston, { shippingMethod: 'standard' }))
    expect(result.ok && result.data.billing).toEqual(boston)
  })

  it('gives the first error of each field, on the field the user typed into, and keeps what was typed', () => {
    const result = parseCheckoutForm(form({ ...halifax, postalCode: '90210', phone: 'call me' }, { ...boston, city: '' }))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual({
      'shipping.postalCode': 'Please enter a postal code such as K1A 0B1',
      'shipping.phone': 'Please enter a valid phone number',
      'billing.city': 'City is required',
    })
    expect(result.values['shipping.postalCode']).toBe('90210')
    expect(result.values['billing.line1']).toBe('1 Rink Road')
    expect(result.values.billingSameAsShipping).toBe('')
  })

  it('refuses a form without its idempotency key, which only a stale page lacks', () => {
    const data = form(halifax, blank, { billingSameAsShipping: 'on' })
    data.delete('idempotencyKey')
    const result = parseCheckoutForm(data)
    expect(result.ok === false && result.errors).toEqual({ idempotencyKey: 'This checkout form is out of date. Please reload the page.' })
  })

  it('reports no billing errors while the box is ticked', () => {
    const result = parseCheckoutForm(form({ ...halifax, fullName: '' }, blank, { billingSameAsShipping: 'on' }))
    expect(result.ok === false && result.errors).toEqual({ 'shipping.fullName': 'Full name is required' })
  })
})

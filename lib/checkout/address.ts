// An address's rules, without a validation library, so a form in the browser can check one before it
// is sent (the express wizard's delivery address) by the same rules the server applies
// (./address.schema). The lengths are the database's (shipping_address, is_delivery_address).
import { ADDRESS_KEYS, COUNTRIES, type AddressInput, type AddressKey, type CountryCode } from './fields'

export type { AddressInput }

/** An address that passed addressErrors, tidied. */
export type Address = Omit<AddressInput, 'country'> & { country: CountryCode }

/** Each field's name in messages, whether it must be filled, and its longest. */
const FIELD_RULES: Record<AddressKey, { label: string; required: boolean; max: number }> = {
  fullName: { label: 'Full name', required: true, max: 120 },
  line1: { label: 'Street address', required: true, max: 200 },
  line2: { label: 'Address line 2', required: false, max: 200 },
  city: { label: 'City', required: true, max: 100 },
  region: { label: 'State or province', required: true, max: 100 },
  postalCode: { label: 'Postal code', required: true, max: 20 },
  country: { label: 'Country', required: true, max: 2 },
  phone: { label: 'Phone numbers', required: false, max: 30 },
}

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

const isCountry = (value: string): value is CountryCode => COUNTRIES.some((country) => country.value === value)

/** What is wrong with an address, the first problem per field; {} when it may be sent. */
export function addressErrors(address: AddressInput): Partial<Record<AddressKey, string>> {
  const errors: Partial<Record<AddressKey, string>> = {}
  for (const key of ADDRESS_KEYS) {
    const { label, required, max } = FIELD_RULES[key]
    const value = address[key].trim()
    if (key === 'country') {
      if (!isCountry(value)) errors.country = 'Please choose the United States or Canada'
    } else if (required && value === '') errors[key] = `${label} is required`
    else if (value.length > max) errors[key] = `${label} can be at most ${max} characters`
    else if (key === 'phone' && !/^[0-9()+\- ]*$/.test(value)) errors.phone = 'Please enter a valid phone number'
  }
  const country = address.country.trim()
  const postalCode = address.postalCode.trim()
  if (!errors.postalCode && isCountry(country) && !POSTAL_CODES[country].pattern.test(postalCode)) errors.postalCode = POSTAL_CODES[country].message
  return errors
}

/** An address on one line, as an e-mail's facts and a short summary write it. */
export function addressLine(address: AddressInput): string {
  const country = COUNTRIES.find((candidate) => candidate.value === address.country)?.label ?? address.country
  return [address.fullName, address.line1, address.line2, address.city, `${address.region} ${address.postalCode}`, country].filter((part) => part.trim() !== '').join(', ')
}

/** An address that passed addressErrors, trimmed and its postal code in its country's form. */
export function tidyAddress(address: AddressInput): Address {
  const trimmed = Object.fromEntries(ADDRESS_KEYS.map((key) => [key, address[key].trim()])) as AddressInput
  const country = trimmed.country as CountryCode
  return { ...trimmed, country, postalCode: POSTAL_CODES[country].tidy(trimmed.postalCode) }
}

import { FormField } from '@/components/ui/FormField'
import { inputClass } from '@/components/ui/form-classes'
import { ADDRESS_KEYS, COUNTRIES, addressFieldId, addressFieldName, type AddressKey } from '@/lib/checkout/fields'

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

type Props = {
  /** Each input is named `<prefix>.<field>` (e.g. "shipping.city") and has the id `<idPrefix>-<field>`. */
  prefix: string
  /** Where a page may show the same form twice: each its own ids (default: the prefix). */
  idPrefix?: string
  /** What the fields start with: what was typed (kept through a refusal) or a saved address. */
  values: Partial<Record<AddressKey, string>>
  errors?: Partial<Record<AddressKey, string>>
  /** The browser's autofill section ("shipping", "billing"), so it fills the right address. */
  autocompleteSection: string
  /** The name field's label where "Full name" would not say whose (a delivery's recipient). */
  fullNameLabel?: string
  /** While what the address goes with is being sent (a payment): not to be changed. */
  disabled?: boolean
}

/** An address's part of a form's values or errors (keyed "<prefix>.<field>"), by field. */
export function addressPart(record: Readonly<Partial<Record<string, string>>> | undefined, prefix: string): Partial<Record<AddressKey, string>> {
  return Object.fromEntries(ADDRESS_KEYS.map((key) => [key, record?.[addressFieldName(prefix, key)]]))
}

/** A form's errors on an address's fields for FormAlert's summary, each linked to its input. */
export function addressErrorSummary(errors: Readonly<Partial<Record<string, string>>>, prefix: string, idPrefix = prefix): { id: string; message: string }[] {
  return ADDRESS_KEYS.flatMap((key) => {
    const message = errors[addressFieldName(prefix, key)]
    return message ? [{ id: addressFieldId(idPrefix, key), message }] : []
  })
}

/** An address's inputs, as the checkout, the express wizard and the back office ask for one. */
export function AddressFields({ prefix, idPrefix = prefix, values, errors = {}, autocompleteSection, fullNameLabel, disabled }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {ADDRESS_KEYS.map((key) => {
        const control = {
          name: `${prefix}.${key}`,
          defaultValue: values[key] ?? (key === 'country' ? 'US' : ''),
          autoComplete: `${autocompleteSection} ${AUTOCOMPLETE[key]}`,
          className: inputClass,
          disabled,
        }
        return (
          <div key={key} className={key === 'line1' || key === 'line2' || key === 'fullName' ? 'sm:col-span-2' : undefined}>
            <FormField id={addressFieldId(idPrefix, key)} label={key === 'fullName' && fullNameLabel ? fullNameLabel : LABELS[key]} error={errors[key]}>
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
      })}
    </div>
  )
}

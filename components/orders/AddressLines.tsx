import { COUNTRIES } from '@/lib/checkout/fields'
import type { AddressInput } from '@/lib/checkout/address'

/** An address as it is written on a parcel: name, street, city and code, country, phone. */
export function AddressLines({ address }: { address: AddressInput }) {
  const country = COUNTRIES.find((candidate) => candidate.value === address.country)?.label ?? address.country
  const lines = [address.fullName, address.line1, address.line2, `${address.city}, ${address.region} ${address.postalCode}`, country, address.phone]
  return (
    <address className="not-italic">
      {lines.filter(Boolean).map((line, index) => (
        <span key={index} className="block break-words">
          {line}
        </span>
      ))}
    </address>
  )
}

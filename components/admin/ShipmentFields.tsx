import { FormField } from '@/components/ui/FormField'
import { inputClass } from '@/components/ui/form-classes'
import { CARRIERS, TRACKING_NUMBER } from '@/lib/orders/shipping'

type Props = {
  /** Where a page shows several (one per parcel): each its own ids. */
  idPrefix?: string
  /** What was typed, kept through a refusal, and what is wrong with it. */
  values?: { carrier?: string; trackingNumber?: string }
  errors?: { carrier?: string; trackingNumber?: string }
  /** Who gets the tracking number by e-mail. */
  hint: string
}

/** How a parcel goes, as staff record it: the carrier from the shop's list, and the tracking number. */
export function ShipmentFields({ idPrefix = '', values = {}, errors = {}, hint }: Props) {
  const id = (field: string) => (idPrefix ? `${idPrefix}-${field}` : field)
  return (
    <>
      <FormField id={id('carrier')} label="Carrier" error={errors.carrier}>
        {(control) => (
          <select {...control} name="carrier" defaultValue={values.carrier ?? ''} className={inputClass}>
            <option value="">Choose the carrier</option>
            {CARRIERS.map((carrier) => (
              <option key={carrier.value} value={carrier.value}>
                {carrier.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={id('trackingNumber')} label="Tracking number" hint={hint} error={errors.trackingNumber}>
        {(control) => <input {...control} name="trackingNumber" maxLength={TRACKING_NUMBER.max} autoComplete="off" defaultValue={values.trackingNumber ?? ''} className={inputClass} />}
      </FormField>
    </>
  )
}

import { labelClass } from '@/components/ui/form-classes'
import { Price } from '@/components/ui/Price'
import type { FormValues } from '@/lib/forms/parse-form'
import type { ExpressOption } from '@/lib/pricing/express'
import { MAX_ITEM_OPTIONS, offerField } from '@/lib/team-stores/fields'

type Props = {
  productName: string
  options: readonly ExpressOption[]
  /** The form's own prefix for the field's id ("store", "store-change-add-item"). */
  idPrefix: string
  /** What a rejected form sent back: the options ticked then stay ticked; every option is, at first. */
  typed?: Partial<FormValues<ReturnType<typeof offerField>>>
  error?: string
}

/**
 * The options of a product a store offers, ticked by the manager: its first at first, which every
 * player takes; with more ticked, each player chooses one, at its price.
 */
export function OfferedOptions({ productName, options, idPrefix, typed, error }: Props) {
  if (options.length === 0) return null
  const ticked = typed && Array.from({ length: MAX_ITEM_OPTIONS }, (_, place) => typed[offerField(place)] ?? '')
  const id = `${idPrefix}-${offerField(0)}`
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} className="space-y-2">
      <legend className={labelClass}>The {productName} in</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Tick more than one to let each player choose theirs (a youth size, an upgrade): each pays its price here and any mark-up.
      </p>
      {options.map((option, place) => (
        <label key={option.key} className="flex items-center gap-3 text-slate-800">
          <input type="checkbox" className="size-5" name={offerField(place)} value={option.key} defaultChecked={ticked ? ticked.includes(option.key) : place === 0} />
          <span>
            {option.name} · <Price cents={option.priceCents} />
          </span>
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

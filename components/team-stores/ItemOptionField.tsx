import { Price } from '@/components/ui/Price'
import { optionField } from '@/lib/team-stores/fields'
import { linePriceCents, type StoreItem } from '@/lib/team-stores/items'

type Props = {
  item: StoreItem
  /** The form's own prefix for the field's id ("entry"). */
  idPrefix: string
  value: string
  onChange: (option: string) => void
  error?: string
  disabled?: boolean
}

/** Which of an item's options a player takes, each with what it costs them: one radio group per item with options, named by its position. */
export function ItemOptionField({ item, idPrefix, value, onChange, error, disabled }: Props) {
  // As the form's error summary links to it: the prefix and the field's name.
  const id = `${idPrefix}-${optionField(item.position)}`
  const errorId = `${id}-error`
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-navy-900">Which {item.productName}</legend>
      {item.options.map((option) => (
        <label key={option.key} className="flex items-center gap-3 text-slate-800">
          <input
            type="radio"
            className="size-5"
            name={optionField(item.position)}
            value={option.key}
            checked={value === option.key}
            onChange={() => onChange(option.key)}
            disabled={disabled}
          />
          <span>
            {option.name} · <Price cents={linePriceCents(item, option.key)} />
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

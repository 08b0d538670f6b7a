import { Price } from '@/components/ui/Price'
import { optionField } from '@/lib/team-stores/fields'
import { linePriceCents, type StoreItem } from '@/lib/team-stores/items'

type Props = {
  item: StoreItem
  /** What the content says of each option, by its key. */
  notes: Readonly<Record<string, string>>
  /** The form's own prefix for the field's id ("entry"). */
  idPrefix: string
  value: string
  onChange: (option: string) => void
  error?: string
  disabled?: boolean
}

/** Which of an item's options a player takes, each with what it costs them: one radio group per item with options, named by its position. */
export function ItemOptionField({ item, notes, idPrefix, value, onChange, error, disabled }: Props) {
  // As the form's error summary links to it: the prefix and the field's name.
  const id = `${idPrefix}-${optionField(item.position)}`
  const errorId = `${id}-error`
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-navy-900">Which {item.productName}</legend>
      {item.options.map((option) => {
        const optionId = `${id}-${option.key}`
        const note = notes[option.key]
        // The note beside the option, not in its name: the radio is named by the option and its price.
        return (
          <div key={option.key} className="flex items-start gap-3 text-slate-800">
            <input
              id={optionId}
              type="radio"
              className="mt-0.5 size-5 shrink-0"
              name={optionField(item.position)}
              value={option.key}
              checked={value === option.key}
              onChange={() => onChange(option.key)}
              aria-describedby={note ? `${optionId}-note` : undefined}
              disabled={disabled}
            />
            <div>
              <label htmlFor={optionId}>
                {option.name} · <Price cents={linePriceCents(item, option.key)} />
              </label>
              {note && (
                <p id={`${optionId}-note`} className="text-sm text-slate-600">
                  {note}
                </p>
              )}
            </div>
          </div>
        )
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

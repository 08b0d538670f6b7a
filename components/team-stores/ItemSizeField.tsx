import { FormField } from '@/components/ui/FormField'
import { inputClass } from '@/components/ui/form-classes'
import { sizeField, type Garment } from '@/lib/team-stores/fields'
import type { StoreItem } from '@/lib/team-stores/items'

type Props = {
  item: StoreItem & { garment: Garment }
  /** The form's own prefix for the field's id ("entry", "own"). */
  idPrefix: string
  error?: string
  disabled?: boolean
} & ({ value: string; onChange: (size: string) => void } | { defaultValue: string })

/** The size a player takes an item in, from its garment's list: one select per sized item, named by its position. */
export function ItemSizeField({ item, idPrefix, error, disabled, ...value }: Props) {
  // As the form's error summary links to it: the prefix and the field's name.
  const id = `${idPrefix}-${sizeField(item.position)}`
  return (
    <FormField id={id} label={`${item.productName} size`} error={error}>
      {(control) => (
        <select
          {...control}
          name={sizeField(item.position)}
          className={inputClass}
          disabled={disabled}
          {...('onChange' in value ? { value: value.value, onChange: (event) => value.onChange(event.target.value) } : { defaultValue: value.defaultValue })}
        >
          <option value="">Choose a {item.garment.label.toLowerCase()}</option>
          {item.garment.sizes.map((size) => (
            <option key={size.value} value={size.value}>
              {size.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

/** Whether an item is made in sizes (a bag is not). */
export const isSized = (item: StoreItem): item is StoreItem & { garment: Garment } => item.garment !== null

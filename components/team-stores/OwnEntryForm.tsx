'use client'

import { useActionState } from 'react'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, secondaryButtonClass } from '@/components/ui/form-classes'
import { CHECK_THE_FIELDS, IDLE, type FormAction } from '@/lib/forms/form-state'
import { MAX_NAME_LENGTH, type Player } from '@/lib/roster/player'
import { sizeField, type OwnEntryField } from '@/lib/team-stores/fields'
import { takenItems, type EntryLine, type StoreItem } from '@/lib/team-stores/items'
import { AddressFields, addressPart } from '@/components/orders/AddressFields'
import type { Address } from '@/lib/checkout/address'
import { isSized, ItemSizeField } from './ItemSizeField'

type Props = {
  action: FormAction<OwnEntryField, { changedAt: number }>
  token: string
  player: Player
  items: readonly StoreItem[]
  lines: readonly EntryLine[]
  /** Where the player's parcel goes, when the store ships to each player (null when it ships to the manager). */
  delivery: Address | null
}

/** A player changes their nameplate, number or the sizes of the items they took while the store is open; the server checks the number again. */
export function OwnEntryForm({ action, token, player, items, lines, delivery }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  const value = (field: OwnEntryField, fallback: string) => invalid?.values[field] ?? fallback
  const taken = takenItems(items, lines).flatMap(({ item, size }) => (isSized(item) ? [{ item, size }] : []))
  return (
    <form action={submit} noValidate className="space-y-4" key={invalid ? JSON.stringify(invalid.values) : state.status === 'done' ? state.changedAt : 'new'}>
      <h3 className="font-semibold text-navy-900">Change your entry</h3>
      {invalid && <FormAlert tone="error">{Object.values(invalid.errors)[0] ?? invalid.message ?? CHECK_THE_FIELDS}</FormAlert>}
      {state.status === 'done' && <FormAlert tone="success">Your entry is changed.</FormAlert>}
      <input type="hidden" name="entry" value={token} />
      <FormField id="own-name" label="Name on the nameplate" error={invalid?.errors.name}>
        {(control) => <input {...control} name="name" defaultValue={value('name', player.name)} className={inputClass} maxLength={MAX_NAME_LENGTH} />}
      </FormField>
      <FormField id="own-number" label="Number" error={invalid?.errors.number}>
        {(control) => <input {...control} name="number" defaultValue={value('number', player.number)} className={inputClass} inputMode="numeric" maxLength={3} />}
      </FormField>
      {taken.map(({ item, size }) => (
        <ItemSizeField key={item.id} item={item} idPrefix="own" defaultValue={value(sizeField(item.position), size)} error={invalid?.errors[sizeField(item.position)]} />
      ))}
      {delivery && (
        <fieldset className="space-y-3">
          <legend className="font-semibold text-navy-900">Where we send your kit</legend>
          <AddressFields prefix="delivery" idPrefix="own-delivery" values={invalid ? addressPart(invalid.values, 'delivery') : delivery} errors={addressPart(invalid?.errors, 'delivery')} autocompleteSection="shipping" fullNameLabel="Who receives it (full name)" />
        </fieldset>
      )}
      <button type="submit" disabled={pending} className={secondaryButtonClass}>
        {pending ? 'Saving…' : 'Save the change'}
      </button>
    </form>
  )
}

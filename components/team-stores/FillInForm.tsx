'use client'

import { useActionState, useState } from 'react'
import { FormAlert } from '@/components/ui/FormField'
import { inputClass, labelClass, secondaryButtonClass } from '@/components/ui/form-classes'
import { formatMoney } from '@/lib/format/money'
import { countOf } from '@/lib/format/text'
import { IDLE, type FormAction } from '@/lib/forms/form-state'
import type { FillInField } from '@/lib/team-stores/fields'

type Props = {
  action: FormAction<FillInField, { reference: string; players: number }>
  storeId: string
  /** The store's items (in each of their options), each with the size its players are typed in (none for a bag) and a late player's price. */
  items: { id: string; name: string; sizeLabel: string | null; priceCents: number }[]
}

/** Staff's form for late players of one of the store's items: one a line, made into a fill-in order the manager pays. */
export function FillInForm({ action, storeId, items }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  const message = invalid && (invalid.errors.players ?? invalid.errors.itemId ?? invalid.errors.id ?? invalid.message)
  const [itemId, setItemId] = useState(invalid?.values.itemId || items[0]?.id || '')
  const sizeLabel = items.find((item) => item.id === itemId)?.sizeLabel ?? null
  return (
    <form action={submit} noValidate className="space-y-2">
      <input type="hidden" name="id" value={storeId} />
      {message && <FormAlert tone="error">{message}</FormAlert>}
      {state.status === 'done' && (
        <FormAlert tone="success">
          Fill-in order {state.reference} made for {countOf(state.players, 'late player')}: the manager is e-mailed how to pay it.
        </FormAlert>
      )}
      <label htmlFor="fill-in-item" className={labelClass}>
        The item they take
      </label>
      <select id="fill-in-item" name="itemId" className={inputClass} value={itemId} onChange={(event) => setItemId(event.target.value)}>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name} ({formatMoney(item.priceCents)} a late player)
          </option>
        ))}
      </select>
      <label htmlFor="fill-in-players" className={labelClass}>
        Late players, one a line
      </label>
      <p id="fill-in-players-hint" className="text-sm text-slate-600">
        Number, nameplate{sizeLabel ? `, ${sizeLabel.toLowerCase()}` : ''}: such as “12, Dupont{sizeLabel ? ', L' : ''}”. Up to 30 at a time.
      </p>
      <textarea
        id="fill-in-players"
        name="players"
        rows={4}
        className={inputClass}
        aria-describedby="fill-in-players-hint"
        aria-invalid={invalid?.errors.players ? true : undefined}
        defaultValue={invalid?.values.players}
      />
      <button type="submit" disabled={pending} className={secondaryButtonClass}>
        Make the fill-in order
      </button>
    </form>
  )
}

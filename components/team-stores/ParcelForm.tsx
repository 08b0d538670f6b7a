'use client'

import { useActionState } from 'react'
import { ShipmentFields } from '@/components/admin/ShipmentFields'
import { FormAlert } from '@/components/ui/FormField'
import { secondaryButtonClass } from '@/components/ui/form-classes'
import { CHECK_THE_FIELDS, errorSummary, IDLE, type FormAction } from '@/lib/forms/form-state'
import type { ParcelField } from '@/lib/team-stores/parcels'

type Props = {
  action: FormAction<ParcelField, { left: number }>
  entryId: string
  /** The player, as the board names them: "#9 Kit". */
  player: string
}

/** Staff record one player's parcel as it goes: the carrier and the tracking number the player is e-mailed. */
export function ParcelForm({ action, entryId, player }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  const idPrefix = `parcel-${entryId}`
  const summary = invalid ? errorSummary(invalid.errors, ['carrier', 'trackingNumber'] as const).map((error) => ({ ...error, id: `${idPrefix}-${error.id}` })) : []
  return (
    // Made again with what was sent after a refusal, so the carrier select keeps it (see StatusChangeForm).
    <form key={invalid ? JSON.stringify(invalid.values) : 'form'} action={submit} noValidate className="space-y-3">
      {invalid && (
        <FormAlert tone="error" fieldErrors={summary}>
          {invalid.errors.entryId ?? invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      <input type="hidden" name="entryId" value={entryId} />
      <div className="grid gap-3 sm:grid-cols-2">
        <ShipmentFields idPrefix={idPrefix} values={invalid?.values} errors={invalid?.errors} hint="The player gets it by e-mail with a link to follow the parcel." />
      </div>
      <button type="submit" disabled={pending} className={secondaryButtonClass}>
        {pending ? 'Recording…' : 'Record the parcel'}
        <span className="sr-only"> of {player}</span>
      </button>
    </form>
  )
}

'use client'

import { useActionState } from 'react'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, secondaryButtonClass } from '@/components/ui/form-classes'
import type { NewTeamField } from '@/lib/account/forms'
import { IDLE, type FormAction } from '@/lib/forms/form-state'

type Props = { action: FormAction<NewTeamField, { name: string; createdAt: number }> }

/** Starts a team the customer manages; it then appears in the profile's team list. */
export function NewTeamForm({ action }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  return (
    <form key={state.status === 'done' ? state.createdAt : 'new'} action={submit} noValidate className="space-y-3">
      {invalid?.message && <FormAlert tone="error">{invalid.message}</FormAlert>}
      {state.status === 'done' && <FormAlert tone="success">Team “{state.name}” created: choose it above as your team.</FormAlert>}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <FormField id="newTeamName" label="Start a new team" error={invalid?.errors.name}>
            {(control) => <input {...control} name="name" maxLength={80} defaultValue={invalid?.values.name} className={inputClass} />}
          </FormField>
        </div>
        <button type="submit" disabled={pending} className={secondaryButtonClass}>
          {pending ? 'Creating…' : 'Create team'}
        </button>
      </div>
    </form>
  )
}

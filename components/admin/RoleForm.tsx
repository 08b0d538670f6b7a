'use client'

import { useActionState } from 'react'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, primaryButtonClass } from '@/components/ui/form-classes'
import { ROLE_CHANGE_FIELDS, ROLE_LABELS, ROLES, type Role } from '@/lib/admin/team-roles'
import { CHECK_THE_FIELDS, IDLE, errorSummary, type FormAction } from '@/lib/forms/form-state'

type Field = (typeof ROLE_CHANGE_FIELDS)[number]

type Props = {
  action: FormAction<Field, { email: string; role: Role }>
  /** The address to start from (a member's "Change role"). */
  email: string
}

/** An admin gives an account a role by its e-mail address: staff to work orders, admin to give roles too, customer to take them away. */
export function RoleForm({ action, email }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  const error = (field: Field) => invalid?.errors[field]
  return (
    <form key={state.status === 'done' ? `${state.email}:${state.role}` : 'form'} action={submit} noValidate className="space-y-4">
      {invalid && (
        <FormAlert tone="error" fieldErrors={errorSummary(invalid.errors, ROLE_CHANGE_FIELDS)}>
          {invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      {state.status === 'done' && (
        <FormAlert tone="success">
          {state.email} is now {state.role === 'customer' ? 'a customer, with no back office' : state.role}.
        </FormAlert>
      )}
      <FormField id="email" label="E-mail address of their account" hint="They sign up on the site first." error={error('email')}>
        {(control) => <input {...control} type="email" name="email" autoComplete="off" defaultValue={invalid?.values.email ?? email} className={inputClass} />}
      </FormField>
      <FormField id="role" label="Role" error={error('role')}>
        {(control) => (
          <select {...control} name="role" defaultValue={invalid?.values.role ?? ''} className={inputClass}>
            <option value="" disabled>
              Choose a role
            </option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending ? 'Saving…' : 'Save the role'}
      </button>
    </form>
  )
}

'use client'

import { useActionState } from 'react'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, primaryButtonClass } from '@/components/ui/form-classes'
import type { Profile, TeamSummary } from '@/lib/account/profile'
import { PROFILE_FIELDS, type ProfileField } from '@/lib/account/forms'
import { CHECK_THE_FIELDS, IDLE, errorSummary, type FormAction } from '@/lib/forms/form-state'

type Props = {
  action: FormAction<ProfileField, { savedAt: number }>
  profile: Pick<Profile, 'firstName' | 'lastName' | 'organizationName' | 'teamId'>
  teams: TeamSummary[]
}

/** The profile fields a customer may change: name, organization and team. */
export function ProfileForm({ action, profile, teams }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  const values = invalid?.values ?? { ...profile, teamId: profile.teamId ?? '' }
  const error = (field: ProfileField) => invalid?.errors[field]
  return (
    // Keyed by the values shown, so a saved profile (read again from the server) or a refused one refills the fields.
    <form key={JSON.stringify(values)} action={submit} noValidate className="space-y-5">
      {invalid && (
        <FormAlert tone="error" fieldErrors={errorSummary(invalid.errors, PROFILE_FIELDS)}>
          {invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      {state.status === 'done' && <FormAlert tone="success">Profile saved</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="firstName" label="First name" error={error('firstName')}>
          {(control) => <input {...control} name="firstName" autoComplete="given-name" defaultValue={values.firstName} className={inputClass} />}
        </FormField>
        <FormField id="lastName" label="Last name" error={error('lastName')}>
          {(control) => <input {...control} name="lastName" autoComplete="family-name" defaultValue={values.lastName} className={inputClass} />}
        </FormField>
      </div>
      <FormField id="organizationName" label="Organization" hint="Your club, league, school or company, if you order for one." error={error('organizationName')}>
        {(control) => <input {...control} name="organizationName" autoComplete="organization" defaultValue={values.organizationName} className={inputClass} />}
      </FormField>
      <FormField
        id="teamId"
        label="Team"
        hint={teams.length ? 'The team you usually order for.' : 'You are not on a team yet: start one below.'}
        error={error('teamId')}
      >
        {(control) => (
          <select {...control} name="teamId" defaultValue={values.teamId} className={inputClass}>
            <option value="">No team</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  )
}

'use client'

import { FormField } from '@/components/ui/FormField'
import { inputClass } from '@/components/ui/form-classes'
import { LEAGUES, TEAM_INFO_MAX, type TeamInfo, type TeamInfoField } from '@/lib/wizard/team-info'

type Props = {
  value: TeamInfo
  /** Errors shown since the last Continue; each clears as its field is edited. */
  errors: Partial<Record<TeamInfoField, string>>
  onChange: (field: TeamInfoField, value: string) => void
}

type TextField = Exclude<TeamInfoField, 'league'>

const TEXT_FIELDS: Record<TextField, { label: string; type: string; autoComplete: string; required: boolean }> = {
  teamName: { label: 'Team name', type: 'text', autoComplete: 'organization', required: true },
  contactName: { label: 'Contact name', type: 'text', autoComplete: 'name', required: true },
  contactEmail: { label: 'Email', type: 'email', autoComplete: 'email', required: true },
  contactPhone: { label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', required: false },
}

/** The team and the person to contact: the first step of both wizards. */
export function TeamInfoStep({ value, errors, onChange }: Props) {
  const text = (field: TextField) => {
    const { label, type, autoComplete, required } = TEXT_FIELDS[field]
    return (
      <FormField id={`team-${field}`} label={label} error={errors[field]}>
        {(aria) => (
          <input
            {...aria}
            name={field}
            type={type}
            autoComplete={autoComplete}
            aria-required={required || undefined}
            maxLength={TEAM_INFO_MAX[field]}
            value={value[field]}
            onChange={(event) => onChange(field, event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
    )
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">{text('teamName')}</div>
      <div className="sm:col-span-2">
        <FormField id="team-league" label="League or organization type (optional)" error={errors.league}>
          {(aria) => (
            <select {...aria} name="league" value={value.league} onChange={(event) => onChange('league', event.target.value)} className={inputClass}>
              <option value="">Select a type</option>
              {LEAGUES.map((league) => (
                <option key={league.value} value={league.value}>
                  {league.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {text('contactName')}
      {text('contactEmail')}
      <div className="sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]">{text('contactPhone')}</div>
    </div>
  )
}

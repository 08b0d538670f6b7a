'use client'

import { useState } from 'react'
import { FormField, inputClass } from '@/components/ui/FormField'

type Props = {
  id: string
  label: string
  autoComplete: 'current-password' | 'new-password'
  error?: string
  hint?: string
}

/** A password input with a Show/Hide switch, so a long password can be checked before it is sent. */
export function PasswordField({ id, label, autoComplete, error, hint }: Props) {
  const [visible, setVisible] = useState(false)
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <input {...control} name={id} type={visible ? 'text' : 'password'} required autoComplete={autoComplete} spellCheck={false} className={`${inputClass} pr-20`} />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-controls={id}
            className="absolute top-1 right-0 bottom-0 rounded-r-md px-4 text-sm font-semibold text-sky-700 hover:text-navy-900"
          >
            {visible ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </button>
        </div>
      )}
    </FormField>
  )
}

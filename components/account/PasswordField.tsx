'use client'

import { useState } from 'react'
import { FormField } from '@/components/ui/FormField'
import { inputClass } from '@/components/ui/form-classes'
import { PASSWORD_MIN_LENGTH } from '@/lib/account/forms'
import { PasswordStrengthMeter } from './PasswordStrengthMeter'

type Props = {
  id: string
  label: string
  autoComplete: 'current-password' | 'new-password'
  error?: string
  hint?: string
  /** A new password: says how hard it is to guess as it is typed, knowing the values of these other fields of the form. */
  strengthBeside?: readonly string[]
  /** …and these words besides (the account's address and names). */
  knownWords?: readonly string[]
}

/** A password input with a Show/Hide switch, so a long password can be checked before it is sent. */
export function PasswordField({ id, label, autoComplete, error, hint, strengthBeside, knownWords = [] }: Props) {
  const [visible, setVisible] = useState(false)
  const [typed, setTyped] = useState<{ password: string; related: string[] }>({ password: '', related: [] })
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <>
          <div className="relative">
            <input
              {...control}
              name={id}
              type={visible ? 'text' : 'password'}
              required
              autoComplete={autoComplete}
              spellCheck={false}
              className={`${inputClass} pr-20`}
              onChange={
                strengthBeside &&
                (({ currentTarget: input }) => {
                  const fields = input.form?.elements
                  const related = [...knownWords, ...strengthBeside.map((name) => (fields?.namedItem(name) as HTMLInputElement | null)?.value ?? '')]
                  setTyped({ password: input.value, related })
                })
              }
            />
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
          {strengthBeside && <PasswordStrengthMeter password={typed.password} related={typed.related} minLength={PASSWORD_MIN_LENGTH} />}
        </>
      )}
    </FormField>
  )
}

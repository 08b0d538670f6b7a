import type { ReactNode } from 'react'
import { labelClass } from './form-classes'

/** What the control inside a field needs so its label, hint and error are read out with it. */
type ControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

type FieldProps = {
  id: string
  label: ReactNode
  error?: string
  hint?: string
  /** Gets the id and aria attributes to spread onto the input, select or textarea. */
  children: (control: ControlProps) => ReactNode
}

/** A labelled form control with an optional hint and its error message, linked by ids. */
export function FormField({ id, label, error, hint, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

const alertTones = {
  error: { role: 'alert', className: 'border-red-300 bg-red-50 text-red-800' },
  success: { role: 'status', className: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  info: { role: 'status', className: 'border-sky-300 bg-ice-50 text-navy-900' },
} as const

/**
 * A message about the whole form: errors are announced at once (role="alert"), confirmations
 * politely (role="status"). Field errors can be listed below it, each linking to its field.
 */
export function FormAlert({
  tone,
  children,
  fieldErrors = [],
}: {
  tone: keyof typeof alertTones
  children: ReactNode
  fieldErrors?: { id: string; message: string }[]
}) {
  const { role, className } = alertTones[tone]
  return (
    <div role={role} className={`rounded-md border px-4 py-3 text-sm ${className}`}>
      <div className="font-semibold">{children}</div>
      {fieldErrors.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {fieldErrors.map((error) => (
            <li key={error.id}>
              <a href={`#${error.id}`} className="underline underline-offset-2">
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

import type { ReactNode } from 'react'

/** Text inputs and selects of every form: a red border when the field is marked invalid. */
export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-sky-600 focus:ring-2 focus:ring-sky-500/40 focus:outline-none aria-[invalid=true]:border-red-600'

const buttonBase =
  'font-display inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold tracking-wider uppercase transition-colors disabled:cursor-wait disabled:opacity-70'

/** The one main action of a form (Sign in, Save, Place order). */
export const primaryButtonClass = `${buttonBase} bg-navy-800 text-white hover:bg-navy-700`

/** A lesser action beside it (Sign out, Cancel). */
export const secondaryButtonClass = `${buttonBase} border-2 border-navy-800 text-navy-800 hover:bg-ice-100`

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
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
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

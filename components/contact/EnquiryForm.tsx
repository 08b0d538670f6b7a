'use client'

import { useActionState, useCallback, useState } from 'react'
import { Toast } from '@/components/ui/Toast'
import type { EnquiryField } from '@/lib/contact/enquiry'
import { INQUIRY_TYPES } from '@/lib/contact/inquiry-types'
import { IDLE, type FormAction } from '@/lib/forms/form-state'
import { labelClass } from '@/components/ui/form-classes'

type Props = {
  action: FormAction<EnquiryField, { sentAt: number }>
  successTitle: string
  successText: string
}

const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2.5 text-slate-900 shadow-sm focus:border-sky-600 focus:ring-2 focus:ring-sky-500/40 focus:outline-none aria-[invalid=true]:border-red-600'

export function EnquiryForm({ action, successTitle, successText }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const [dismissedAt, setDismissedAt] = useState<number | null>(null)
  const dismiss = useCallback(() => setDismissedAt(state.status === 'done' ? state.sentAt : null), [state])
  // What was typed comes back after a rejected send: with field errors, or with the message of a failed one.
  const invalid = state.status === 'rejected' ? state : null
  const error = (field: EnquiryField) => invalid?.errors[field]
  const described = (field: EnquiryField) => (error(field) ? `${field}-error` : undefined)

  return (
    <>
      {/* Remounting after a rejected send brings back what was typed; after a send it starts empty. */}
      <form key={invalid ? JSON.stringify(invalid.values) : state.status === 'done' ? state.sentAt : 'new'} action={submit} className="space-y-5">
        {invalid?.message && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
            {invalid.message}
          </p>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Name" field="name" error={error('name')}>
            <input id="name" name="name" required autoComplete="name" defaultValue={invalid?.values.name} aria-invalid={!!error('name')} aria-describedby={described('name')} className={fieldClass} />
          </Field>
          <Field label="Email" field="email" error={error('email')}>
            <input id="email" name="email" type="email" required autoComplete="email" defaultValue={invalid?.values.email} aria-invalid={!!error('email')} aria-describedby={described('email')} className={fieldClass} />
          </Field>
        </div>
        <Field label="Type of enquiry" field="inquiryType" error={error('inquiryType')}>
          <select id="inquiryType" name="inquiryType" defaultValue={invalid?.values.inquiryType || 'general'} aria-invalid={!!error('inquiryType')} aria-describedby={described('inquiryType')} className={fieldClass}>
            {INQUIRY_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Message" field="message" error={error('message')}>
          <textarea id="message" name="message" required rows={6} defaultValue={invalid?.values.message} aria-invalid={!!error('message')} aria-describedby={described('message')} className={fieldClass} />
        </Field>
        <button
          type="submit"
          disabled={pending}
          className="font-display w-full rounded-md bg-navy-800 px-6 py-3 font-semibold tracking-wider text-white uppercase transition-colors hover:bg-navy-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {pending ? 'Sending...' : 'Send Message'}
        </button>
      </form>
      {state.status === 'done' && dismissedAt !== state.sentAt && <Toast title={successTitle} text={successText} onClose={dismiss} />}
    </>
  )
}

function Field({ label, field, error, children }: { label: string; field: EnquiryField; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={field} className={labelClass}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${field}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

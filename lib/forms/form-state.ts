import type { FormErrors, FormValues } from './parse-form'

/**
 * What every form's server action answers, and the state its page holds:
 * - `idle` before the first submit;
 * - `done`, with whatever the action reports (where to go next, what was saved…);
 * - `rejected`: a message about the whole form (a failed call) and/or one per field (validation),
 *   with what was typed so the form comes back filled in (secret fields such as passwords blank).
 */
type FormState<F extends string, Done extends object = object> =
  | { status: 'idle' }
  | ({ status: 'done' } & Done)
  | Rejected<F>

export type Rejected<F extends string> = { status: 'rejected'; message: string | null; errors: FormErrors<F>; values: FormValues<F> }

/** A form's server action, as useActionState calls it. */
export type FormAction<F extends string, Done extends object = object> = (previous: FormState<F, Done>, form: FormData) => Promise<FormState<F, Done>>

export const IDLE = { status: 'idle' } as const

/** Above a form whose fields the server turned down, before the list of what to fix. */
export const CHECK_THE_FIELDS = 'Please check the highlighted fields.'

/** Above a form whose action failed in a way nobody planned for (a bug, a setting missing): the form stays filled in. */
export const SOMETHING_WENT_WRONG = 'Something went wrong on our side. What you typed is still here: please try again in a moment.'

export const rejected = <F extends string>(errors: FormErrors<F>, values: FormValues<F>, message: string | null = null): Rejected<F> => ({
  status: 'rejected',
  message,
  errors,
  values,
})

/** The field errors for the summary above a form, in field order; a message repeated on several fields is listed once. */
export function errorSummary<F extends string>(errors: FormErrors<F>, fields: readonly F[]): { id: F; message: string }[] {
  const seen = new Set<string>()
  return fields.flatMap((field) => {
    const message = errors[field]
    if (!message || seen.has(message)) return []
    seen.add(message)
    return [{ id: field, message }]
  })
}

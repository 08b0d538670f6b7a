import 'server-only'
import { unstable_rethrow } from 'next/navigation'
import { getCurrentUser } from '@/lib/commerce/session'
import { BackendError, reportBackendError } from '@/lib/errors/backend'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { FieldRejection } from '@/lib/forms/field-rejection'
import { rejected, SOMETHING_WENT_WRONG, type FormAction } from '@/lib/forms/form-state'
import type { FormErrors, FormInput, ParsedForm } from '@/lib/forms/parse-form'

/** The signed-in user, as the auth server confirmed it. */
type User = NonNullable<Awaited<ReturnType<typeof getCurrentUser>>>

/** Reads a submitted form with its schema (the `parse…Form` functions beside each schema). */
type FormParser<T, F extends string> = (input: FormInput) => ParsedForm<T, F>

/** What an action reports as done: anything but a `status`, which is the form state's own (a store's status there once hid the board's "done"). */
type Done = object & { status?: never }

/**
 * The one way to write a form's server action: the form is checked with its schema, then `run`
 * does the work and says what to report as done. A validation failure comes back as field errors
 * (so does a FieldRejection thrown by `run`), a failed backend call (BackendError, logged with its cause) as the form's message, and anything
 * unplanned (a bug, a missing setting: logged) as a general apology; every time with what was
 * typed, so no failure empties a form. Next's own signals (redirect, notFound) pass through.
 */
export function validatedAction<T, F extends string, D extends Done>(
  parse: FormParser<T, F>,
  run: (data: T, form: FormData) => Promise<D>,
): FormAction<F, D> {
  return async (_previous, form) => {
    const parsed = parse(form)
    if (!parsed.ok) return rejected(parsed.errors, parsed.values)
    try {
      return { status: 'done', ...(await run(parsed.data, form)) }
    } catch (error) {
      unstable_rethrow(error)
      if (error instanceof FieldRejection) return rejected(error.errors as FormErrors<F>, parsed.values)
      if (error instanceof BackendError) return rejected({}, parsed.values, reportBackendError(error).message)
      console.error('A form action failed unexpectedly:', error)
      return rejected({}, parsed.values, SOMETHING_WENT_WRONG)
    }
  }
}

/** The same, for forms only a signed-in customer may send: `run` gets the user the auth server confirmed. */
export function validatedActionWithUser<T, F extends string, D extends Done>(
  parse: FormParser<T, F>,
  run: (data: T, user: User, form: FormData) => Promise<D>,
): FormAction<F, D> {
  return validatedAction(parse, async (data, form) => {
    const user = await getCurrentUser()
    if (!user) throw new BackendError(ERROR_MESSAGES.noAuthenticatedUser, null)
    return run(data, user, form)
  })
}

/** The parser of a form that has no fields (a button such as "Sign out"). */
export const noFields = (): ParsedForm<null, never> => ({ ok: true, data: null, values: {} as Record<never, string> })

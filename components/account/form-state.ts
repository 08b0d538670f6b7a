import type { FormErrors, FormValues } from '@/lib/forms/parse-form'

export type SignInField = 'email' | 'password'
export type RegisterField = 'email' | 'password' | 'confirmPassword' | 'firstName' | 'lastName'
export type NewPasswordField = 'password' | 'confirmPassword'
export type ProfileField = 'firstName' | 'lastName' | 'organizationName' | 'teamId'

/**
 * A form the server turned down: a message about the whole form (a failed call) and/or one per
 * field (validation), with what was typed so the form comes back filled in (passwords blank).
 */
export type Rejected<F extends string> = { status: 'rejected'; message: string | null; errors: FormErrors<F>; values: FormValues<F> }

export type Idle = { status: 'idle' }

/** Signed in (or registered): the page hands the browser's cart over and moves on to `next`. */
export type SignedIn = { status: 'signed-in'; next: string }

export type SignInState = Idle | SignedIn | Rejected<SignInField>
export type RegisterState = Idle | SignedIn | Rejected<RegisterField>
export type ResetRequestState = Idle | { status: 'sent'; email: string } | Rejected<'email'>
export type NewPasswordState = Idle | Rejected<NewPasswordField>
export type ProfileState = Idle | { status: 'saved'; savedAt: number } | Rejected<ProfileField>
export type SignOutState = Idle | { status: 'failed'; message: string }
export type NewTeamState = Idle | { status: 'created'; name: string; createdAt: number } | Rejected<'name'>

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

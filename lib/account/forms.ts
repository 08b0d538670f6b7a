// The account forms' fields and limits, apart from their schemas (./forms.schema), so the forms in
// the browser ship no validation library.

/** What a malformed e-mail address is told, on every form. */
export const INVALID_EMAIL = 'Please enter a valid email address'

/** A signed-in password change (not one from a reset link) needs the current password. */
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password'
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.'

/** What sign-in (and an e-mail link, and registration where no confirmation is asked) reports once the visitor is signed in: where to go next. */
export type SignedIn = { next: string }
/** What registration reports: the address the confirmation link went to (or, had it an account, word of it). */
export type ConfirmationSent = { confirmationSentTo: string }

/** The shortest new password we accept. */
export const PASSWORD_MIN_LENGTH = 8
/** The longest: Supabase Auth hashes with bcrypt, which reads only 72 bytes. */
export const PASSWORD_MAX_LENGTH = 72

/** Each form's inputs, by name, in page order (the error summary lists them in this order). */
export const SIGN_IN_FIELDS = ['email', 'password'] as const
/** Registration asks no password: it is chosen once the address is confirmed (see lib/commerce/account.ts). */
export const REGISTER_FIELDS = ['firstName', 'lastName', 'email'] as const
export const RESET_REQUEST_FIELDS = ['email'] as const
export const NEW_PASSWORD_FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const
export const PROFILE_FIELDS = ['firstName', 'lastName', 'organizationName', 'teamId'] as const
export const NEW_TEAM_FIELDS = ['name'] as const
/** The hidden fields of the page an e-mail link opens: the link's token, its kind and where to go next. */
export const EMAIL_LINK_FIELDS = ['tokenHash', 'type', 'next'] as const
/** A reset link, or a new address's confirmation (`signup`, which Supabase's hosted and embedded auth both accept). */
export const EMAIL_LINK_TYPES = ['recovery', 'signup'] as const
export type EmailLinkType = (typeof EMAIL_LINK_TYPES)[number]
/** An e-mail link whose address was cut short or altered. */
export const LINK_INVALID = 'This link is incomplete. Open it again from the e-mail, or ask for a new one.'

export type SignInField = (typeof SIGN_IN_FIELDS)[number]
export type RegisterField = (typeof REGISTER_FIELDS)[number]
export type ResetRequestField = (typeof RESET_REQUEST_FIELDS)[number]
export type NewPasswordField = (typeof NEW_PASSWORD_FIELDS)[number]
export type ProfileField = (typeof PROFILE_FIELDS)[number]
export type NewTeamField = (typeof NEW_TEAM_FIELDS)[number]
export type EmailLinkField = (typeof EMAIL_LINK_FIELDS)[number]

/**
 * Where to go after signing in: only a path on this site. Anything that a browser could read as
 * another host (//evil, /\evil, http:, hidden tabs or newlines) gives the fallback.
 */
export function safeRedirectPath(next: string | null | undefined, fallback = '/account'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return fallback
  if (next.includes('\\') || [...next].some((char) => char <= ' ' || char === '\u007f')) return fallback
  const base = 'https://site.invalid'
  return new URL(next, base).origin === base ? next : fallback
}

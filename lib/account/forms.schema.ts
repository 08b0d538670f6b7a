import { z } from 'zod'
import { AUTH_CREDENTIALS_REQUIRED } from '@/lib/errors/catalogue'
import { EMAIL_MAX_LENGTH, EMAIL_TOO_LONG } from '@/lib/forms/email'
import { parseForm, type FormInput } from '@/lib/forms/parse-form'
import { passwordStrength, weakPasswordMessage } from './password-strength'
import {
  EMAIL_LINK_FIELDS,
  EMAIL_LINK_TYPES,
  INVALID_EMAIL,
  LINK_INVALID,
  NEW_PASSWORD_FIELDS,
  NEW_TEAM_FIELDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_FIELDS,
  REGISTER_FIELDS,
  RESET_REQUEST_FIELDS,
  SIGN_IN_FIELDS,
} from './forms'

/** An e-mail address, required with the form's own words. */
export const emailField = (required: string) => z.string().trim().min(1, required).max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG).pipe(z.email(INVALID_EMAIL))

/** A new password. Never trimmed: spaces are part of a password. */
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Passwords need at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Passwords can be at most ${PASSWORD_MAX_LENGTH} characters`)

const confirmPassword = z.string().min(1, 'Please enter the password again')

/**
 * A long enough password must also be hard to guess, knowing what else the form holds (the
 * address and names); it is checked once the length is right, so a short one hears only that.
 */
const hardToGuess =
  (related: (value: { password: string } & Record<string, unknown>) => string[]) =>
  (value: { password: string } & Record<string, unknown>, context: z.RefinementCtx) => {
    if (value.password.length < PASSWORD_MIN_LENGTH || value.password.length > PASSWORD_MAX_LENGTH) return
    const strength = passwordStrength(value.password, related(value))
    if (!strength.acceptable) context.addIssue({ code: 'custom', path: ['password'], message: weakPasswordMessage(strength) })
  }

/** The second password box must repeat the first. */
const passwordsMatch = (value: { password: string; confirmPassword: string }) => value.password === value.confirmPassword
const passwordsDiffer = { path: ['confirmPassword'], message: 'The passwords do not match' }

const name = (label: string) => z.string().trim().max(60, `${label} can be at most 60 characters`)

/** Signing in needs both an e-mail and a password, else the one message the shop has always given. */
export const signInSchema = z.object({
  email: emailField(AUTH_CREDENTIALS_REQUIRED),
  password: z.string().min(1, AUTH_CREDENTIALS_REQUIRED),
})

/** A new account: its e-mail and optionally a name (the password is chosen once the address is confirmed). */
export const registerSchema = z.object({
  email: emailField('Email is required'),
  firstName: name('First names'),
  lastName: name('Last names'),
})

/** "Forgot password": the e-mail to send the reset link to. */
const resetRequestSchema = z.object({ email: emailField('Email is required') })

/**
 * A new password: from the reset e-mail's link, or from the account, where the current password
 * is asked too (the server decides which: see updatePassword).
 */
export const newPasswordSchema = z
  .object({ currentPassword: z.string().max(PASSWORD_MAX_LENGTH).default(''), password: newPassword, confirmPassword })
  .superRefine(hardToGuess(({ currentPassword }) => [String(currentPassword)]))
  .refine(passwordsMatch, passwordsDiffer)

const NO_SUCH_TEAM = 'Please choose a team from the list'

/** The profile fields a customer may change (never the role); no team is null. */
export const profileSchema = z.object({
  firstName: name('First names'),
  lastName: name('Last names'),
  organizationName: z.string().trim().max(120, 'Organization names can be at most 120 characters'),
  teamId: z.union([z.literal(''), z.null(), z.uuid(NO_SUCH_TEAM)], NO_SUCH_TEAM).transform((id) => id || null),
})

/** A new team, which its creator then manages and can pick on the profile (the database allows 80 characters). */
const newTeamSchema = z.object({
  name: z.string().trim().min(1, 'Please give the team a name').max(80, 'Team names can be at most 80 characters'),
})

/** Reads the new-team form. */
export const parseNewTeamForm = (input: FormInput) => parseForm(newTeamSchema, input, NEW_TEAM_FIELDS)

/** Reads the sign-in form; the password is never sent back to the page. */
export const parseSignInForm = (input: FormInput) => parseForm(signInSchema, input, SIGN_IN_FIELDS, { secret: ['password'] })

/** Reads the registration form. */
export const parseRegisterForm = (input: FormInput) => parseForm(registerSchema, input, REGISTER_FIELDS)

/** What an e-mail link carries (supabase/templates): the token is a hash of letters, digits and dashes. */
const emailLinkSchema = z.object({
  tokenHash: z.string().regex(/^[\w-]{1,200}$/, LINK_INVALID),
  type: z.enum(EMAIL_LINK_TYPES, LINK_INVALID),
  next: z.string().max(500),
})

/** Reads the hidden fields of the page an e-mail link opens. */
export const parseEmailLinkForm = (input: FormInput) => parseForm(emailLinkSchema, input, EMAIL_LINK_FIELDS)

/** Reads the "forgot password" form. */
export const parseResetRequestForm = (input: FormInput) => parseForm(resetRequestSchema, input, RESET_REQUEST_FIELDS)

/** Reads the new-password form; neither password is sent back to the page. */
export const parseNewPasswordForm = (input: FormInput) =>
  parseForm(newPasswordSchema, input, NEW_PASSWORD_FIELDS, { secret: ['currentPassword', 'password', 'confirmPassword'] })

/** Reads the profile form. */
export const parseProfileForm = (input: FormInput) => parseForm(profileSchema, input, PROFILE_FIELDS)

import { describe, expect, it } from 'vitest'
import {
  newPasswordSchema,
  parseNewPasswordForm,
  parseNewTeamForm,
  parseProfileForm,
  parseRegisterForm,
  parseResetRequestForm,
  parseSignInForm,
  profileSchema,
  registerSchema,
  signInSchema,
} from './forms.schema'

const errorsOf = (result: { ok: boolean; errors?: unknown }) => (result.ok ? null : result.errors)
const register = { email: 'sam@example.com', firstName: 'Sam', lastName: '' }
const teamId = '3f2b8c1e-5a4d-4e2f-9b6a-1c2d3e4f5a6b'

describe('signInSchema', () => {
  it('accepts an e-mail and a password, keeping the password exactly as typed', () => {
    expect(signInSchema.parse({ email: ' sam@example.com ', password: ' secret ' })).toEqual({ email: 'sam@example.com', password: ' secret ' })
  })

  it.each([
    ['the e-mail', { email: '', password: 'secret' }, { email: 'You must provide either an email or phone number and a password' }],
    ['the password', { email: 'sam@example.com', password: '' }, { password: 'You must provide either an email or phone number and a password' }],
  ])('gives the spec message when %s is missing', (_, input, errors) => {
    expect(errorsOf(parseSignInForm(input))).toEqual(errors)
  })

  it('says when the e-mail is malformed', () => {
    expect(errorsOf(parseSignInForm({ email: 'sam at example', password: 'x' }))).toEqual({ email: 'Please enter a valid email address' })
  })

  it('never sends the password back to the page', () => {
    const result = parseSignInForm({ email: 'nope', password: 'hunter22' })
    expect(result.ok === false && result.values).toEqual({ email: 'nope', password: '' })
  })
})

describe('registerSchema', () => {
  it('accepts a new account with an optional name', () => {
    expect(registerSchema.parse(register)).toEqual(register)
  })

  it('needs an e-mail, and asks no password (it is chosen once the address is confirmed)', () => {
    expect(errorsOf(parseRegisterForm({ ...register, email: '' }))).toEqual({ email: 'Email is required' })
    expect(parseRegisterForm({ ...register, password: 'typed anyway' })).toMatchObject({ ok: true, data: register })
  })

  it('keeps names to 60 characters', () => {
    expect(errorsOf(parseRegisterForm({ ...register, lastName: 'x'.repeat(61) }))).toEqual({ lastName: 'Last names can be at most 60 characters' })
  })

  it('sends back the e-mail and names as typed', () => {
    const result = parseRegisterForm({ ...register, email: 'sam at example' })
    expect(result.ok === false && result.values).toEqual({ ...register, email: 'sam at example' })
  })
})

describe('resetRequestSchema and newPasswordSchema', () => {
  it('needs a well-formed e-mail to send the reset link to', () => {
    expect(errorsOf(parseResetRequestForm({ email: '' }))).toEqual({ email: 'Email is required' })
    expect(errorsOf(parseResetRequestForm({ email: 'sam@' }))).toEqual({ email: 'Please enter a valid email address' })
    expect(parseResetRequestForm({ email: 'sam@example.com' })).toMatchObject({ ok: true, data: { email: 'sam@example.com' } })
  })

  it('needs a new password of 8 characters, typed twice', () => {
    expect(newPasswordSchema.safeParse({ password: 'five hole 2026', confirmPassword: 'five hole 2026' }).success).toBe(true)
    expect(errorsOf(parseNewPasswordForm({ password: 'five hole 2026', confirmPassword: 'five hole 2025' }))).toEqual({
      confirmPassword: 'The passwords do not match',
    })
    expect(errorsOf(parseNewPasswordForm({ password: '1234567', confirmPassword: '1234567' }))).toEqual({ password: 'Passwords need at least 8 characters' })
  })
})

describe('a new password that is easy to guess', () => {
  it.each(['password1', 'qwertyuiop', 'hockey2024', 'longenough', 'letmein!!', 'p@ssw0rd', 'h0ck3yh0ck3y', 'p@$$w0rd p@$$w0rd p@$$w0rd', '1|!i'.repeat(18)])('refuses %s, saying why', (password) => {
    const errors = errorsOf(parseNewPasswordForm({ password, confirmPassword: password })) as { password: string }
    expect(errors.password).toMatch(/^This password is too easy to guess\. .*Try three or four words together that are not a saying\.$/)
  })

  it('refuses the current password made new again with a digit', () => {
    const change = { currentPassword: 'blue line 2024', password: 'blue line 2024!', confirmPassword: 'blue line 2024!' }
    expect(errorsOf(parseNewPasswordForm(change))).toEqual({ password: expect.stringContaining('too easy to guess') })
  })

  it('says only that a short password is short', () => {
    expect(errorsOf(parseNewPasswordForm({ password: 'abc', confirmPassword: 'abc' }))).toEqual({ password: 'Passwords need at least 8 characters' })
  })
})

describe('profileSchema', () => {
  const profile = { firstName: ' Sam ', lastName: 'Morrison', organizationName: 'Harbour Minor Hockey', teamId }

  it('accepts the editable profile fields, trimmed', () => {
    expect(profileSchema.parse(profile)).toEqual({ ...profile, firstName: 'Sam' })
  })

  it('reads no team as null', () => {
    expect(parseProfileForm({ ...profile, teamId: '' })).toMatchObject({ ok: true, data: { teamId: null } })
    expect(profileSchema.parse({ ...profile, teamId: null }).teamId).toBeNull()
  })

  it('rejects a team that is not an id, and overlong names', () => {
    expect(errorsOf(parseProfileForm({ ...profile, teamId: 'team-1', organizationName: 'x'.repeat(121), firstName: 'x'.repeat(61) }))).toEqual({
      firstName: 'First names can be at most 60 characters',
      organizationName: 'Organization names can be at most 120 characters',
      teamId: 'Please choose a team from the list',
    })
  })
})

describe('parseNewTeamForm', () => {
  it('takes a trimmed name and refuses a blank or over-long one', () => {
    expect(parseNewTeamForm({ name: '  Ice Hawks ' })).toMatchObject({ ok: true, data: { name: 'Ice Hawks' } })
    expect(parseNewTeamForm({ name: '  ' })).toMatchObject({ ok: false, errors: { name: 'Please give the team a name' } })
    expect(parseNewTeamForm({ name: 'x'.repeat(81) })).toMatchObject({ ok: false, errors: { name: 'Team names can be at most 80 characters' } })
  })
})

import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { nestFields, parseForm, readFields } from './parse-form'

const signUp = z
  .object({
    email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
    password: z.string().min(8, 'Use at least 8 characters'),
    age: z.coerce.number().int('Whole years only').min(18, 'You must be 18'),
  })
  .refine((value) => !value.password.includes(value.email), { path: ['password'], message: 'Do not use your e-mail' })
const fields = ['email', 'password', 'age'] as const

const formData = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.set(name, value)
  return data
}

describe('readFields', () => {
  it('reads each listed field, with missing fields and files as blank', () => {
    const data = formData({ email: 'a@b.co', extra: 'ignored' })
    data.set('password', new Blob(['x']), 'secret.txt')
    expect(readFields(data, fields)).toEqual({ email: 'a@b.co', password: '', age: '' })
  })
})

describe('nestFields', () => {
  it('nests dotted names into objects', () => {
    expect(nestFields({ 'shipping.city': 'Halifax', 'shipping.country': 'CA', note: 'x' })).toEqual({
      shipping: { city: 'Halifax', country: 'CA' },
      note: 'x',
    })
  })
})

describe('parseForm', () => {
  it('returns the parsed data of a valid form, from FormData or plain strings', () => {
    const typed = { email: ' sam@example.com ', password: 'long enough', age: '30' }
    const expected = { ok: true, data: { email: 'sam@example.com', password: 'long enough', age: 30 }, values: typed }
    expect(parseForm(signUp, formData(typed), fields)).toEqual(expected)
    expect(parseForm(signUp, typed, fields)).toEqual(expected)
  })

  it('gives only the first message per field and keeps what was typed', () => {
    const result = parseForm(signUp, { email: 'nope', password: 'short', age: '12.5' }, fields)
    expect(result).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address', password: 'Use at least 8 characters', age: 'Whole years only' },
      values: { email: 'nope', password: 'short', age: '12.5' },
    })
  })

  it('puts a cross-field rule on the field it names', () => {
    const result = parseForm(signUp, { email: 'sam@example.com', password: 'xsam@example.com', age: '40' }, fields)
    expect(result.ok === false && result.errors).toEqual({ password: 'Do not use your e-mail' })
  })

  it('never sends secret fields back, valid or not', () => {
    const invalid = parseForm(signUp, { email: '', password: 'hunter2', age: '20' }, fields, { secret: ['password'] })
    expect(invalid.ok === false && invalid.values).toEqual({ email: '', password: '', age: '20' })
    const valid = parseForm(signUp, { email: 'sam@example.com', password: 'long enough', age: '30' }, fields, { secret: ['password'] })
    expect(valid).toMatchObject({ ok: true, data: { password: 'long enough' }, values: { email: 'sam@example.com', password: '', age: '30' } })
  })

  it('lets the caller shape the input, e.g. blank meaning "not given"', () => {
    const schema = z.object({ size: z.enum(['S', 'M']).default('M') })
    expect(parseForm(schema, { size: '' }, ['size'], { toInput: (v) => ({ size: v.size || undefined }) })).toEqual({
      ok: true,
      data: { size: 'M' },
      values: { size: '' },
    })
  })

  it('validates nested objects from dotted names and reports their fields', () => {
    const schema = z.object({ shipping: z.object({ city: z.string().min(1, 'City is required') }) })
    expect(parseForm(schema, { 'shipping.city': '' }, ['shipping.city'])).toEqual({
      ok: false,
      errors: { 'shipping.city': 'City is required' },
      values: { 'shipping.city': '' },
    })
  })

  it('never drops a message whose path is no listed field', () => {
    const schema = z.object({ a: z.string() }).refine(() => false, { message: 'Something is wrong' })
    expect(parseForm(schema, { a: 'x' }, ['a'])).toEqual({ ok: false, errors: { a: 'Something is wrong' }, values: { a: 'x' } })
  })
})

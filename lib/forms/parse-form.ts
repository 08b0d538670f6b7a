import type { z } from 'zod'
import { storableText } from './storable-text'

/** A submitted form: a server action's FormData, or plain strings (client state, tests). */
export type FormInput = FormData | Readonly<Record<string, string>>

/** The first message per field, for showing beside each input. */
export type FormErrors<F extends string> = Partial<Record<F, string>>

/** What the user typed, per field, so a rejected form comes back filled in. */
export type FormValues<F extends string> = Record<F, string>

/** Either way it carries what was typed (secret fields blank), for a form sent back after a later failure. */
export type ParsedForm<T, F extends string> =
  | { ok: true; data: T; values: FormValues<F> }
  | { ok: false; errors: FormErrors<F>; values: FormValues<F> }

export type ParseFormOptions<F extends string> = {
  /** Fields whose typed value is never sent back to the page (passwords): they come back blank. */
  secret?: readonly F[]
  /** Turns the typed strings into the schema's input; by default dotted names nest ("shipping.city"). */
  toInput?: (values: FormValues<F>) => unknown
}

/** Reads the listed fields as strings; a missing field or an uploaded file reads as ''. */
export function readFields<F extends string>(input: FormInput, fields: readonly F[]): FormValues<F> {
  const values = {} as FormValues<F>
  for (const field of fields) {
    const value = input instanceof FormData ? input.get(field) : input[field]
    values[field] = typeof value === 'string' ? value : ''
  }
  return values
}

/** Builds nested objects from dotted field names: { 'shipping.city': 'X' } → { shipping: { city: 'X' } }. */
export function nestFields(values: Readonly<Record<string, string>>): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values)) {
    const parts = name.split('.')
    const last = parts.pop() as string
    let node = root
    for (const part of parts) {
      const child = node[part]
      node = (typeof child === 'object' && child !== null ? child : (node[part] = {})) as Record<string, unknown>
    }
    node[last] = value
  }
  return root
}

/**
 * The field an issue belongs to: its own path, else the nearest listed field around it, else the
 * first field, so no message is ever dropped.
 */
function fieldOf<F extends string>(path: readonly PropertyKey[], fields: readonly F[]): F {
  const key = path.map(String).join('.')
  return (
    fields.find((field) => field === key) ??
    fields.find((field) => field.startsWith(`${key}.`) || key.startsWith(`${field}.`)) ??
    (fields[0] as F)
  )
}

/** Validates a submitted form with one schema: the parsed data, or the first error per field; and what was typed. */
export function parseForm<S extends z.ZodType, F extends string>(
  schema: S,
  input: FormInput,
  fields: readonly F[],
  options: ParseFormOptions<F> = {},
): ParsedForm<z.output<S>, F> {
  const typed = readFields(input, fields)
  const stored = Object.fromEntries(Object.entries<string>(typed).map(([field, value]) => [field, storableText(value)])) as FormValues<F>
  const result = schema.safeParse(options.toInput ? options.toInput(stored) : nestFields(stored))
  const values = { ...typed }
  for (const field of options.secret ?? []) values[field] = ''
  if (result.success) return { ok: true, data: result.data, values }

  const errors: FormErrors<F> = {}
  for (const issue of result.error.issues) errors[fieldOf(issue.path, fields)] ??= issue.message
  return { ok: false, errors, values }
}

/**
 * Request parameters as Stripe's API takes them: form-encoded with bracketed keys
 * (`metadata[reference]=E-1&allowed_payment_method_types[0]=card`, what the stripe package
 * sends) or JSON. Both become one nested object of strings (JSON numbers and booleans as text, as a
 * form would carry them), so every check reads one shape.
 */

import { readLimitedText } from '../../http/limited-body.js'

export type Params = { [key: string]: string | Params }

export class ParamsError extends Error {}

/** Far above any request of this API; a bigger body is refused before it is read whole. */
export const MAX_BODY_BYTES = 16 * 1024
const MAX_DEPTH = 4
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor'])

const create = (): Params => Object.create(null) as Params

/** The body's text, or null when it is longer than MAX_BODY_BYTES (or says it is). */
export const readBody = (request: Request) => readLimitedText(request, MAX_BODY_BYTES)

function set(target: Params, path: string[], value: string): void {
  if (path.length > MAX_DEPTH) throw new ParamsError('Parameters are nested too deeply.')
  let node = target
  for (const [index, key] of path.entries()) {
    if (key === '' || FORBIDDEN_KEYS.has(key)) throw new ParamsError(`Invalid parameter name: ${path.join('.')}`)
    if (index === path.length - 1) {
      if (key in node) throw new ParamsError(`Parameter given twice: ${path.join('.')}`)
      node[key] = value
      return
    }
    const next = node[key]
    if (typeof next === 'string') throw new ParamsError(`Invalid parameter: ${path.slice(0, index + 1).join('.')}`)
    node = next ?? (node[key] = create())
  }
}

function fromForm(text: string): Params {
  const params = create()
  for (const [name, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name)
    if (!match) throw new ParamsError(`Invalid parameter name: ${name}`)
    const [, head = '', brackets = ''] = match
    const path = [head, ...[...brackets.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '')]
    set(params, path, value)
  }
  return params
}

function fromJson(value: unknown, depth = 0): Params {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ParamsError('The JSON body must be an object.')
  if (depth > MAX_DEPTH) throw new ParamsError('Parameters are nested too deeply.')
  const params = create()
  for (const [key, item] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(key)) throw new ParamsError(`Invalid parameter name: ${key}`)
    if (item === null || item === undefined) continue
    params[key] = typeof item === 'object' ? fromJson(item, depth + 1) : String(item)
  }
  return params
}

/** The parameters of a body of the given content type; throws ParamsError for a body that is neither form nor JSON. */
export function parseParams(text: string, contentType: string | null): Params {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase()
  if (text.trim() === '') return create()
  if (type === 'application/json') {
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      throw new ParamsError('The body is not valid JSON.')
    }
    return fromJson(value)
  }
  if (type === 'application/x-www-form-urlencoded' || type === '' || type === 'text/plain') return fromForm(text)
  throw new ParamsError(`Unsupported content type: ${type}`)
}

/** The names in `params` outside `allowed` (a nested allowed list for objects), as Stripe names them: `payment_method_data[card][foo]`. */
export function unknownParams(params: Params, allowed: Record<string, true | Record<string, unknown>>, prefix = ''): string[] {
  const unknown: string[] = []
  for (const [key, value] of Object.entries(params)) {
    const name = prefix ? `${prefix}[${key}]` : key
    const rule = allowed[key]
    if (!rule) unknown.push(name)
    else if (rule !== true) {
      if (typeof value === 'string') unknown.push(name)
      else unknown.push(...unknownParams(value, rule as Record<string, true | Record<string, unknown>>, name))
    }
  }
  return unknown
}

/** A string parameter, or undefined. */
export const text = (params: Params | undefined, key: string): string | undefined => {
  const value = params?.[key]
  return typeof value === 'string' ? value : undefined
}

/** A nested object parameter, or undefined. */
export const object = (params: Params | undefined, key: string): Params | undefined => {
  const value = params?.[key]
  return typeof value === 'object' ? value : undefined
}

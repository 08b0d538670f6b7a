/**
 * One place that reads backend errors. Hosted Supabase (PostgREST/GoTrue) and the embedded
 * @supabase/lite differ: lite reports `raise exception` and check violations as code "SUP" with
 * HTTP 500 where PostgREST says P0001/23514 with 400. Callers get a kind and the spec's message.
 */
export type CommerceErrorKind = 'auth' | 'forbidden' | 'conflict' | 'invalid' | 'unavailable' | 'unknown'

export type BackendError = { code?: string; status?: number; message?: string; name?: string } | null | undefined

export function classifyError(error: BackendError): CommerceErrorKind {
  if (!error) return 'unknown'
  const code = error.code ?? ''
  const status = error.status ?? 0
  if (code === 'invalid_credentials' || code === 'user_already_exists' || code === 'otp_expired' || code === '28000') return 'auth'
  if (code === '42501' || status === 401 || status === 403) return 'forbidden'
  if (code === '23505' || code === '23503' || status === 409 || status === 422) return 'conflict'
  if (code === 'SUP' || code === 'P0001' || code.startsWith('22') || code.startsWith('23') || status === 400) return 'invalid'
  if (error.name === 'AuthRetryableFetchError' || status === 0 || status >= 502) return 'unavailable'
  return 'unknown'
}

/** A failed call as the shop reports it: the spec's message for the action, and why, for the logs. */
export class CommerceError extends Error {
  constructor(message: string, cause: BackendError) {
    super(message, { cause })
    this.name = 'CommerceError'
  }
}

import { BackendError, RateLimitedError } from '@/lib/errors/backend'
import { limitMessage, SERVICE_UNAVAILABLE } from '@/lib/errors/catalogue'

/**
 * Supabase's failures said as the BackendError (lib/errors/backend.ts) every commerce function
 * throws: an outage or a limit as such, any other refusal with the visitor's message.
 */

/** What supabase-js reports of a failed call (auth, PostgREST and Storage errors alike). */
type SupabaseFailure = { status?: number; name?: string }

/** The call never got an answer: a network failure or a gateway in front of the backend. */
const unreachable = (error: SupabaseFailure) => error.name === 'AuthRetryableFetchError' || (error.status ?? 0) === 0 || (error.status ?? 0) >= 502

/** The failure of a call the backend could not serve: unreachable (an outage) or limiting this site (HTTP 429). */
function unserved(error: SupabaseFailure): BackendError | null {
  if (error.status === 429) return new RateLimitedError(limitMessage(BACKEND_LIMIT_SECONDS), BACKEND_LIMIT_SECONDS, error)
  if (unreachable(error)) return new BackendError(SERVICE_UNAVAILABLE, error)
  return null
}

/**
 * Throws when the backend could not serve the call, said as an outage or a limit; nothing
 * otherwise. For calls whose other answers must not be passed on (a password reset never says
 * whether the address has an account).
 */
export function throwIfUnavailable(error: SupabaseFailure | null): void {
  const failure = error && unserved(error)
  if (failure) throw failure
}

/** The BackendError for a failed call: an outage or a limit said as such, any other refusal as `message`. */
export function backendFailure(error: SupabaseFailure, message: string): BackendError {
  return unserved(error) ?? new BackendError(message, error)
}

/** Supabase's own limits say no time to wait: a minute is their shortest window. */
const BACKEND_LIMIT_SECONDS = 60

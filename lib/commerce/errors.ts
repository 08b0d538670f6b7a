import { SERVICE_UNAVAILABLE } from '@/lib/errors/catalogue'
import { limitMessage } from '@/lib/security/limits'

/**
 * How the commerce layer fails: every exported function returns its data, or throws a
 * CommerceError whose message is what the visitor reads and whose cause is the backend's error,
 * for the logs. Anything else thrown is a bug and is never caught as a failed call.
 */
export class CommerceError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause })
    this.name = 'CommerceError'
  }
}

/**
 * For the catch of a caller that carries on after a failed call (a snapshot with an error, a merge
 * that must not block sign-in): logs the CommerceError with its cause and returns it; anything else
 * is thrown again. A refusal with no backend error behind it (a wrong password, a rate limit) is an
 * answer, not a fault, and is not logged.
 */
export function reportCommerceError(error: unknown, context?: string): CommerceError {
  if (!(error instanceof CommerceError)) throw error
  if (error.cause !== undefined) console.error(context ? `${context}: ${error.message}` : error.message, error.cause)
  return error
}

type BackendError = { status?: number; name?: string }

/** The call never got an answer: a network failure or a gateway in front of the backend. */
const unreachable = (error: BackendError) => error.name === 'AuthRetryableFetchError' || (error.status ?? 0) === 0 || (error.status ?? 0) >= 502

/** The failure of a call the backend could not serve: unreachable (an outage) or limiting this site (HTTP 429). */
function unserved(error: BackendError): CommerceError | null {
  if (error.status === 429) return new RateLimitedError(limitMessage(BACKEND_LIMIT_SECONDS), BACKEND_LIMIT_SECONDS, error)
  if (unreachable(error)) return new CommerceError(SERVICE_UNAVAILABLE, error)
  return null
}

/**
 * Throws when the backend could not serve the call, said as an outage or a limit; nothing
 * otherwise. For calls whose other answers must not be passed on (a password reset never says
 * whether the address has an account).
 */
export function throwIfUnavailable(error: BackendError | null): void {
  const failure = error && unserved(error)
  if (failure) throw failure
}

/** The CommerceError for a failed call: an outage or a limit said as such, any other refusal as `message`. */
export function backendFailure(error: BackendError, message: string): CommerceError {
  return unserved(error) ?? new CommerceError(message, error)
}

/** Supabase's own limits say no time to wait: a minute is their shortest window. */
const BACKEND_LIMIT_SECONDS = 60

/** A request refused by a rate limit: the message says how long to wait; routes answer 429 with Retry-After. */
export class RateLimitedError extends CommerceError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    cause?: unknown,
  ) {
    super(message, cause)
    this.name = 'RateLimitedError'
  }
}

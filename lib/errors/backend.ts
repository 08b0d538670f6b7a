/**
 * How a backend call fails, whichever door made it (lib/commerce for Supabase, lib/content for
 * Sanity): every exported function of a door returns its data, or throws a BackendError whose
 * message is what the visitor reads and whose cause is the backend's own error, for the logs.
 * Anything else thrown is a bug and is never caught as a failed call.
 */
export class BackendError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause })
    this.name = 'BackendError'
  }
}

/** A request refused by a rate limit: the message says how long to wait; routes answer 429 with Retry-After. */
export class RateLimitedError extends BackendError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    cause?: unknown,
  ) {
    super(message, cause)
    this.name = 'RateLimitedError'
  }
}

/**
 * For the catch of a caller that carries on after a failed call (a snapshot with an error, a merge
 * that must not block sign-in): logs the BackendError with its cause and returns it; anything else
 * is thrown again. A refusal with no backend error behind it (a wrong password, a rate limit) is an
 * answer, not a fault, and is not logged.
 */
export function reportBackendError(error: unknown, context?: string): BackendError {
  if (!(error instanceof BackendError)) throw error
  if (error.cause !== undefined) console.error(context ? `${context}: ${error.message}` : error.message, error.cause)
  return error
}

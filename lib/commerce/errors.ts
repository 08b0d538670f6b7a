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
 * is thrown again.
 */
export function reportCommerceError(error: unknown, context?: string): CommerceError {
  if (!(error instanceof CommerceError)) throw error
  console.error(context ? `${context}: ${error.message}` : error.message, error.cause)
  return error
}

type BackendError = { status?: number; name?: string }

/**
 * Throws `message` when the call never got an answer (network failure, gateway error), and nothing
 * otherwise: for calls whose answers must not be passed on (a password reset never says whether
 * the address has an account).
 */
export function throwIfUnreachable(error: BackendError | null, message: string): void {
  if (!error) return
  const status = error.status ?? 0
  if (error.name === 'AuthRetryableFetchError' || status === 0 || status >= 502) throw new CommerceError(message, error)
}

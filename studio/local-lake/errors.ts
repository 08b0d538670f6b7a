/**
 * A refusal the local lake answers with, in the shape Sanity's API answers: an HTTP status and
 * `{ error: { description, type, ... } }`, which @sanity/client turns into a ClientError whose
 * message is the description (what the Studio shows an editor).
 */
export class LakeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
  }

  get body() {
    return { error: { description: this.message, type: this.type, ...this.details }, message: this.message, statusCode: this.status }
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new LakeError(400, 'validationError', message, details)
export const conflict = (message: string, details?: Record<string, unknown>) => new LakeError(409, 'conflictError', message, details)
export const notFound = (message: string) => new LakeError(404, 'notFoundError', message)

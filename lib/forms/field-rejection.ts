/**
 * A refusal found after a form parsed, that belongs to one or more of its fields (a logo file that
 * is not an image, a product withdrawn meanwhile, the sizes a store's items need): thrown by an
 * action's work, answered by validatedAction as those fields' errors, so the form points at what to fix.
 */
export class FieldRejection<F extends string = string> extends Error {
  readonly errors: Partial<Record<F, string>>

  constructor(field: F, message: string) {
    super(message)
    this.name = 'FieldRejection'
    this.errors = { [field]: message } as Partial<Record<F, string>>
  }

  /** The refusal of several fields at once, each with its message (at least one). */
  static of<F extends string>(errors: Partial<Record<F, string>>): FieldRejection<F> {
    const [field, message] = Object.entries<string | undefined>(errors)[0] ?? []
    const rejection = new FieldRejection(field as F, message ?? '')
    Object.assign(rejection.errors, errors)
    return rejection
  }
}

/**
 * A refusal found after a form parsed, that belongs to one of its fields (a logo file that is not
 * an image, a product withdrawn meanwhile): thrown by an action's work, answered by validatedAction
 * as that field's error, so the form points at what to fix.
 */
export class FieldRejection<F extends string = string> extends Error {
  constructor(
    readonly field: F,
    message: string,
  ) {
    super(message)
    this.name = 'FieldRejection'
  }
}

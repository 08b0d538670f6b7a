/**
 * The colour a product opens with is the first in stock, else the first. A variant with
 * no stock flag counts as in stock, as new variants are.
 */
export function defaultVariant<V extends { inStock?: boolean | null }>(variants: readonly V[]): V | null {
  return variants.find((variant) => variant.inStock !== false) ?? variants[0] ?? null
}

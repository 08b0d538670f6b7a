import type { PriceBook } from '@/lib/pricing/pricing'
import type { CartLine } from './cart'

/**
 * What a cart line may be, as the published content states it: the product's prices (PriceBook)
 * and everything a line describes, its name, picture, colours with their stock, and sizes.
 */
export type CatalogueEntry = PriceBook & {
  image: string | null
  variants: { key: string; name: string; colorCode: string | null; inStock: boolean }[]
  sizes: string[]
}

export type Catalogue = ReadonlyMap<string, CatalogueEntry>

/** The most lines a cart holds (the database holds the same bound): enough for any team's order. */
export const MAX_CART_LINES = 50

type Checked = { ok: true; line: CartLine } | { ok: false; error: string }

/**
 * A line as the catalogue describes it: the browser says only which product, option, colour and
 * size it wants; every name, colour code and picture is taken from the content. A product, option
 * or colour that is not offered, a colour out of stock or a size the product is not made in is
 * refused, with the reason. The price is set afterwards (priceOrder), for the whole cart at once.
 */
export function lineFromCatalogue(line: CartLine, catalogue: Catalogue): Checked {
  const entry = catalogue.get(line.productSlug)
  if (!entry) return { ok: false, error: 'A product in your cart is no longer available.' }
  const { name } = entry

  let option: CatalogueEntry['options'][number] | null = null
  if (line.optionKey !== null) {
    option = entry.options.find((candidate) => candidate.key === line.optionKey) ?? null
    if (!option) return { ok: false, error: `That option of ${name} is no longer available.` }
  } else if (entry.options.length > 0) {
    return { ok: false, error: `Please choose an option for ${name}.` }
  }

  const variant = line.variantKey === null ? null : entry.variants.find((candidate) => candidate.key === line.variantKey)
  if (variant === undefined) return { ok: false, error: `That colour of ${name} is no longer available.` }
  if (variant === null && entry.variants.length > 0) return { ok: false, error: `Please choose a colour for ${name}.` }
  if (variant && !variant.inStock) return { ok: false, error: `${name} in ${variant.name} is out of stock.` }

  if (line.size === null ? entry.sizes.length > 0 : !entry.sizes.includes(line.size)) {
    return { ok: false, error: line.size === null ? `Please choose a size for ${name}.` : `${name} is not made in size ${line.size}.` }
  }

  return {
    ok: true,
    line: {
      ...line,
      name,
      optionName: option?.name ?? null,
      variantName: variant?.name ?? null,
      colorCode: variant?.colorCode ?? null,
      image: entry.image,
    },
  }
}

/** For an order, all or nothing: every line as the catalogue describes it, or the first reason one cannot be ordered. */
export function linesFromCatalogue(lines: readonly CartLine[], catalogue: Catalogue): { ok: true; lines: CartLine[] } | { ok: false; error: string } {
  const checked: CartLine[] = []
  for (const line of lines) {
    const result = lineFromCatalogue(line, catalogue)
    if (!result.ok) return result
    checked.push(result.line)
  }
  return { ok: true, lines: checked }
}

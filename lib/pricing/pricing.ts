import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, parseQuantity } from './quantity'

/** Price each for a range of quantities; maxQuantity null means "and up". */
export type PriceTier = { minQuantity: number; maxQuantity: number | null; priceCents: number }

/** One product's prices in integer cents, so sums never pick up floating-point pennies. */
export type PriceBook = {
  slug: string
  name: string
  /** See startingPriceCents: the price quantity tiers discount and options add their premium to. */
  startingPriceCents: number
  options: { key: string; name: string; priceCents: number }[]
  tiers: PriceTier[]
}

/** A product's options and quantity tiers as the content layer gives them: already in cents. */
export type PriceList = {
  options?: readonly { priceCents: number }[] | null
  pricingTiers?: readonly PriceTier[] | null
}

/** A product as the content gives it, for building its PriceBook. */
export type ProductPrices = {
  slug: string
  name: string
  options?: readonly { _key: string; name: string; priceCents: number }[] | null
  pricingTiers?: readonly PriceTier[] | null
}

type PricingErrorCode = 'unknown-product' | 'unknown-option' | 'option-required' | 'invalid-quantity'

/** Why a line cannot be priced: a code for the program, a sentence for the customer. */
export type PricingError = { code: PricingErrorCode; productSlug: string; error: string }

/** The tier price for a quantity, or null when no tier covers it. */
export function tierPriceCents(tiers: readonly PriceTier[], quantity: number): number | null {
  const tier = tiers.find((t) => quantity >= t.minQuantity && (t.maxQuantity === null || quantity <= t.maxQuantity))
  return tier ? tier.priceCents : null
}

/**
 * A product's "from" price, worked out from its prices so that nobody has to keep it in step with
 * them. A product priced by quantity starts at its price for one item: the regular price its tiers
 * discount, which cheaper youth or bulk options do not lower (CHEL is from $65, not its $55
 * youth option). Any other product starts at its cheapest option. A product with neither has no
 * price (null) and cannot be sold; the Studio does not let an editor publish one.
 */
export function startingPriceCents(product: PriceList): number | null {
  const regularCents = tierPriceCents(product.pricingTiers ?? [], 1)
  if (regularCents !== null) return regularCents
  const optionCents = (product.options ?? []).map((option) => option.priceCents)
  return optionCents.length > 0 ? Math.min(...optionCents) : null
}

/** The prices of one product, or null for a product without any (see startingPriceCents). */
export function priceBookFromProduct(product: ProductPrices): PriceBook | null {
  const starting = startingPriceCents(product)
  if (starting === null) return null
  return {
    slug: product.slug,
    name: product.name,
    startingPriceCents: starting,
    options: (product.options ?? []).map((option) => ({ key: option._key, name: option.name, priceCents: option.priceCents })),
    tiers: (product.pricingTiers ?? []).map((tier) => ({ minQuantity: tier.minQuantity, maxQuantity: tier.maxQuantity, priceCents: tier.priceCents })),
  }
}

/**
 * The price each of one option when the order holds `productQuantity` of the product. Quantity
 * tiers lower the base price and an option keeps its premium over the base; an option already
 * cheaper than the base (youth, team bulk) is never raised. A product with options must be ordered
 * as one of them, so leaving the option out cannot buy the dearer item at the starting price.
 */
export function unitPriceCents(
  book: PriceBook,
  optionKey: string | null,
  productQuantity: number,
): { ok: true; unitPriceCents: number } | ({ ok: false } & PricingError) {
  let listCents = book.startingPriceCents
  if (optionKey !== null) {
    const option = book.options.find((o) => o.key === optionKey)
    if (!option) return { ok: false, code: 'unknown-option', productSlug: book.slug, error: `That option of ${book.name} is no longer available.` }
    listCents = option.priceCents
  } else if (book.options.length > 0) {
    return { ok: false, code: 'option-required', productSlug: book.slug, error: `Please choose an option for ${book.name}.` }
  }
  const tierCents = tierPriceCents(book.tiers, productQuantity)
  if (tierCents === null) return { ok: true, unitPriceCents: listCents }
  const premiumCents = Math.max(0, listCents - book.startingPriceCents)
  return { ok: true, unitPriceCents: Math.min(listCents, tierCents + premiumCents) }
}

/** One line to price: which product, which option, how many. */
export type OrderLineInput = { productSlug: string; optionKey: string | null; quantity: number }

type PricedLine<L extends OrderLineInput> = L & { unitPriceCents: number; lineTotalCents: number }

export type PricedOrder<L extends OrderLineInput> =
  | { ok: true; lines: PricedLine<L>[]; subtotalCents: number; itemCount: number }
  | ({ ok: false } & PricingError)

/**
 * Prices every line from the published prices, never from what the browser sent. A line's tier
 * quantity is the order's total of that product, so 15 jerseys in mixed sizes and options all get
 * the 10+ price.
 */
export function priceOrder<L extends OrderLineInput>(
  lines: readonly L[],
  books: ReadonlyMap<string, PriceBook> | Readonly<Record<string, PriceBook>>,
): PricedOrder<L> {
  const bookOf = (slug: string) => (books instanceof Map ? books.get(slug) : Object.hasOwn(books, slug) ? (books as Record<string, PriceBook>)[slug] : undefined)
  const productQuantities = new Map<string, number>()
  for (const line of lines) {
    if (!parseQuantity(line.quantity).ok) {
      return {
        ok: false,
        code: 'invalid-quantity',
        productSlug: line.productSlug,
        error: `Quantities must be whole numbers from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}.`,
      }
    }
    productQuantities.set(line.productSlug, (productQuantities.get(line.productSlug) ?? 0) + line.quantity)
  }

  const priced: PricedLine<L>[] = []
  for (const line of lines) {
    const book = bookOf(line.productSlug)
    if (!book) return { ok: false, code: 'unknown-product', productSlug: line.productSlug, error: 'A product in your order is no longer available.' }
    const unit = unitPriceCents(book, line.optionKey, productQuantities.get(line.productSlug) ?? line.quantity)
    if (!unit.ok) return { ok: false, code: unit.code, productSlug: unit.productSlug, error: unit.error }
    priced.push({ ...line, unitPriceCents: unit.unitPriceCents, lineTotalCents: unit.unitPriceCents * line.quantity })
  }
  return {
    ok: true,
    lines: priced,
    subtotalCents: priced.reduce((sum, line) => sum + line.lineTotalCents, 0),
    itemCount: priced.reduce((sum, line) => sum + line.quantity, 0),
  }
}

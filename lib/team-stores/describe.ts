// A store as the server opens it: the product, its price and the design's names taken from the
// content as published now, never from the browser.
import type { OrderWizardsQueryResult } from '@/lib/content/sanity.types'
import { DESCRIBE_MESSAGES } from '@/lib/wizard/describe'
import { garmentOf, MAX_ITEM_OPTIONS, offerField, type Garment } from './fields'
import { lateSurchargeCents } from './fill-in'
import type { OpenStoreInput } from './forms.schema'
import { ITEM_MESSAGES } from './items'
import { expressOptions, hasExpressPrice, type ExpressOption } from '@/lib/pricing/express'

type Content = Pick<OrderWizardsQueryResult, 'products'>

/** A product as a store offers it: its name, the size it is made in, the shop's price for one and its options', from the content as published now. */
export type DescribedItem = { product: { slug: string; name: string }; garment: Garment | null; priceCents: number; options: ExpressOption[] }

/** Why the content does not allow an item, and the field that says it. */
type NotAllowed = { ok: false; error: string; field: 'productSlug' | ReturnType<typeof offerField> }

export type DescribedStore = {
  ok: true
  item: DescribedItem
  design: { templateId: string; templateName: string; primaryColor: string; secondaryColor: string; collarStyle: string; collarName: string; designNotes: string }
}

/** The parts of a quote's design a store started from it keeps as they were: its template and collar (colours and notes are the form's). */
export type StartingDesign = Pick<DescribedStore['design'], 'templateId' | 'templateName' | 'collarStyle' | 'collarName'>

/**
 * The product `slug` as a store item, in the options `offered` (by key; all of them when none are
 * named, as the forms list them), or why the content does not allow it: a product with options is
 * offered in at least one of its own.
 */
export function describeItem(slug: string, content: Content, offered?: readonly string[]): { ok: true; item: DescribedItem } | NotAllowed {
  const product = content.products.find((candidate) => candidate.slug === slug)
  if (!product) return { ok: false, error: DESCRIBE_MESSAGES.unknownProduct, field: 'productSlug' }
  // Each player pays the product's express price: a store's items are express orders paid player by player.
  if (!hasExpressPrice(product)) return { ok: false, error: DESCRIBE_MESSAGES.noExpressPrice, field: 'productSlug' }
  const options = expressOptions(product).slice(0, MAX_ITEM_OPTIONS)
  const chosen = offered ? options.filter((option) => offered.includes(option.key)) : options
  if (offered && chosen.length < offered.length) return { ok: false, error: ITEM_MESSAGES.optionsChanged, field: offerField(0) }
  if (offered && options.length > 0 && chosen.length === 0) return { ok: false, error: ITEM_MESSAGES.noOption, field: offerField(0) }
  // The first option alone is the product as its express price sells it: an item of no options, named as the product.
  const itemOptions = offered && chosen.length === 1 && chosen[0] === options[0] ? [] : chosen
  return { ok: true, item: { product: { slug: product.slug, name: product.name }, garment: garmentOf(product.productType), priceCents: product.expressPricePerPlayerCents, options: itemOptions } }
}

/** The products a store offering `items` can add, as the content prices them now: those with an express price it does not offer yet. */
function addableItems(content: Content, items: readonly { productSlug: string }[]): DescribedItem[] {
  return content.products.flatMap((product) => {
    if (items.some((item) => item.productSlug === product.slug)) return []
    const described = describeItem(product.slug, content)
    return described.ok ? [described.item] : []
  })
}

/** What a store's board takes of the content as published now: a late player's surcharge, the shop's lead time, and the products it can add. */
export const boardContent = (content: Pick<OrderWizardsQueryResult, 'products' | 'terms'>, store: { items: readonly { productSlug: string }[] }) => ({
  lateSurchargeCents: lateSurchargeCents(content),
  standardOrderDays: content.terms?.standardOrderDays ?? 0,
  addable: addableItems(content, store.items),
})

/** The store the manager asked for, or why the content no longer allows it (on the product's field). */
export function describeStore(input: OpenStoreInput, content: Content, starting: StartingDesign | null = null): DescribedStore | NotAllowed {
  const described = describeItem(input.productSlug, content, input.offered)
  if (!described.ok) return described
  return {
    ok: true,
    item: described.item,
    design: {
      templateId: starting?.templateId ?? '',
      templateName: starting?.templateName ?? '',
      primaryColor: input.primaryColor.toUpperCase(),
      secondaryColor: input.secondaryColor.toUpperCase(),
      collarStyle: starting?.collarStyle ?? '',
      collarName: starting?.collarName ?? '',
      designNotes: input.designNotes,
    },
  }
}

// A store as the server opens it: the product, its price and the design's names taken from the
// content as published now, never from the browser.
import type { OrderWizardsQueryResult } from '@/lib/content/sanity.types'
import { DESCRIBE_MESSAGES } from '@/lib/wizard/describe'
import { garmentOf, type Garment } from './fields'
import type { OpenStoreInput } from './forms.schema'
import { hasExpressPrice } from '@/lib/pricing/express'

type Content = Pick<OrderWizardsQueryResult, 'products'>

export type DescribedStore = {
  ok: true
  product: { slug: string; name: string }
  garment: Garment | null
  pricePerPlayerCents: number
  design: { templateId: string; templateName: string; primaryColor: string; secondaryColor: string; collarStyle: string; collarName: string; designNotes: string }
}

/** The parts of a quote's design a store started from it keeps as they were: its template and collar (colours and notes are the form's). */
export type StartingDesign = Pick<DescribedStore['design'], 'templateId' | 'templateName' | 'collarStyle' | 'collarName'>

/** The store the manager asked for, or why the content no longer allows it (on the product's field). */
export function describeStore(input: OpenStoreInput, content: Content, starting: StartingDesign | null = null): DescribedStore | { ok: false; error: string } {
  const product = content.products.find((candidate) => candidate.slug === input.productSlug)
  if (!product) return { ok: false, error: DESCRIBE_MESSAGES.unknownProduct }
  // Each player pays the product's express price: the store is an express order paid player by player.
  if (!hasExpressPrice(product)) return { ok: false, error: DESCRIBE_MESSAGES.noExpressPrice }
  return {
    ok: true,
    product: { slug: product.slug, name: product.name },
    garment: garmentOf(product.productType),
    pricePerPlayerCents: product.expressPricePerPlayerCents,
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

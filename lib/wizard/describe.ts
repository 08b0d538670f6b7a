// Turns a checked submission into what the shop stores: every name, price and amount taken from
// the content as published now, never from the browser.
import type { OrderWizardsQueryResult } from '@/lib/content/sanity.types'
import { expressTotals, hasExpressPrice, type ExpressTotals } from '@/lib/pricing/express'
import { startingPriceCents, tierPriceCents } from '@/lib/pricing/pricing'
import type { ExpressSubmissionInput, QuoteSubmissionInput } from './submission.schema'
import type { StepId } from './draft'

export const DESCRIBE_MESSAGES = {
  unknownProduct: 'This product is no longer available. Please choose another product.',
  unknownTemplate: 'This design template is no longer available. Please choose another one.',
  unknownCollar: 'This collar style is no longer available. Please choose another one.',
  noTerms: 'Ordering is unavailable right now. Please try again in a moment.',
  noExpressPrice: 'This product cannot be ordered express yet. Please send a quote request instead.',
} as const

type Content = Pick<OrderWizardsQueryResult, 'terms' | 'templates' | 'products'>

/** A submission the content no longer allows, with the step to fix it on. */
export type Refusal = { ok: false; step: StepId; error: string }

export type DescribedQuote = {
  ok: true
  product: { slug: string; name: string }
  design: QuoteSubmissionInput['design'] & { templateName: string; collarName: string }
  /** The quantity tier price that applies, for staff; not a charge. */
  indicativeUnitPriceCents: number | null
}

export type DescribedExpress = { ok: true; product: { slug: string; name: string }; totals: ExpressTotals }

function productOf(content: Content, slug: string) {
  const product = content.products.find((p) => p.slug === slug)
  return product ? { ...product, ref: { slug: product.slug, name: product.name } } : null
}

export function describeQuote(input: QuoteSubmissionInput, content: Content): DescribedQuote | Refusal {
  const product = productOf(content, input.productSlug)
  if (!product) return { ok: false, step: 'team', error: DESCRIBE_MESSAGES.unknownProduct }
  const template = input.design.templateId ? content.templates.find((t) => t._id === input.design.templateId && t.productSlug === product.slug) : null
  if (template === undefined) return { ok: false, step: 'design', error: DESCRIBE_MESSAGES.unknownTemplate }
  const collar = input.design.collarStyle ? content.terms?.collarStyles?.find((c) => c._key === input.design.collarStyle) : null
  if (collar === undefined) return { ok: false, step: 'design', error: DESCRIBE_MESSAGES.unknownCollar }
  const quantity = Math.max(input.details.estimatedQuantity ?? input.players.length, 1)
  const tiers = product.pricingTiers ?? []
  return {
    ok: true,
    product: product.ref,
    design: { ...input.design, templateName: template?.name ?? '', collarName: collar?.title ?? '' },
    indicativeUnitPriceCents: tiers.length > 0 ? tierPriceCents(tiers, quantity) : startingPriceCents(product),
  }
}

export function describeExpress(input: ExpressSubmissionInput, content: Content): DescribedExpress | Refusal {
  const product = productOf(content, input.productSlug)
  if (!product) return { ok: false, step: 'team', error: DESCRIBE_MESSAGES.unknownProduct }
  if (!content.terms) return { ok: false, step: 'payment', error: DESCRIBE_MESSAGES.noTerms }
  // A product published before it had an express price (a hosted project's older document) reads as null.
  if (!hasExpressPrice(product)) return { ok: false, step: 'payment', error: DESCRIBE_MESSAGES.noExpressPrice }
  const totals = expressTotals({
    playerCount: input.players.length,
    pricePerPlayerCents: product.expressPricePerPlayerCents,
    depositPercent: content.terms.depositPercent,
    paymentType: input.paymentType,
  })
  return { ok: true, product: product.ref, totals }
}

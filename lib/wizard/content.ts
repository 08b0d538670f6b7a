import type { OrderWizardsQueryResult } from '@/lib/content/sanity.types'

type Query = OrderWizardsQueryResult

/** The wizards' copy and terms, checked present before a wizard renders. */
export type WizardContent = {
  page: NonNullable<Query['page']>
  terms: NonNullable<Query['terms']> & { collarStyles: NonNullable<NonNullable<Query['terms']>['collarStyles']> }
  /** The jersey templates of the product being ordered. */
  templates: Query['templates']
}

export type WizardProduct = Query['products'][number]

/**
 * What a wizard for one product shows, or null when the catalogue has no such product. Missing
 * copy or terms are a content fault, not a visitor's: they throw to the error page.
 */
export function wizardFor(content: Query, productSlug: string): { product: WizardProduct; content: WizardContent } | null {
  const product = content.products.find((p) => p.slug === productSlug)
  if (!product) return null
  const { page, terms } = content
  if (!page || !terms) throw new Error('The order wizards page or the site settings are missing from the content')
  return {
    product,
    content: { page, terms: { ...terms, collarStyles: terms.collarStyles ?? [] }, templates: content.templates.filter((t) => t.productSlug === product.slug) },
  }
}

import { accessibleImage } from './objects/accessibleImage'
import { blockContent } from './objects/blockContent'
import { card, faq, link, pricingTier, textTable } from './objects/common'
import { product } from './documents/product'
import { sizeChart, sizingGuideTab } from './documents/sizing'
import { jerseyExample, jerseyTemplate, testimonial } from './documents/showcase'
import { siteSettings } from './singletons/siteSettings'
import {
  aboutPage,
  confirmationPage,
  contactPage,
  homePage,
  notFoundPage,
  orderWizardsPage,
  processPage,
  productsPage,
  sizingGuidePage,
} from './singletons/pages'

export const singletonTypes = [
  siteSettings,
  homePage,
  productsPage,
  aboutPage,
  processPage,
  contactPage,
  sizingGuidePage,
  orderWizardsPage,
  confirmationPage,
  notFoundPage,
]

export const schemaTypes = [
  accessibleImage,
  blockContent,
  card,
  faq,
  link,
  pricingTier,
  textTable,
  product,
  sizeChart,
  sizingGuideTab,
  testimonial,
  jerseyExample,
  jerseyTemplate,
  ...singletonTypes,
]

/** Singletons live at a fixed document id equal to their type name. */
export const singletonIds = new Set<string>(singletonTypes.map((type) => type.name))

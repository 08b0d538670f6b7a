/**
 * Every GROQ query the site sends, with the cache tags (document types) it depends on.
 * Both backends run these unchanged: Sanity's Content Lake, or groq-js over the bundled dataset.
 */
import { defineQuery } from 'groq'

// Images come back flat and ready for <ContentImage>: the same shape for CDN and bundled assets.
const image = `{
  alt, crop, hotspot,
  "assetId": asset->_id,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
}`

const linkFields = `{ _key, label, href }`

const card = `{ _key, title, text, "image": image${image}, link{ label, href } }`

const testimonial = `{ _id, title, content, sourceRole, organization, imagePosition, "image": image${image} }`

// Money leaves the content layer in integer cents, here and in siteSettings: editors type dollars
// in the Studio, and everything after this (pricing, cart, pages) counts in cents only.
const priceCents = `"priceCents": round(price * 100)`
const pricingTier = `{ _key, minQuantity, maxQuantity, ${priceCents} }`

// A product's options and tiers, from which lib/pricing works out its "from" price.
const productSummary = `{
  _id, name, "slug": slug.current, category, tags, shortDescription,
  options[]{ ${priceCents} },
  pricingTiers[]${pricingTier},
  "image": image${image}
}`

const seo = `seo{ title, description }`

// A garment's size tables, the same for its sizing-guide tab and its product pages: size charts
// (numbers with units, referenced) and text tables (what is not a measurement, inline).
const sizingTable = `{
  _key,
  _type == "reference" => @->{
    "kind": "chart", title, note, rowHeading, noteHeading,
    measures[]{ _key, name, letter, unit },
    sizes[]{ _key, label, note, values[]{ _key, from, to, andUp } }
  },
  _type == "textTable" => { "kind": "text", title, note, columns, rows[]{ _key, cells } }
}`

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  siteName, tagline, description, foundedYear, email, notificationEmail, phone,
  "logo": logo${image},
  "fallbackImage": fallbackImage${image},
  socialLinks[]{ _key, platform, label, url },
  businessHours[]{ _key, days, hours },
  enquiryResponseTime, quoteResponseTime,
  mainNavigation[]${linkFields},
  orderButton{ label, href },
  footerCompanyLinks[]${linkFields},
  footerProductLinks[]${linkFields},
  productionTimes{ productPages, standardOrder, expressOrder },
  depositPercent,
  collarStyles[]{ _key, title, text }
}`)

export const productsPageQuery = defineQuery(`*[_type == "productsPage" && _id == "productsPage"][0]{
  title, intro, detailsLabel, seo{ title, description },
  "cards": cards[defined(product->slug.current)]{
    _key,
    "name": product->name,
    "shortDescription": product->shortDescription,
    "options": product->options[]{ ${priceCents} },
    "pricingTiers": product->pricingTiers[]${pricingTier},
    "image": product->image${image},
    "slug": coalesce(linkTo->slug.current, product->slug.current)
  }
}`)

export const productSlugsQuery = defineQuery(`*[_type == "product" && defined(slug.current)].slug.current`)

export const productBySlugQuery = defineQuery(`*[_type == "product" && slug.current == $slug][0]{
  _id, name, "slug": slug.current, category, tags, productType, shortDescription, description, features,
  "expressPricePerPlayerCents": round(expressPricePerPlayer * 100),
  "image": image${image},
  "additionalImages": additionalImages[]${image},
  "collarImage": collarImage${image},
  options[]{ _key, name, description, ${priceCents}, priceUnit, "image": image${image} },
  variants[]{ _key, name, color, colorCode, inStock, "images": images[]${image} },
  pricingTiers[]${pricingTier},
  customizationGroups[]{ _key, title, description, options },
  faqs[]{ _key, question, answer },
  sizing->{
    key, intro,
    "diagram": diagram${image},
    legend[]{ _key, key, label },
    tables[]${sizingTable}
  },
  minOrderQuantity, leadTime, allowPlayerName, allowPlayerNumber, allowTeamName, allowCustomColors
}`)


// What the cart and checkout take every line's price, names, colours and picture from: always the
// published content (see getPublishedPriceBooks), never what the browser sent.
export const priceBooksQuery = defineQuery(`*[_type == "product" && defined(slug.current)]{
  name, "slug": slug.current, productType,
  options[]{ _key, name, ${priceCents} },
  pricingTiers[]${pricingTier},
  variants[]{ _key, name, colorCode, inStock },
  "image": image${image},
  "additionalImages": additionalImages[]${image}
}`)

export const notFoundPageQuery = defineQuery(`*[_type == "notFoundPage" && _id == "notFoundPage"][0]{
  code, title, text, links[]{ _key, label, href }, productNotFoundTitle, productNotFoundText
}`)

/** Headings and labels shared by every product page. */
export const productDetailWordingQuery = defineQuery(`*[_type == "productsPage" && _id == "productsPage"][0].productDetail{
  fromLabel, backLabel, featuresTitle,
  standardOrder{ title, text }, expressOrder{ title, text }, teamStore{ title, text },
  collarTitle, collarIntro, optionsTitle, sizingTitle,
  sizingGuideLinkLabel, customizationTitle, faqTitle, relatedTitle
}`)

/** Every product, for related products, the sitemap and listings. */
export const productSummariesQuery = defineQuery(`*[_type == "product" && defined(slug.current)] | order(name asc)${productSummary}`)

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  hero{
    headline, subheadline, trustLine,
    buttons[]${linkFields},
    infoCards[]${card},
    "backgroundImage": backgroundImage${image},
    "jerseyImage": jerseyImage${image},
    textureOpacity, overlayOpacity
  },
  featuredTitle, featuredIntro, featuredLinkLabel,
  "featuredProducts": featuredProducts[]->${productSummary},
  audienceTitle,
  audiences[]${card},
  testimonialsTitle,
  "testimonials": testimonials[]->${testimonial},
  banner{ title, text, button{ label, href } },
  ${seo}
}`)

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  title, intro, storyTitle, story, missionTitle, mission,
  values[]${card},
  testimonialsTitle,
  "testimonials": testimonials[]->${testimonial},
  teamTitle, teamIntro,
  team[]${card},
  contactButton{ label, href },
  ${seo}
}`)

export const processPageQuery = defineQuery(`*[_type == "processPage" && _id == "processPage"][0]{
  title, intro,
  orderTypesTitle, orderTypes[]${card},
  stepsTitle, steps[]${card},
  timelineTitle, timeline[]{ _key, period, title, text }, timelineSummary,
  policiesTitle, policies[]${card},
  provideTitle, provideItems,
  callToAction{ title, text, buttons[]${linkFields} },
  ${seo}
}`)

export const contactPageQuery = defineQuery(`*[_type == "contactPage" && _id == "contactPage"][0]{
  title, intro, detailsTitle, urgentNote, formTitle, formIntro, successTitle, successText,
  faqTitle, faqs[]{ _key, question, answer },
  ${seo}
}`)

export const sizingGuideQuery = defineQuery(`{
  "page": *[_type == "sizingGuidePage" && _id == "sizingGuidePage"][0]{
    title, intro, instructionsTitle, selectionTitle, tablesTitle, tipsTitle, generalTips,
    helpTitle, helpText, helpLink{ label, href }, callLabel, examplesTitle, ${seo}
  },
  "tabs": *[_type == "sizingGuideTab"] | order(order asc){
    _id, key, title, intro,
    instructions[]${card},
    selectionGuide,
    "diagram": diagram${image},
    legend[]{ _key, key, label },
    tables[]${sizingTable}
  },
  "examples": *[_type == "jerseyExample"] | order(number asc){ _id, number, name, "image": image${image} }
}`)

export const confirmationPageQuery = defineQuery(`*[_type == "confirmationPage" && _id == "confirmationPage"][0]{
  title, intro, expressTitle, expressIntro, referenceLabel, nextStepsTitle, nextSteps[]${card}, expressNextSteps[]${card}, links[]${linkFields}
}`)

// What both order wizards show: their copy, the prices and production times they quote, the collar
// styles and the jersey templates a design can start from, and every product a team can order.
export const orderWizardsQuery = defineQuery(`{
  "page": *[_type == "orderWizardsPage" && _id == "orderWizardsPage"][0]{
    quoteIntro, expressIntro, chooseProductTitle, chooseProductIntro,
    teamIntro, designIntro, rosterIntro, detailsIntro, reviewIntro, logoIntro, paymentIntro,
    rushNote, tooSoonNote, balanceNote, restoredNote, carriedOverNote, quoteReorderedNote, expressReorderedNote, corruptDraftNote, reorderUnavailableNote
  },
  "terms": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    depositPercent,
    "standardOrderDays": productionTimes.standardOrderDays, "rushOrderDays": productionTimes.rushOrderDays,
    "lateSurchargeCents": round(teamStoreLateSurcharge * 100), "playerShippingCents": round(teamStorePlayerShipping * 100),
    collarStyles[]{ _key, title, text, shape }
  },
  "templates": *[_type == "jerseyTemplate" && defined(product->slug.current)] | order(name asc){
    _id, name, description, palette, pattern, "productSlug": product->slug.current, "previewImage": previewImage${image}
  },
  "products": *[_type == "product" && defined(slug.current)] | order(name asc){
    name, "slug": slug.current, productType, shortDescription,
    "expressPricePerPlayerCents": round(expressPricePerPlayer * 100),
    options[]{ _key, name, description, ${priceCents} },
    pricingTiers[]${pricingTier},
    "image": image${image}
  }
}`)

/** Which document types each query reads, so a publish of that type revalidates it. */
export const queryTags = {
  siteSettings: ['siteSettings'],
  productsPage: ['productsPage', 'product'],
  productSlugs: ['product'],
  product: ['product', 'sizingGuideTab', 'sizeChart'],
  productSummaries: ['product'],
  priceBooks: ['product'],
  productDetailWording: ['productsPage'],
  notFoundPage: ['notFoundPage'],
  homePage: ['homePage', 'product', 'testimonial'],
  aboutPage: ['aboutPage', 'testimonial'],
  processPage: ['processPage'],
  contactPage: ['contactPage'],
  sizingGuide: ['sizingGuidePage', 'sizingGuideTab', 'sizeChart', 'jerseyExample'],
  confirmationPage: ['confirmationPage'],
  orderWizards: ['orderWizardsPage', 'siteSettings', 'jerseyTemplate', 'product'],
} as const satisfies Record<string, readonly string[]>

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

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  siteName, tagline, description, foundedYear, email, phone,
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
  expressPricePerPlayer, depositPercent,
  collarStyles[]{ _key, title, text }
}`)

export const productsPageQuery = defineQuery(`*[_type == "productsPage" && _id == "productsPage"][0]{
  title, intro, detailsLabel, seo{ title, description },
  "cards": cards[defined(product->slug.current)]{
    _key,
    "name": product->name,
    "shortDescription": product->shortDescription,
    "startingPrice": product->startingPrice,
    "image": product->image${image},
    "slug": coalesce(linkTo->slug.current, product->slug.current)
  }
}`)

export const productSlugsQuery = defineQuery(`*[_type == "product" && defined(slug.current)].slug.current`)

export const productBySlugQuery = defineQuery(`*[_type == "product" && slug.current == $slug][0]{
  _id, name, "slug": slug.current, category, tags, productType, shortDescription, description, features,
  "image": image${image},
  "additionalImages": additionalImages[]${image},
  "collarImage": collarImage${image},
  startingPrice,
  options[]{ _key, name, description, price, priceUnit, "image": image${image} },
  variants[]{ _key, name, color, colorCode, inStock, "images": images[]${image} },
  pricingTiers[]{ _key, minQuantity, maxQuantity, price },
  customizationGroups[]{ _key, title, description, options },
  faqs[]{ _key, question, answer },
  sizingChart->{
    title, description, productType,
    legend[]{ _key, key, label },
    measurements[]{ _key, sizeLabel, details }
  },
  minOrderQuantity, leadTime, allowPlayerName, allowPlayerNumber, allowTeamName, allowCustomColors
}`)


export const notFoundPageQuery = defineQuery(`*[_type == "notFoundPage" && _id == "notFoundPage"][0]{
  code, title, text, links[]{ _key, label, href }, productNotFoundTitle, productNotFoundText
}`)

/** Which document types each query reads, so a publish of that type revalidates it. */
export const queryTags = {
  siteSettings: ['siteSettings'],
  productsPage: ['productsPage', 'product'],
  productSlugs: ['product'],
  product: ['product', 'sizingChart'],
  notFoundPage: ['notFoundPage'],
} as const satisfies Record<string, readonly string[]>

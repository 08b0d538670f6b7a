import 'server-only'
import { fetchContent, fetchFreshPublished } from './fetch'
import * as q from './queries'

const { queryTags: tags } = q

/** The content each page needs, one function per need. */
export const getSiteSettings = () => fetchContent(q.siteSettingsQuery, tags.siteSettings)
export const getProductsPage = () => fetchContent(q.productsPageQuery, tags.productsPage)
export const getProductSlugs = () => fetchContent(q.productSlugsQuery, tags.productSlugs)
export const getProduct = (slug: string) => fetchContent(q.productBySlugQuery, tags.product, { slug })
export const getProductDetailWording = () => fetchContent(q.productDetailWordingQuery, tags.productDetailWording)
// Prices a customer pays never come from drafts, even while an editor previews them.
export const getPublishedPriceBooks = () => fetchContent(q.priceBooksQuery, tags.priceBooks, {}, { publishedOnly: true })
// …and a checkout charges them as published at that moment, whatever any cache holds.
export const getFreshPriceBooks = () => fetchFreshPublished(q.priceBooksQuery)
export const getProductSummaries = () => fetchContent(q.productSummariesQuery, tags.productSummaries)
export const getNotFoundPage = () => fetchContent(q.notFoundPageQuery, tags.notFoundPage)
export const getHomePage = () => fetchContent(q.homePageQuery, tags.homePage)
export const getAboutPage = () => fetchContent(q.aboutPageQuery, tags.aboutPage)
export const getProcessPage = () => fetchContent(q.processPageQuery, tags.processPage)
export const getContactPage = () => fetchContent(q.contactPageQuery, tags.contactPage)
export const getSizingGuide = () => fetchContent(q.sizingGuideQuery, tags.sizingGuide)
export const getConfirmationPage = () => fetchContent(q.confirmationPageQuery, tags.confirmationPage)
export const getOrderWizards = () => fetchContent(q.orderWizardsQuery, tags.orderWizards)
// A wizard's submission is priced and described from the content as published at that moment.
export const getFreshOrderWizards = () => fetchFreshPublished(q.orderWizardsQuery)
// E-mails are sent outside any page request (after it, or on a timer), where the page cache is not at hand.
export const getFreshSiteSettings = () => fetchFreshPublished(q.siteSettingsQuery)

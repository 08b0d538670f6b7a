import 'server-only'
import { fetchContent } from './fetch'
import { notFoundPageQuery, productBySlugQuery, productSlugsQuery, productsPageQuery, queryTags, siteSettingsQuery } from './queries'

/** The content each page needs, one function per need. */
export const getSiteSettings = () => fetchContent(siteSettingsQuery, queryTags.siteSettings)
export const getProductsPage = () => fetchContent(productsPageQuery, queryTags.productsPage)
export const getProductSlugs = () => fetchContent(productSlugsQuery, queryTags.productSlugs)
export const getProduct = (slug: string) => fetchContent(productBySlugQuery, queryTags.product, { slug })
export const getNotFoundPage = () => fetchContent(notFoundPageQuery, queryTags.notFoundPage)

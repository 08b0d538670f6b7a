import type { MetadataRoute } from 'next'
import { getProductSlugs } from '@/lib/content'
import { routes } from '@/lib/routes'
import { siteUrl } from '@/lib/seo/site-url'

/** Public pages only: no Studio, developer pages, cart, account or order confirmation. */
const PAGES = [routes.home, routes.products, '/about', '/process', routes.contact, routes.sizingGuide]

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const slugs = await getProductSlugs()
  return [...PAGES, ...slugs.map((slug) => routes.product(slug))].map((path) => ({
    url: new URL(path, siteUrl).toString(),
    changeFrequency: 'weekly',
    priority: path === routes.home ? 1 : path.startsWith('/products/') ? 0.8 : 0.6,
  }))
}

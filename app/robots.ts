import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/seo/site-url'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/studio', '/admin', '/image-test', '/account', '/cart', '/checkout', '/order/confirmation'] },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  }
}

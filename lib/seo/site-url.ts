/** The public address of the site, for canonical URLs, sitemaps and structured data. */
export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/$/, '')

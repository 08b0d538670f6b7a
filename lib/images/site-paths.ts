import path from 'node:path'

/**
 * Where the site's pictures are found. The site's own rule: the local content lake (studio/local-lake)
 * follows it when it records an upload's url and when it looks up the seed's images.
 */

/** Where the site serves an uploaded asset's file (app/content-assets), so its pages never load from the lake's own certificate. */
export const ASSET_SITE_PATH = '/content-assets'

/** The file of one of the site's own images (its url a path under /images in `publicDir`), or null for any other url. */
export function bundledImageFile(publicDir: string, url: string): string | null {
  return /^\/images\/[\w/-]+\.[a-z0-9]+$/.test(url) && !url.includes('..') ? path.join(/*turbopackIgnore: true*/ publicDir, url) : null
}

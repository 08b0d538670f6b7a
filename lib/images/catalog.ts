/** The picture categories of the spec, in the order a keyword tie is settled. */
export const IMAGE_CATEGORIES = ['jersey', 'logo', 'team', 'action', 'sizing', 'background', 'product', 'testimonials'] as const

export type ImageCategory = (typeof IMAGE_CATEGORIES)[number]

export type CatalogImage = { src: string; width: number; height: number }

const files = (folder: string, names: string[], width: number, height: number): CatalogImage[] =>
  names.map((name) => ({ src: `/images/${folder}/${name}.svg`, width, height }))

/**
 * The bundled artwork in public/images, filed by category. A picture may serve more than one
 * category (a jersey is also a product). catalog.test.ts checks every file exists.
 */
export const IMAGE_CATALOG: Record<ImageCategory, CatalogImage[]> = {
  jersey: [
    ...files('home', ['hero-jersey'], 800, 800),
    ...files('products', ['jerseys-front', 'showtime-front', 'showtime-back', 'chel-front', 'chel-back', 'shinny-front', 'shinny-back', 'hotwheels-front', 'hotwheels-back'], 800, 800),
  ],
  logo: [...files('brand', ['logo'], 240, 64), ...files('brand', ['logo-mark'], 64, 64)],
  team: files('home', ['audience-mens-league', 'audience-youth', 'audience-tournaments'], 600, 400),
  action: files('examples', ['example-1', 'example-2', 'example-3', 'example-4', 'example-5', 'example-6'], 600, 600),
  sizing: files('diagrams', ['jersey', 'sock', 'pantshell', 'bag', 'apparel'], 800, 600),
  background: files('home', ['hero-texture'], 1600, 900),
  product: files(
    'products',
    ['socks-front', 'socks-variety', 'pant-shells-front', 'pant-shells-side', 'team-bags-front', 'team-bags-goalie', 'coaches-bag-front', 'team-apparel-front', 'team-apparel-shorts', 'showtime-collar', 'chel-collar', 'showtime-detail'],
    800,
    800,
  ),
  testimonials: files('testimonials', ['hillside-school', 'marthas-vineyard', 'mens-league'], 600, 400),
}

/**
 * Words that point a text at a category. Matched as word prefixes, so `jersey` also finds
 * "jerseys"; kept apart so that no word belongs to two categories.
 */
export const CATEGORY_KEYWORDS: Record<ImageCategory, string[]> = {
  jersey: ['jersey', 'sweater', 'uniform', 'showtime', 'chel', 'shinny', 'hotwheels'],
  logo: ['logo', 'crest', 'brand', 'emblem'],
  team: ['team', 'league', 'club', 'youth', 'roster', 'tournament'],
  action: ['action', 'game', 'play', 'showcase', 'example', 'rink'],
  sizing: ['size', 'sizing', 'measure', 'fit', 'chart', 'diagram'],
  background: ['background', 'texture', 'banner', 'hero', 'pattern'],
  product: ['sock', 'pant', 'shell', 'bag', 'apparel', 'hoodie', 'tee', 'shorts', 'collar'],
  testimonials: ['testimonial', 'review', 'story', 'stories', 'customer', 'quote'],
}

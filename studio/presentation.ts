import { defineDocuments, defineLocations, type PresentationPluginOptions } from 'sanity/presentation'

/** The pages each kind of document shows on, for the Presentation tool's "used on" list and its preview. */
const page = (title: string, href: string) => defineLocations({ message: `Shown on ${title}`, locations: [{ title, href }] })

export const presentationResolve: PresentationPluginOptions['resolve'] = {
  locations: {
    product: defineLocations({
      select: { title: 'name', slug: 'slug.current' },
      resolve: (product) => ({ locations: product?.slug ? [{ title: product.title ?? 'Product', href: `/products/${product.slug}` }, { title: 'Products', href: '/products' }] : [] }),
    }),
    homePage: page('Home', '/'),
    productsPage: page('Products', '/products'),
    aboutPage: page('About', '/about'),
    processPage: page('Our process', '/process'),
    contactPage: page('Contact', '/contact'),
    sizingGuidePage: page('Sizing guide', '/sizing-guide'),
    sizingGuideTab: page('Sizing guide and product pages', '/sizing-guide'),
    sizeChart: page('Sizing guide and product pages', '/sizing-guide'),
  },
  mainDocuments: defineDocuments([
    { route: '/', filter: '_type == "homePage"' },
    { route: '/products', filter: '_type == "productsPage"' },
    { route: '/products/:slug', filter: '_type == "product" && slug.current == $slug' },
    { route: '/about', filter: '_type == "aboutPage"' },
    { route: '/process', filter: '_type == "processPage"' },
    { route: '/contact', filter: '_type == "contactPage"' },
    { route: '/sizing-guide', filter: '_type == "sizingGuidePage"' },
  ]),
}

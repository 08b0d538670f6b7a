import type { StructureBuilder, StructureResolver } from 'sanity/structure'
import { singletonTypes } from './schemaTypes'

type SingletonName = (typeof singletonTypes)[number]['name']

/** A singleton, opened straight into its one document (its id is its type name). */
function singleton(S: StructureBuilder, name: SingletonName, title?: string) {
  const type = singletonTypes.find((candidate) => candidate.name === name)
  return S.listItem()
    .title(title ?? type?.title ?? name)
    .id(name)
    .child(S.document().schemaType(name).documentId(name))
}

/** A folder of the desk. */
const group = (S: StructureBuilder, id: string, title: string, items: ReturnType<StructureBuilder['listItem']>[]) =>
  S.listItem().title(title).id(id).child(S.list().title(title).items(items))

/**
 * The desk as staff think of the shop: products first (prices, options, FAQs per product), then
 * sizing, the pages and their copy (FAQs of the contact page included), what shows off the work,
 * and the site-wide settings.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.documentTypeListItem('product').title('Products'),
      group(S, 'sizing', 'Sizing', [
        S.documentTypeListItem('sizeChart').title('Size charts'),
        S.documentTypeListItem('sizingGuideTab').title('Sizing guide tabs'),
        singleton(S, 'sizingGuidePage'),
      ]),
      group(S, 'pages', 'Pages, FAQs and copy', [
        singleton(S, 'homePage'),
        singleton(S, 'productsPage'),
        singleton(S, 'aboutPage'),
        singleton(S, 'processPage'),
        singleton(S, 'contactPage'),
        singleton(S, 'orderWizardsPage'),
        singleton(S, 'confirmationPage'),
        singleton(S, 'notFoundPage'),
      ]),
      group(S, 'showcase', 'Testimonials and examples', [
        S.documentTypeListItem('testimonial').title('Testimonials'),
        S.documentTypeListItem('jerseyExample').title('Jersey examples'),
        S.documentTypeListItem('jerseyTemplate').title('Jersey templates'),
      ]),
      S.divider(),
      singleton(S, 'siteSettings', 'Settings'),
    ])

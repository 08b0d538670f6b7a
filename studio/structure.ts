import type { StructureResolver } from 'sanity/structure'
import { singletonTypes } from './schemaTypes'

const collections = [
  ['product', 'Products'],
  ['sizingChart', 'Sizing charts'],
  ['sizingGuideTab', 'Sizing guide tabs'],
  ['testimonial', 'Testimonials'],
  ['jerseyExample', 'Jersey examples'],
  ['jerseyTemplate', 'Jersey templates'],
] as const

/** Pages and settings first, each opened straight into its one document; then the collections. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...singletonTypes.map((type) =>
        S.listItem()
          .title(type.title ?? type.name)
          .id(type.name)
          .child(S.document().schemaType(type.name).documentId(type.name)),
      ),
      S.divider(),
      ...collections.map(([type, title]) => S.documentTypeListItem(type).title(title)),
    ])

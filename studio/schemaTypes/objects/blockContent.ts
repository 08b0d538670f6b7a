import { defineArrayMember, defineType } from 'sanity'
import { HREF_RULE, isAllowedHref } from '../../../lib/content/links'

/** Prose: paragraphs, two heading levels, lists, bold/italic and links. */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Heading', value: 'h3' },
        { title: 'Subheading', value: 'h4' },
      ],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [
          {
            name: 'link',
            type: 'object',
            title: 'Link',
            fields: [
              {
                name: 'href',
                type: 'string',
                title: 'URL or path',
                validation: (rule) => rule.required().custom((value?: string) => !value || isAllowedHref(value) || HREF_RULE),
              },
            ],
          },
        ],
      },
    }),
  ],
})

import { defineField, defineType } from 'sanity'

/** Every picture on the site carries alt text; staff cannot publish one without it. */
export const accessibleImage = defineType({
  name: 'accessibleImage',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      description: 'Describe the picture for people who cannot see it.',
      type: 'string',
      validation: (rule) => rule.required().max(160),
    }),
  ],
})

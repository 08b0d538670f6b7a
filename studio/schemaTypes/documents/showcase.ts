import { defineArrayMember, defineField, defineType } from 'sanity'

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Headline', type: 'string', validation: (rule) => rule.required().max(100) }),
    defineField({ name: 'content', title: 'Quote', type: 'text', rows: 4, validation: (rule) => rule.required().max(800) }),
    defineField({ name: 'sourceRole', title: 'Who said it (role)', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'organization', type: 'string', validation: (rule) => rule.max(80) }),
    defineField({ name: 'image', type: 'accessibleImage', validation: (rule) => rule.required() }),
    defineField({
      name: 'imagePosition',
      title: 'Image focus',
      description: 'Which part of the picture stays visible when it is cropped.',
      type: 'string',
      options: { list: ['center', 'top', 'bottom', 'left', 'right'] },
      initialValue: 'center',
    }),
    defineField({ name: 'order', title: 'Position', type: 'number', validation: (rule) => rule.required().integer().min(0) }),
  ],
  preview: { select: { title: 'title', subtitle: 'sourceRole', media: 'image' } },
})

export const jerseyExample = defineType({
  name: 'jerseyExample',
  title: 'Jersey example',
  type: 'document',
  fields: [
    defineField({ name: 'number', title: 'Position', type: 'number', validation: (rule) => rule.required().integer().min(1) }),
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'image', type: 'accessibleImage', validation: (rule) => rule.required() }),
  ],
  orderings: [{ title: 'Position', name: 'number', by: [{ field: 'number', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'number', media: 'image' } },
})

export const jerseyTemplate = defineType({
  name: 'jerseyTemplate',
  title: 'Jersey template',
  type: 'document',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.required().max(600) }),
    defineField({ name: 'previewImage', title: 'Preview image', type: 'accessibleImage', validation: (rule) => rule.required() }),
    defineField({ name: 'product', title: 'Jersey', type: 'reference', to: [{ type: 'product' }], validation: (rule) => rule.required() }),
    defineField({
      name: 'palette',
      title: 'Default colours',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.regex(/^#[0-9a-fA-F]{6}$/, { name: 'hex colour' }) })],
      validation: (rule) => rule.max(4),
    }),
    defineField({
      name: 'pattern',
      title: 'Stripe pattern',
      type: 'string',
      options: { list: ['plain', 'single-stripe', 'double-stripe', 'chest-band', 'yoke'] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'pricingTiers', title: 'Quantity pricing', type: 'array', of: [defineArrayMember({ type: 'pricingTier' })], validation: (rule) => rule.required().min(1) }),
  ],
  preview: { select: { title: 'name', media: 'previewImage' } },
})

import { defineArrayMember, defineField, defineType } from 'sanity'
import { PRODUCT_TYPES } from '../productTypes'

/** The sizing block on a product page. Rows are grouped Youth / Adult / Special by their size label. */
export const sizingChart = defineType({
  name: 'sizingChart',
  title: 'Sizing chart',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(100) }),
    defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.max(600) }),
    defineField({
      name: 'productType',
      title: 'Sizing type',
      description: 'Chooses the measurement diagram.',
      type: 'string',
      options: { list: [...PRODUCT_TYPES] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'diagram',
      title: 'Measurement diagram',
      description: 'Drawing with the lettered measurements of the legend.',
      type: 'accessibleImage',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'legend',
      title: 'Measurement legend',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'legendEntry',
          type: 'object',
          fields: [
            defineField({ name: 'key', title: 'Diagram letter', type: 'string', validation: (rule) => rule.required().max(3) }),
            defineField({ name: 'label', type: 'string', validation: (rule) => rule.required().max(80) }),
          ],
          preview: { select: { title: 'key', subtitle: 'label' } },
        }),
      ],
    }),
    defineField({
      name: 'measurements',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'measurement',
          type: 'object',
          fields: [
            defineField({
              name: 'sizeLabel',
              title: 'Size label',
              description: 'Labels containing "Youth" go to the youth table, "Adult" to the adult table, others to Special Sizing.',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'details',
              description: 'One line per measurement, written "Label: value", e.g. "Length: 28-32 in".',
              type: 'array',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.regex(/^[^:]+:\s*\S/, { name: 'Label: value' }) })],
              validation: (rule) => rule.required().min(1),
            }),
          ],
          preview: { select: { title: 'sizeLabel' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
})

const SIZING_GUIDE_TABS = [
  { title: 'Jerseys', value: 'jerseys' },
  { title: 'Socks', value: 'socks' },
  { title: 'Pant Shells', value: 'pantshells' },
  { title: 'Bags', value: 'bags' },
  { title: 'Pro Specs', value: 'pro' },
  { title: 'Team Apparel', value: 'apparel' },
] as const

/** One tab of the sizing guide page. */
export const sizingGuideTab = defineType({
  name: 'sizingGuideTab',
  title: 'Sizing guide tab',
  type: 'document',
  fields: [
    defineField({
      name: 'key',
      title: 'Tab',
      type: 'string',
      options: { list: [...SIZING_GUIDE_TABS] },
      validation: (rule) =>
        rule.required().custom(async (key, context) => {
          if (!key) return true
          const id = context.document?._id.replace(/^drafts\./, '')
          const clashes = await context
            .getClient({ apiVersion: '2025-01-01' })
            .fetch<number>('count(*[_type == "sizingGuideTab" && key == $key && !(_id in [$id, "drafts." + $id])])', { key, id })
          return clashes === 0 ? true : 'Another tab already uses this key'
        }),
    }),
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'order', title: 'Position', type: 'number', validation: (rule) => rule.required().integer().min(0) }),
    defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'instructions',
      title: 'How to measure',
      type: 'array',
      of: [defineArrayMember({ type: 'card' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'selectionGuide',
      title: 'Choosing a size',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(300) })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: 'diagram', title: 'Measurement diagram', type: 'accessibleImage', validation: (rule) => rule.required() }),
    defineField({ name: 'tables', title: 'Size tables', type: 'array', of: [defineArrayMember({ type: 'sizeTable' })], validation: (rule) => rule.required().min(1) }),
  ],
  orderings: [{ title: 'Position', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'key' } },
})

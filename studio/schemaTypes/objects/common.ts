import { defineArrayMember, defineField, defineType } from 'sanity'
import { HREF_RULE, isAllowedHref } from '../../../lib/content/links'

export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'object',
  fields: [
    defineField({ name: 'question', type: 'string', validation: (rule) => rule.required().max(200) }),
    defineField({ name: 'answer', type: 'text', rows: 4, validation: (rule) => rule.required().max(1500) }),
  ],
  preview: { select: { title: 'question', subtitle: 'answer' } },
})

/** A call to action: a label and a site path (or full URL). */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'href',
      title: 'Path or URL',
      type: 'string',
      description: 'A path on this site such as /products, or a full https:// address.',
      validation: (rule) => rule.required().custom((value) => !value || isAllowedHref(value) || HREF_RULE),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
})

/** A titled card of text, used for info cards, values, steps and the like. */
export const card = defineType({
  name: 'card',
  title: 'Card',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(100) }),
    defineField({ name: 'text', type: 'text', rows: 3, validation: (rule) => rule.required().max(800) }),
    defineField({ name: 'image', type: 'accessibleImage' }),
    defineField({ name: 'link', type: 'link' }),
  ],
  preview: { select: { title: 'title', subtitle: 'text', media: 'image' } },
})

/** A table of text, for what is not a measurement (measurements go in a size chart): column headings and rows of cells, in the order shown. */
export const textTable = defineType({
  name: 'textTable',
  title: 'Text table',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(100) }),
    defineField({ name: 'note', type: 'text', rows: 2, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'columns',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(2),
    }),
    defineField({
      name: 'rows',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'textRow',
          fields: [
            defineField({
              name: 'cells',
              type: 'array',
              of: [defineArrayMember({ type: 'string' })],
              validation: (rule) => rule.required().min(1),
            }),
          ],
          preview: {
            select: { cells: 'cells' },
            prepare: ({ cells }: { cells?: string[] }) => ({ title: (cells ?? []).join(' · ') }),
          },
        }),
      ],
      validation: (rule) =>
        rule.required().min(1).custom((rows, context) => {
          const width = (context.parent as { columns?: string[] } | undefined)?.columns?.length ?? 0
          const bad = (rows as { cells?: string[] }[] | undefined)?.findIndex((row) => row.cells?.length !== width)
          return bad === undefined || bad < 0 ? true : `Row ${bad + 1} needs ${width} cells, one per column`
        }),
    }),
  ],
  preview: { select: { title: 'title' } },
})

/** Money is stored in dollars, as editors type it; the content layer hands it on in cents. */
export const pricingTier = defineType({
  name: 'pricingTier',
  title: 'Quantity price',
  type: 'object',
  fields: [
    defineField({ name: 'minQuantity', title: 'From quantity', type: 'number', validation: (rule) => rule.required().integer().min(1) }),
    defineField({
      name: 'maxQuantity',
      title: 'Up to quantity',
      description: 'Leave empty for "and more".',
      type: 'number',
      validation: (rule) =>
        rule.integer().min(1).custom((max, context) => {
          const min = (context.parent as { minQuantity?: number } | undefined)?.minQuantity
          return max === undefined || min === undefined || max >= min ? true : 'Must not be below "From quantity"'
        }),
    }),
    defineField({ name: 'price', title: 'Price each ($)', type: 'number', validation: (rule) => rule.required().min(0).precision(2) }),
  ],
  preview: {
    select: { min: 'minQuantity', max: 'maxQuantity', price: 'price' },
    prepare: ({ min, max, price }: { min?: number; max?: number; price?: number }) => ({
      title: `${min ?? '?'}${max ? `–${max}` : '+'}: $${price ?? '?'}`,
    }),
  },
})

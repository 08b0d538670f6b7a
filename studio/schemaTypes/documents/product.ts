import { defineArrayMember, defineField, defineType, type PreviewValue } from 'sanity'
import { PRODUCT_CATEGORIES, PRODUCT_TYPES } from '../productTypes'

const productOption = defineArrayMember({
  name: 'productOption',
  title: 'Option',
  type: 'object',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'description', type: 'text', rows: 2, validation: (rule) => rule.required().max(400) }),
    defineField({ name: 'price', title: 'Price ($)', type: 'number', validation: (rule) => rule.required().min(0).precision(2) }),
    defineField({
      name: 'priceUnit',
      title: 'Price unit',
      description: 'Optional, shown after the price, e.g. "/jersey".',
      type: 'string',
      validation: (rule) => rule.max(20),
    }),
    defineField({ name: 'image', type: 'accessibleImage' }),
  ],
  preview: {
    select: { title: 'name', price: 'price', unit: 'priceUnit', media: 'image' },
    prepare: ({ title, price, unit, media }: { title?: string; price?: number; unit?: string; media?: PreviewValue['media'] }) => ({
      title,
      subtitle: price === undefined ? undefined : `$${price}${unit ?? ''}`,
      media,
    }),
  },
})

const customizationGroup = defineArrayMember({
  name: 'customizationGroup',
  title: 'Customization group',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'description', type: 'text', rows: 2, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'options',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
})

const variant = defineArrayMember({
  name: 'variant',
  title: 'Colour variant',
  type: 'object',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'color', title: 'Colour name', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({
      name: 'colorCode',
      title: 'Colour code',
      type: 'string',
      validation: (rule) => rule.required().regex(/^#[0-9a-fA-F]{6}$/, { name: 'hex colour such as #003360' }),
    }),
    defineField({ name: 'images', type: 'array', of: [defineArrayMember({ type: 'accessibleImage' })] }),
    defineField({ name: 'inStock', title: 'In stock', type: 'boolean', initialValue: true }),
  ],
  preview: { select: { title: 'name', subtitle: 'colorCode' } },
})

export const product = defineType({
  name: 'product',
  title: 'Product',
  type: 'document',
  groups: [
    { name: 'main', title: 'Main', default: true },
    { name: 'media', title: 'Images' },
    { name: 'offer', title: 'Options & prices' },
    { name: 'details', title: 'Sizing, customisation & FAQ' },
    { name: 'ordering', title: 'Ordering rules' },
  ],
  fields: [
    defineField({ name: 'name', type: 'string', group: 'main', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'slug',
      title: 'Address (slug)',
      description: 'The page lives at /products/<slug>. Changing it breaks existing links.',
      type: 'slug',
      group: 'main',
      options: { source: 'name', maxLength: 60 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'category',
      type: 'string',
      group: 'main',
      options: { list: [...PRODUCT_CATEGORIES] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'productType', title: 'Sizing type', type: 'string', group: 'main', options: { list: [...PRODUCT_TYPES] }, validation: (rule) => rule.required() }),
    defineField({ name: 'tags', type: 'array', group: 'main', of: [defineArrayMember({ type: 'string' })], options: { layout: 'tags' } }),
    defineField({
      name: 'shortDescription',
      title: 'Short description',
      description: 'One or two sentences for product cards and search results.',
      type: 'text',
      rows: 2,
      group: 'main',
      validation: (rule) => rule.required().max(200),
    }),
    defineField({ name: 'description', type: 'blockContent', group: 'main', validation: (rule) => rule.required() }),
    defineField({
      name: 'features',
      title: 'Key features',
      type: 'array',
      group: 'main',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(160) })],
    }),
    defineField({ name: 'image', title: 'Main image', type: 'accessibleImage', group: 'media', validation: (rule) => rule.required() }),
    defineField({ name: 'additionalImages', title: 'More images', type: 'array', group: 'media', of: [defineArrayMember({ type: 'accessibleImage' })] }),
    defineField({
      name: 'collarImage',
      title: 'Collar image',
      description: 'When set, the page shows the NHL-style collar options block.',
      type: 'accessibleImage',
      group: 'media',
    }),
    defineField({
      name: 'options',
      title: 'Available options',
      description: 'Without quantity pricing, the cheapest option is the product\'s "from" price.',
      type: 'array',
      group: 'offer',
      of: [productOption],
      validation: (rule) =>
        rule.custom((options, context) => {
          const tiers = (context.document?.pricingTiers as unknown[] | undefined) ?? []
          return (options?.length ?? 0) > 0 || tiers.length > 0 ? true : 'Add an option or quantity pricing: the product\'s price comes from them'
        }),
    }),
    defineField({ name: 'variants', title: 'Colour variants', type: 'array', group: 'offer', of: [variant] }),
    defineField({
      name: 'pricingTiers',
      title: 'Quantity pricing',
      description: 'Price each by quantity ordered. Tiers start at 1 and must not overlap; the price from 1 is the regular price the others discount, and the product\'s "from" price.',
      type: 'array',
      group: 'offer',
      of: [defineArrayMember({ type: 'pricingTier' })],
      validation: (rule) =>
        rule.custom((tiers) => {
          const sorted = [...((tiers as { minQuantity?: number; maxQuantity?: number }[] | undefined) ?? [])].sort(
            (a, b) => (a.minQuantity ?? 0) - (b.minQuantity ?? 0),
          )
          // Pricing discounts from the price of one item: without it, the tiers would have no base.
          if (sorted.length > 0 && sorted[0]?.minQuantity !== 1) return 'The first tier must start at 1'
          for (let i = 1; i < sorted.length; i++) {
            const previousMax = sorted[i - 1]?.maxQuantity
            if (previousMax === undefined || previousMax >= (sorted[i]?.minQuantity ?? 0)) return 'Quantity tiers overlap'
          }
          return true
        }),
    }),
    defineField({
      name: 'customizationGroups',
      title: 'Customization options',
      type: 'array',
      group: 'details',
      of: [customizationGroup],
    }),
    defineField({
      name: 'sizing',
      description: 'The garment\'s sizing: the product page shows its diagram and size tables and links to its tab of the sizing guide.',
      type: 'reference',
      group: 'details',
      to: [{ type: 'sizingGuideTab' }],
    }),
    defineField({ name: 'faqs', title: 'FAQs', type: 'array', group: 'details', of: [defineArrayMember({ type: 'faq' })] }),
    defineField({
      name: 'minOrderQuantity',
      title: 'Minimum order quantity',
      type: 'number',
      group: 'ordering',
      initialValue: 1,
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({ name: 'leadTime', title: 'Lead time', type: 'string', group: 'ordering', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'expressPricePerPlayer',
      title: 'Express order price per player ($)',
      description: 'What an express order of this product costs for each player on its roster (the deposit share is in the site settings).',
      type: 'number',
      group: 'ordering',
      validation: (rule) => rule.required().min(0.01).precision(2),
    }),
    defineField({ name: 'allowPlayerName', title: 'Player names allowed', type: 'boolean', group: 'ordering', initialValue: false }),
    defineField({ name: 'allowPlayerNumber', title: 'Player numbers allowed', type: 'boolean', group: 'ordering', initialValue: false }),
    defineField({ name: 'allowTeamName', title: 'Team name allowed', type: 'boolean', group: 'ordering', initialValue: false }),
    defineField({ name: 'allowCustomColors', title: 'Custom colours allowed', type: 'boolean', group: 'ordering', initialValue: false }),
  ],
  // The list shows each product's "from" price (its cheapest option, or its price from 1) beside its address.
  preview: {
    select: { title: 'name', slug: 'slug.current', media: 'image', o0: 'options.0.price', o1: 'options.1.price', o2: 'options.2.price', o3: 'options.3.price', tier: 'pricingTiers.0.price' },
    prepare: ({ title, slug, media, ...prices }: { title?: string; slug?: string; media?: PreviewValue['media']; [price: string]: unknown }) => {
      const from = Object.values(prices).filter((price): price is number => typeof price === 'number')
      return { title, media, subtitle: [from.length ? `from $${Math.min(...from)}` : null, slug].filter(Boolean).join(' · ') }
    },
  },
})

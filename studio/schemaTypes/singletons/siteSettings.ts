import { defineArrayMember, defineField, defineType } from 'sanity'

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'contact', title: 'Contact & hours' },
    { name: 'navigation', title: 'Navigation' },
    { name: 'ordering', title: 'Ordering' },
  ],
  fields: [
    defineField({ name: 'siteName', title: 'Shop name', type: 'string', group: 'brand', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'tagline', type: 'string', group: 'brand', validation: (rule) => rule.required().max(120) }),
    defineField({
      name: 'description',
      title: 'Search description',
      description: 'Used by search engines and link previews when a page has none of its own.',
      type: 'text',
      rows: 2,
      group: 'brand',
      validation: (rule) => rule.required().max(200),
    }),
    defineField({ name: 'foundedYear', title: 'Established in', type: 'number', group: 'brand', validation: (rule) => rule.required().integer().min(1900).max(2100) }),
    defineField({ name: 'logo', type: 'accessibleImage', group: 'brand', validation: (rule) => rule.required() }),
    defineField({ name: 'fallbackImage', title: 'Image used when a picture fails to load', type: 'accessibleImage', group: 'brand', validation: (rule) => rule.required() }),
    defineField({ name: 'email', title: 'General enquiries e-mail', type: 'string', group: 'contact', validation: (rule) => rule.required().email() }),
    defineField({
      name: 'notificationEmail',
      title: 'Order notifications e-mail',
      description:
        'Where the shop is told of each new request, enquiry and mockup answer (the staff inbox). Customers never see it; they reply to the general enquiries e-mail. Empty: the general enquiries e-mail is told.',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.email(),
    }),
    defineField({ name: 'phone', type: 'string', group: 'contact', validation: (rule) => rule.required().regex(/^[0-9()+\-\s]+$/, { name: 'phone number' }) }),
    defineField({
      name: 'socialLinks',
      title: 'Social networks',
      type: 'array',
      group: 'contact',
      of: [
        defineArrayMember({
          name: 'socialLink',
          type: 'object',
          fields: [
            defineField({ name: 'platform', type: 'string', options: { list: ['facebook', 'instagram', 'x', 'youtube', 'tiktok'] }, validation: (rule) => rule.required() }),
            defineField({ name: 'label', type: 'string', validation: (rule) => rule.required().max(40) }),
            defineField({ name: 'url', type: 'url', validation: (rule) => rule.required().uri({ scheme: ['https'] }) }),
          ],
          preview: { select: { title: 'label', subtitle: 'url' } },
        }),
      ],
      validation: (rule) => rule.max(5),
    }),
    defineField({
      name: 'businessHours',
      title: 'Business hours',
      type: 'array',
      group: 'contact',
      of: [
        defineArrayMember({
          name: 'hoursEntry',
          type: 'object',
          fields: [
            defineField({ name: 'days', type: 'string', validation: (rule) => rule.required().max(40) }),
            defineField({ name: 'hours', type: 'string', validation: (rule) => rule.required().max(40) }),
          ],
          preview: { select: { title: 'days', subtitle: 'hours' } },
        }),
      ],
    }),
    defineField({ name: 'enquiryResponseTime', title: 'Enquiry response time', type: 'text', rows: 2, group: 'contact', validation: (rule) => rule.required().max(300) }),
    defineField({ name: 'quoteResponseTime', title: 'Quote response time', type: 'string', group: 'contact', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'mainNavigation', title: 'Header links', type: 'array', group: 'navigation', of: [defineArrayMember({ type: 'link' })] }),
    defineField({ name: 'orderButton', title: 'Header order button', type: 'link', group: 'navigation', validation: (rule) => rule.required() }),
    defineField({ name: 'footerCompanyLinks', title: 'Footer: company links', type: 'array', group: 'navigation', of: [defineArrayMember({ type: 'link' })] }),
    defineField({ name: 'footerProductLinks', title: 'Footer: product links', type: 'array', group: 'navigation', of: [defineArrayMember({ type: 'link' })] }),
    defineField({
      name: 'productionTimes',
      title: 'Production time statements',
      type: 'object',
      group: 'ordering',
      fields: [
        defineField({ name: 'productPages', title: 'On product pages', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'standardOrder', title: 'Standard order', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'expressOrder', title: 'Express order', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({
          name: 'standardOrderDays',
          title: 'Standard order: days from approval to delivery',
          description: 'The quote wizard warns a team whose in-hands date is sooner than this, and points them to a rush order.',
          type: 'number',
          validation: (rule) => rule.required().integer().min(1).max(365),
        }),
        defineField({
          name: 'rushOrderDays',
          title: 'Rush order: fewest days',
          description: 'A date sooner than this cannot be met even as a rush order.',
          type: 'number',
          validation: (rule) =>
            rule.required().integer().min(1).max(365).custom((days, context) => {
              const standard = (context.parent as { standardOrderDays?: number } | undefined)?.standardOrderDays
              return typeof days !== 'number' || typeof standard !== 'number' || days <= standard || 'A rush order cannot take longer than a standard one.'
            }),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'depositPercent',
      title: 'Express order deposit (%)',
      type: 'number',
      group: 'ordering',
      validation: (rule) => rule.required().min(1).max(100),
    }),
    defineField({
      name: 'teamStoreLateSurcharge',
      title: 'Team store: late player surcharge ($ per player)',
      description: 'Added to a team store’s price for each player added after the store closed (a fill-in order). 0 for none.',
      type: 'number',
      group: 'ordering',
      initialValue: 0,
      validation: (rule) => rule.required().min(0).max(1000).precision(2),
    }),
    defineField({
      name: 'teamStorePlayerShipping',
      title: 'Team store: shipping to each player ($ per player)',
      description: 'What each player pays for their own parcel when a manager opens a team store shipped to each player’s address. 0: team stores ship to their manager only.',
      type: 'number',
      group: 'ordering',
      initialValue: 0,
      validation: (rule) => rule.required().min(0).max(1000).precision(2),
    }),
    defineField({
      name: 'collarStyles',
      title: 'Collar styles',
      description: 'Shown on jersey pages and offered in the quote wizard, whose jersey preview draws each one by its shape.',
      type: 'array',
      group: 'ordering',
      of: [
        defineArrayMember({
          name: 'collarStyle',
          type: 'object',
          fields: [
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(100) }),
            defineField({ name: 'text', type: 'text', rows: 3, validation: (rule) => rule.required().max(800) }),
            defineField({
              name: 'shape',
              description: 'How the jersey preview draws it.',
              type: 'string',
              options: { list: [
                { title: 'V-neck', value: 'v-neck' },
                { title: 'Round neck with trim', value: 'round' },
                { title: 'Laced', value: 'laced' },
              ], layout: 'radio' },
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'shape' } },
        }),
      ],
      validation: (rule) => rule.max(6),
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})

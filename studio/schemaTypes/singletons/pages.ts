import { defineArrayMember, defineField, defineType, type StringRule } from 'sanity'

const required = (max: number) => (rule: StringRule) => rule.required().max(max)

const seo = defineField({
  name: 'seo',
  title: 'Search & sharing',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      description: 'The page title in search results and tabs. The shop name is added after it (except on the home page).',
      type: 'string',
      validation: (rule) => rule.max(70),
    }),
    defineField({ name: 'description', type: 'text', rows: 2, validation: (rule) => rule.max(200) }),
  ],
})

const title = defineField({ name: 'title', type: 'string', validation: required(100) })
const intro = defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.max(600) })
const cards = (name: string, fieldTitle: string, max?: number) =>
  defineField({
    name,
    title: fieldTitle,
    type: 'array',
    of: [defineArrayMember({ type: 'card' })],
    validation: (rule) => (max ? rule.required().min(1).max(max) : rule.required().min(1)),
  })
const links = (name: string, fieldTitle: string) =>
  defineField({ name, title: fieldTitle, type: 'array', of: [defineArrayMember({ type: 'link' })] })
const testimonials = defineField({
  name: 'testimonials',
  type: 'array',
  of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
  validation: (rule) => rule.unique(),
})
const section = (name: string, fieldTitle: string) =>
  defineField({ name, title: fieldTitle, type: 'string', validation: required(100) })

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  fields: [
    defineField({
      name: 'hero',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'headline', type: 'string', validation: required(80) }),
        defineField({ name: 'subheadline', type: 'text', rows: 2, validation: required(300) }),
        defineField({ name: 'trustLine', title: 'Trust line', type: 'string', validation: (rule) => rule.max(120) }),
        links('buttons', 'Buttons'),
        cards('infoCards', 'Info cards', 3),
        defineField({ name: 'backgroundImage', title: 'Background texture', type: 'accessibleImage', validation: (rule) => rule.required() }),
        defineField({ name: 'jerseyImage', title: 'Jersey image', type: 'accessibleImage', validation: (rule) => rule.required() }),
        defineField({ name: 'textureOpacity', type: 'number', initialValue: 0.7, validation: (rule) => rule.min(0).max(1) }),
        defineField({ name: 'overlayOpacity', type: 'number', initialValue: 0.75, validation: (rule) => rule.min(0).max(1) }),
      ],
    }),
    section('featuredTitle', 'Featured products heading'),
    defineField({ name: 'featuredIntro', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    defineField({
      name: 'featuredProducts',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'product' }] })],
      validation: (rule) => rule.required().min(1).max(4).unique(),
    }),
    defineField({ name: 'featuredLinkLabel', title: 'Featured card link label', type: 'string', validation: required(30) }),
    section('audienceTitle', 'Who we work with heading'),
    cards('audiences', 'Who we work with', 6),
    section('testimonialsTitle', 'Success stories heading'),
    testimonials,
    defineField({
      name: 'banner',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'title', type: 'string', validation: required(80) }),
        defineField({ name: 'text', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
        defineField({ name: 'button', type: 'link', validation: (rule) => rule.required() }),
      ],
    }),
    seo,
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
})

export const productsPage = defineType({
  name: 'productsPage',
  title: 'Products page',
  type: 'document',
  fields: [
    title,
    intro,
    defineField({
      name: 'cards',
      title: 'Product cards',
      description: 'In the order shown. A card can send "View Details" to another product\'s page.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'productCard',
          type: 'object',
          fields: [
            defineField({ name: 'product', type: 'reference', to: [{ type: 'product' }], validation: (rule) => rule.required() }),
            defineField({ name: 'linkTo', title: 'View Details goes to', description: 'Defaults to the product itself.', type: 'reference', to: [{ type: 'product' }] }),
          ],
          preview: { select: { title: 'product.name', subtitle: 'linkTo.name', media: 'product.image' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: 'detailsLabel', title: 'Card link label', type: 'string', validation: required(30) }),
    defineField({
      name: 'productDetail',
      title: 'Product page wording',
      description: 'Headings and labels shared by every product page.',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'fromLabel', title: 'Before the starting price', type: 'string', validation: required(20) }),
        defineField({ name: 'backLabel', title: 'Back link', type: 'string', validation: required(40) }),
        defineField({ name: 'featuresTitle', title: 'Key features heading', type: 'string', validation: required(60) }),
        defineField({ name: 'standardOrder', title: 'Standard order choice', type: 'card', validation: (rule) => rule.required() }),
        defineField({ name: 'expressOrder', title: 'Express order choice', type: 'card', validation: (rule) => rule.required() }),
        defineField({
          name: 'teamStore',
          title: 'Team store choice',
          description: 'Shown on the pages of products with an express price: a team manager opens a store where each player orders and pays. Left empty, the choice is not offered.',
          type: 'card',
        }),
        defineField({ name: 'collarTitle', title: 'Collar options heading', type: 'string', validation: required(60) }),
        defineField({ name: 'collarIntro', title: 'Collar options text', type: 'text', rows: 2, validation: required(300) }),
        defineField({ name: 'optionsTitle', title: 'Available options heading', type: 'string', validation: required(60) }),
        defineField({ name: 'sizingTitle', title: 'Sizing heading', type: 'string', validation: required(60) }),
        defineField({ name: 'sizingGuideLinkLabel', title: 'Sizing guide link', type: 'string', validation: required(60) }),
        defineField({ name: 'customizationTitle', title: 'Customization heading', type: 'string', validation: required(60) }),
        defineField({ name: 'faqTitle', title: 'FAQ heading', type: 'string', validation: required(60) }),
        defineField({ name: 'relatedTitle', title: 'Related products heading', type: 'string', validation: required(60) }),
      ],
    }),
    seo,
  ],
  preview: { prepare: () => ({ title: 'Products page' }) },
})

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  fields: [
    title,
    intro,
    section('storyTitle', 'Story heading'),
    defineField({ name: 'story', type: 'blockContent', validation: (rule) => rule.required() }),
    section('missionTitle', 'Mission heading'),
    defineField({ name: 'mission', type: 'text', rows: 3, validation: required(800) }),
    cards('values', 'Values', 6),
    section('testimonialsTitle', 'Success stories heading'),
    testimonials,
    section('teamTitle', 'Team heading'),
    defineField({ name: 'teamIntro', type: 'text', rows: 2, validation: (rule) => rule.max(400) }),
    cards('team', 'Team'),
    defineField({ name: 'contactButton', type: 'link', validation: (rule) => rule.required() }),
    seo,
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
})

export const processPage = defineType({
  name: 'processPage',
  title: 'Process page',
  type: 'document',
  fields: [
    title,
    intro,
    section('orderTypesTitle', 'Order types heading'),
    cards('orderTypes', 'Order types', 2),
    section('stepsTitle', 'Steps heading'),
    cards('steps', 'Steps', 6),
    section('timelineTitle', 'Timeline heading'),
    defineField({
      name: 'timeline',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'timelineEntry',
          type: 'object',
          fields: [
            defineField({ name: 'period', type: 'string', validation: required(30) }),
            defineField({ name: 'title', type: 'string', validation: required(80) }),
            defineField({ name: 'text', type: 'text', rows: 2, validation: (rule) => rule.max(400) }),
          ],
          preview: { select: { title: 'period', subtitle: 'title' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: 'timelineSummary', type: 'text', rows: 2, validation: required(300) }),
    section('policiesTitle', 'Good-to-know heading'),
    cards('policies', 'Rush, changes, reorders and guarantee'),
    section('provideTitle', 'What you provide heading'),
    defineField({ name: 'provideItems', title: 'What you provide', type: 'array', of: [defineArrayMember({ type: 'string' })], validation: (rule) => rule.required().min(1) }),
    defineField({
      name: 'callToAction',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'title', type: 'string', validation: required(80) }),
        defineField({ name: 'text', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
        links('buttons', 'Buttons'),
      ],
    }),
    seo,
  ],
  preview: { prepare: () => ({ title: 'Process page' }) },
})

export const contactPage = defineType({
  name: 'contactPage',
  title: 'Contact page',
  type: 'document',
  fields: [
    title,
    intro,
    section('detailsTitle', 'Details card heading'),
    defineField({ name: 'urgentNote', title: 'Urgent matters note', type: 'string', validation: required(200) }),
    section('formTitle', 'Form heading'),
    defineField({ name: 'formIntro', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    defineField({ name: 'successTitle', title: 'Sent: title', type: 'string', validation: required(60) }),
    defineField({ name: 'successText', title: 'Sent: message', type: 'string', validation: required(200) }),
    section('faqTitle', 'FAQ heading'),
    defineField({ name: 'faqs', title: 'FAQs', type: 'array', of: [defineArrayMember({ type: 'faq' })], validation: (rule) => rule.required().min(1) }),
    seo,
  ],
  preview: { prepare: () => ({ title: 'Contact page' }) },
})

export const sizingGuidePage = defineType({
  name: 'sizingGuidePage',
  title: 'Sizing guide page',
  type: 'document',
  fields: [
    title,
    intro,
    section('instructionsTitle', 'Tab heading: how to measure'),
    section('selectionTitle', 'Tab heading: choosing a size'),
    section('tablesTitle', 'Tab heading: size tables'),
    section('tipsTitle', 'General tips heading'),
    defineField({ name: 'generalTips', title: 'General sizing tips', type: 'array', of: [defineArrayMember({ type: 'string' })] }),
    section('helpTitle', 'Help box heading'),
    defineField({ name: 'helpText', type: 'text', rows: 2, validation: required(300) }),
    defineField({ name: 'helpLink', type: 'link', validation: (rule) => rule.required() }),
    defineField({ name: 'callLabel', title: 'Before the phone number', type: 'string', validation: required(30) }),
    section('examplesTitle', 'Jersey examples heading'),
    seo,
  ],
  preview: { prepare: () => ({ title: 'Sizing guide page' }) },
})

const stepIntro = (name: string, fieldTitle: string) =>
  defineField({ name, title: fieldTitle, type: 'text', rows: 2, validation: (rule) => rule.required().max(400) })

export const orderWizardsPage = defineType({
  name: 'orderWizardsPage',
  title: 'Order wizards',
  type: 'document',
  fields: [
    defineField({ name: 'quoteIntro', title: 'Quote wizard: introduction', type: 'text', rows: 2, validation: required(300) }),
    defineField({ name: 'expressIntro', title: 'Express wizard: introduction', type: 'text', rows: 2, validation: required(300) }),
    defineField({ name: 'chooseProductTitle', title: 'Product choice: heading', description: 'Shown when a wizard is opened without a product.', type: 'string', validation: required(80) }),
    defineField({ name: 'chooseProductIntro', title: 'Product choice: text', type: 'text', rows: 2, validation: required(300) }),
    stepIntro('teamIntro', 'Team step'),
    stepIntro('designIntro', 'Design step (quote)'),
    stepIntro('rosterIntro', 'Roster step'),
    stepIntro('detailsIntro', 'Order details step (quote)'),
    stepIntro('reviewIntro', 'Review step (quote)'),
    stepIntro('logoIntro', 'Logo step (express)'),
    stepIntro('paymentIntro', 'Payment step (express)'),
    defineField({
      name: 'rushNote',
      title: 'Rush note',
      description: 'Shown when the in-hands date is sooner than a standard order takes (site settings, production times).',
      type: 'text',
      rows: 2,
      validation: required(300),
    }),
    defineField({ name: 'tooSoonNote', title: 'Too-soon note', description: 'Shown when the date is sooner than even a rush order takes.', type: 'text', rows: 2, validation: required(300) }),
    defineField({ name: 'balanceNote', title: 'Deposit: balance note', description: 'Under the payment summary when the team pays a deposit.', type: 'text', rows: 2, validation: required(300) }),
    defineField({ name: 'restoredNote', title: 'Order kept: note', description: 'Above the wizard when a team comes back to an order it started in this browser.', type: 'text', rows: 2, validation: required(300) }),
    defineField({
      name: 'carriedOverNote',
      title: 'Team carried over: note',
      description: 'When a team starts another product: its team and roster are filled in from the order it started.',
      type: 'text',
      rows: 2,
      validation: required(300),
    }),
    defineField({
      name: 'quoteReorderedNote',
      title: 'Order again (quote): note',
      description: 'When a quote request starts from an earlier one. {reference} is replaced by that order’s reference.',
      type: 'text',
      rows: 3,
      validation: required(400),
    }),
    defineField({
      name: 'expressReorderedNote',
      title: 'Order again (express): note',
      description: 'When an express order starts from an earlier one. {reference} is replaced by that order’s reference.',
      type: 'text',
      rows: 3,
      validation: required(400),
    }),
    defineField({ name: 'corruptDraftNote', title: 'Order unreadable: note', description: 'When the order saved in the browser could not be read and a fresh one starts.', type: 'text', rows: 2, validation: required(300) }),
    defineField({
      name: 'reorderUnavailableNote',
      title: 'Order again unavailable: note',
      description: 'When "Order again" could not load the earlier order.',
      type: 'text',
      rows: 2,
      validation: required(300),
    }),
  ],
  preview: { prepare: () => ({ title: 'Order wizards' }) },
})

export const confirmationPage = defineType({
  name: 'confirmationPage',
  title: 'Order confirmation page',
  type: 'document',
  fields: [
    title,
    intro,
    defineField({ name: 'expressTitle', title: 'After an express order: title', type: 'string', validation: required(100) }),
    defineField({ name: 'expressIntro', title: 'After an express order: introduction', type: 'text', rows: 3, validation: required(600) }),
    defineField({ name: 'referenceLabel', title: 'Before the reference number', type: 'string', validation: required(60) }),
    section('nextStepsTitle', 'Next steps heading'),
    cards('nextSteps', 'Next steps', 5),
    cards('expressNextSteps', 'Next steps after an express order', 5),
    links('links', 'Links'),
  ],
  preview: { prepare: () => ({ title: 'Order confirmation page' }) },
})

export const notFoundPage = defineType({
  name: 'notFoundPage',
  title: 'Page not found',
  type: 'document',
  fields: [
    defineField({ name: 'code', type: 'string', validation: required(10) }),
    title,
    defineField({ name: 'text', type: 'text', rows: 2, validation: required(300) }),
    links('links', 'Buttons'),
    defineField({ name: 'productNotFoundTitle', title: 'Unknown product: title', type: 'string', validation: required(80) }),
    defineField({ name: 'productNotFoundText', title: 'Unknown product: text', type: 'string', validation: required(200) }),
  ],
  preview: { prepare: () => ({ title: 'Page not found' }) },
})

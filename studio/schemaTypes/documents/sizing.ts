import { defineArrayMember, defineField, defineType } from 'sanity'
import { MeasurementValueItem } from '../../components/MeasurementValueItem'

/**
 * How a measurement is read. Numbers are stored as typed in the unit named here; heights are
 * stored in inches and shown in feet and inches.
 */
const MEASURE_UNITS = [
  { title: 'Inches', value: 'in' },
  { title: 'Pounds', value: 'lb' },
  { title: 'Age in years', value: 'years' },
  { title: 'Height (typed in inches, shown as feet and inches)', value: 'height' },
] as const

type Range = { from?: number; to?: number; andUp?: boolean }

const measure = defineArrayMember({
  name: 'measure',
  title: 'Measurement',
  type: 'object',
  fields: [
    defineField({ name: 'name', description: 'The column heading, e.g. "Length".', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({ name: 'letter', title: 'Diagram letter', description: 'The letter on the measurement diagram, if it has one.', type: 'string', validation: (rule) => rule.max(3) }),
    defineField({ name: 'unit', type: 'string', options: { list: [...MEASURE_UNITS], layout: 'radio' }, initialValue: 'in', validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { name: 'name', letter: 'letter', unit: 'unit' },
    prepare: ({ name, letter, unit }: { name?: string; letter?: string; unit?: string }) => ({ title: letter ? `${name} (${letter})` : name, subtitle: unit }),
  },
})

/** One cell: a single number, a range, "up to" a number, or a number "and up"; empty for none. */
const measurementRange = defineArrayMember({
  name: 'measurementRange',
  title: 'Value',
  type: 'object',
  fields: [
    defineField({ name: 'from', description: 'The value, or the start of a range.', type: 'number', validation: (rule) => rule.min(0).max(1000) }),
    defineField({ name: 'to', description: 'The end of a range. Alone, it reads "up to".', type: 'number', validation: (rule) => rule.min(0).max(1000) }),
    defineField({ name: 'andUp', title: 'And up', description: 'The value and anything above it, e.g. "16 and up".', type: 'boolean' }),
  ],
  validation: (rule) =>
    rule.custom((value: Range | undefined) => {
      if (!value) return true
      if (value.from !== undefined && value.to !== undefined && value.from > value.to) return 'The start of a range is above its end'
      if (value.andUp && (value.from === undefined || value.to !== undefined)) return '"And up" needs a value and no end'
      return true
    }),
  components: { item: MeasurementValueItem },
  preview: {
    select: { from: 'from', to: 'to', andUp: 'andUp' },
    prepare: ({ from, to, andUp }: Range) => ({
      title: from === undefined ? (to === undefined ? '—' : `up to ${to}`) : to === undefined ? `${from}${andUp ? ' and up' : ''}` : `${from}–${to}`,
    }),
  },
})

const chartSize = defineArrayMember({
  name: 'chartSize',
  title: 'Size',
  type: 'object',
  fields: [
    defineField({ name: 'label', description: 'How the size is named in the table, e.g. "YXS" or "Coach".', type: 'string', validation: (rule) => rule.required().max(30) }),
    defineField({
      name: 'values',
      description: 'One value per measurement, in the order of the measurements above.',
      type: 'array',
      of: [measurementRange],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: 'note', description: 'Shown in the last column when the chart has a note column.', type: 'string', validation: (rule) => rule.max(120) }),
  ],
  preview: { select: { title: 'label', subtitle: 'note' } },
})

/**
 * One size table with its numbers: the sizing guide and every product page that shows it read
 * this same document, so an edit here changes both.
 */
export const sizeChart = defineType({
  name: 'sizeChart',
  title: 'Size chart',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(100) }),
    defineField({ name: 'note', type: 'text', rows: 2, validation: (rule) => rule.max(400) }),
    defineField({ name: 'rowHeading', title: 'First column heading', type: 'string', initialValue: 'Size', validation: (rule) => rule.required().max(30) }),
    defineField({ name: 'measures', title: 'Measurements', type: 'array', of: [measure], validation: (rule) => rule.required().min(1).max(8) }),
    defineField({
      name: 'noteHeading',
      title: 'Note column heading',
      description: 'Leave empty for no note column; e.g. "Best for".',
      type: 'string',
      validation: (rule) => rule.max(30),
    }),
    defineField({
      name: 'sizes',
      type: 'array',
      of: [chartSize],
      validation: (rule) =>
        rule.required().min(1).custom((sizes, context) => {
          const width = (context.document as { measures?: unknown[] } | undefined)?.measures?.length ?? 0
          const bad = (sizes as { label?: string; values?: unknown[] }[] | undefined)?.find((size) => size.values?.length !== width)
          return bad ? `${bad.label ?? 'A size'} needs ${width} values, one per measurement` : true
        }),
    }),
  ],
  preview: {
    select: { title: 'title', sizes: 'sizes' },
    prepare: ({ title, sizes }: { title?: string; sizes?: unknown[] }) => ({ title, subtitle: `${sizes?.length ?? 0} sizes` }),
  },
})

const SIZING_GUIDE_TABS = [
  { title: 'Jerseys', value: 'jerseys' },
  { title: 'Socks', value: 'socks' },
  { title: 'Pant Shells', value: 'pantshells' },
  { title: 'Bags', value: 'bags' },
  { title: 'Pro Specs', value: 'pro' },
  { title: 'Team Apparel', value: 'apparel' },
] as const

/**
 * A garment's sizing: one tab of the sizing guide, and the sizing block of each product that
 * points to it. Its tables are size charts (numbers) and, for what is not a measurement, text tables.
 */
export const sizingGuideTab = defineType({
  name: 'sizingGuideTab',
  title: 'Sizing (guide tab and product pages)',
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
    defineField({ name: 'intro', description: 'Also shown above the tables on product pages.', type: 'text', rows: 2, validation: (rule) => rule.max(400) }),
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
    defineField({
      name: 'legend',
      title: 'Measurement legend',
      description: 'What each letter of the diagram measures.',
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
      name: 'tables',
      title: 'Size tables',
      description: 'Size charts hold the measurements; a text table is for what is not a measurement, such as pro construction.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', title: 'Size chart', to: [{ type: 'sizeChart' }] }), defineArrayMember({ type: 'textTable' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  orderings: [{ title: 'Position', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'key' } },
})

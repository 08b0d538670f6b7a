import { z } from 'zod'
import { dollarsField } from '@/lib/forms/dollars.schema'
import { addressSchema } from '@/lib/checkout/address.schema'
import { nestFields, parseForm, type FormInput, type FormValues } from '@/lib/forms/parse-form'
import { formatMoney } from '@/lib/format/money'
import { QUOTE_ACCEPT_FIELDS, QUOTE_LIMITS, QUOTE_PRICING_FIELDS, quoteTotalCents, type QuotePricingField } from './quote'
import { NOTE_MAX_LENGTH } from './workflow'

const RELOAD = 'This request could not be identified. Reload the page.'

const lineSchema = z.object({
  description: z.string().trim().min(1, 'Say what this line is.').max(QUOTE_LIMITS.description, `Keep a line's description under ${QUOTE_LIMITS.description} characters.`),
  quantity: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Enter a whole number of items.')
    .transform(Number)
    .refine((quantity) => quantity >= 1 && quantity <= QUOTE_LIMITS.quantity, `Enter a quantity from 1 to ${QUOTE_LIMITS.quantity.toLocaleString('en-US')}.`),
  unitPrice: dollarsField('the price each', QUOTE_LIMITS.unitPriceCents),
})

/** A pricing (or a revision) staff send from a quote request's page; the database checks the role, the status and the bounds again. */
const quotePricingSchema = z
  .object({
    id: z.uuid(RELOAD),
    // The status the page showed: the database refuses a request that moved on since.
    from: z.enum(['received', 'quoted'], RELOAD),
    lines: z.array(lineSchema).min(1, 'Add at least one line.').max(QUOTE_LIMITS.lines),
    // Blank when there is none.
    rushFee: z.string().transform((typed) => typed.trim() || '0').pipe(dollarsField('the rush fee', QUOTE_LIMITS.rushFeeCents)),
    noteToCustomer: z.string().trim().max(NOTE_MAX_LENGTH, `Please keep the note under ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`),
  })
  .transform(({ lines, rushFee, ...rest }) => ({
    ...rest,
    lines: lines.map(({ unitPrice, ...line }) => ({ ...line, unitPriceCents: unitPrice })),
    rushFeeCents: rushFee,
  }))
  .superRefine(({ lines, rushFeeCents }, context) => {
    const total = quoteTotalCents(lines, rushFeeCents)
    if (total < QUOTE_LIMITS.minTotalCents || total > QUOTE_LIMITS.maxTotalCents) {
      context.addIssue({ code: 'custom', path: ['rushFee'], message: `The quote's total must be from ${formatMoney(QUOTE_LIMITS.minTotalCents)} to ${formatMoney(QUOTE_LIMITS.maxTotalCents)}.` })
    }
  })

export type QuotePricing = z.output<typeof quotePricingSchema>

/**
 * The form's lines in order, without the empty ones left at the end (the form offers more rows than
 * are filled in); an empty row between filled ones is a line to fix, so every message stays on its row.
 */
function toInput(values: FormValues<QuotePricingField>) {
  const nested = nestFields(values) as { lines?: Record<string, Record<string, string>> }
  const rows = Object.entries(nested.lines ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, row]) => row)
  while (rows.length > 0 && Object.values(rows.at(-1)!).every((value) => value.trim() === '')) rows.pop()
  return { ...nested, lines: rows }
}

export const parseQuotePricingForm = (input: FormInput) => parseForm(quotePricingSchema, input, QUOTE_PRICING_FIELDS, { toInput })

/** The customer accepts their quote as priced when the page showed it, and says where it goes. */
const quoteAcceptSchema = z.object({
  id: z.uuid(RELOAD),
  // As the database wrote it (PostgREST's ISO form, or PostgreSQL's own on the embedded backend): compared there, to the microsecond.
  quotedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}(?::?\d{2})?)$/, RELOAD),
  delivery: addressSchema,
})

export const parseQuoteAcceptForm = (input: FormInput) => parseForm(quoteAcceptSchema, input, QUOTE_ACCEPT_FIELDS, { toInput: nestFields })

import { z } from 'zod'
import { parseForm, type FormInput } from '@/lib/forms/parse-form'
import { WIZARD_KINDS } from '@/lib/wizard/draft'

const UNKNOWN = 'This order could not be identified. Reload the page.'

/**
 * The express order or quote the customer pays from the account, and the amount their page showed:
 * the server charges what it holds, and only when that is still what they saw.
 */
const requestPaymentSchema = z.object({
  kind: z.enum(WIZARD_KINDS, UNKNOWN),
  id: z.uuid(UNKNOWN),
  shownCents: z.coerce.number(UNKNOWN).int(UNKNOWN).positive(UNKNOWN),
})
const REQUEST_PAYMENT_FIELDS = ['kind', 'id', 'shownCents'] as const

export const parseRequestPaymentForm = (input: FormInput) => parseForm(requestPaymentSchema, input, REQUEST_PAYMENT_FIELDS, { toInput: (values) => values })

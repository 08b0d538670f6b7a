import { z } from 'zod'
import { parseForm, type FormInput } from '@/lib/forms/parse-form'
import { WIZARD_KINDS } from '@/lib/wizard/draft'

const UNKNOWN = 'This order could not be identified. Reload the page.'

/** The express order or quote the customer pays from the account; the amount is the server's. */
const requestPaymentSchema = z.object({ kind: z.enum(WIZARD_KINDS, UNKNOWN), id: z.uuid(UNKNOWN) })
const REQUEST_PAYMENT_FIELDS = ['kind', 'id'] as const

export const parseRequestPaymentForm = (input: FormInput) => parseForm(requestPaymentSchema, input, REQUEST_PAYMENT_FIELDS, { toInput: (values) => values })

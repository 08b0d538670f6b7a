import { z } from 'zod'
import { parseForm, type FormInput } from '@/lib/forms/parse-form'

/** The express order whose balance the customer pays from the account; the amount is the server's. */
const balancePaymentSchema = z.object({ id: z.uuid('This order could not be identified. Reload the page.') })
const BALANCE_PAYMENT_FIELDS = ['id'] as const

export const parseBalancePaymentForm = (input: FormInput) => parseForm(balancePaymentSchema, input, BALANCE_PAYMENT_FIELDS, { toInput: (values) => values })

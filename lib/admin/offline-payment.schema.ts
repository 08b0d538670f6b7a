import { z } from 'zod'
import { dollarsField } from '@/lib/forms/dollars.schema'
import { parseForm, type FormInput } from '@/lib/forms/parse-form'
import { WIZARD_KINDS } from '@/lib/wizard/draft'
import { OFFLINE_PAYMENT_FIELDS, OFFLINE_PAYMENT_NOTE_MAX_LENGTH } from './offline-payment'

const RELOAD = 'This order could not be identified. Reload the page.'

/** A payment staff record from a request's page; the database checks the role, what is due and the bounds again. */
const offlinePaymentSchema = z.object({
  kind: z.enum(WIZARD_KINDS, RELOAD),
  id: z.uuid(RELOAD),
  amount: dollarsField('the amount received', 1_000_000_000).refine((cents) => cents >= 1, 'Enter the amount received, such as 250 or 250.50.'),
  note: z
    .string()
    .trim()
    .min(1, 'Say how it was paid, such as “Cheque 1042” or “Bank transfer, Nov 26”.')
    .max(OFFLINE_PAYMENT_NOTE_MAX_LENGTH, `Keep the note under ${OFFLINE_PAYMENT_NOTE_MAX_LENGTH} characters.`),
})

export type OfflinePayment = z.output<typeof offlinePaymentSchema>

export const parseOfflinePaymentForm = (input: FormInput) => parseForm(offlinePaymentSchema, input, OFFLINE_PAYMENT_FIELDS, { toInput: (values) => values })

import { z } from 'zod'
import { parseForm, type FormInput } from '@/lib/forms/parse-form'

/** The given-up e-mail staff send again. */
const mailRetrySchema = z.object({ id: z.uuid('This e-mail could not be identified. Reload the page.') })

export const parseMailRetryForm = (input: FormInput) => parseForm(mailRetrySchema, input, ['id'] as const, { toInput: (values) => values })

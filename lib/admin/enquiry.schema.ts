import { z } from 'zod'
import { parseForm, type FormInput } from '@/lib/forms/parse-form'
import { ENQUIRY_ANSWER_FIELDS, ENQUIRY_ANSWER_MAX_LENGTH, ENQUIRY_CLOSING_FIELDS } from './enquiry'

const RELOAD = 'This enquiry could not be identified. Reload the page.'

/** An answer staff send from an enquiry's page; the database checks the role and the bounds again. */
const enquiryAnswerSchema = z.object({
  id: z.uuid(RELOAD),
  answer: z
    .string()
    .trim()
    .min(1, 'Please write the answer.')
    .max(ENQUIRY_ANSWER_MAX_LENGTH, `Please keep the answer under ${ENQUIRY_ANSWER_MAX_LENGTH.toLocaleString('en-US')} characters.`),
})

/** Close (`closed=1`) or reopen (`closed=0`) an enquiry. */
const enquiryClosingSchema = z.object({
  id: z.uuid(RELOAD),
  closed: z.enum(['1', '0'], RELOAD).transform((value) => value === '1'),
})

export type EnquiryAnswer = z.output<typeof enquiryAnswerSchema>
export type EnquiryClosing = z.output<typeof enquiryClosingSchema>

export const parseEnquiryAnswerForm = (input: FormInput) => parseForm(enquiryAnswerSchema, input, ENQUIRY_ANSWER_FIELDS, { toInput: (values) => values })
export const parseEnquiryClosingForm = (input: FormInput) => parseForm(enquiryClosingSchema, input, ENQUIRY_CLOSING_FIELDS, { toInput: (values) => values })
